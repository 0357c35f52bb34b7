// CO-OP PLUS PALACE ALTERNATIVE MODE: where the Basilisk's kin goes in the
// three-level palace. The Basilisk sits at its own table side
// (config.basilisk.side) and, like a player, only uses the wards and
// battlements it can see from there (geometry: visiblePalaceSpots).
// - Card sector highlighted: a visible free battlement if it has a lantern
//   (pays it, performs that sector's daytime effect); else the pinnacle
//   (free effect without lanterns; with one, it first gains a resource and
//   pays a lantern). Then the palace turns clockwise.
// - Not highlighted: a visible free outer ward, else the pinnacle; it gains a
//   resource and the palace turns clockwise.
// - Hit (or moved) Basilisk kin go to a free ward it can see, else are bumped.
// Which of several free wards or battlements: Golden Rule.
import { follows } from '../core/readings.js';
import { push, task, TaskTable } from '../core/flow.js';
import { msg } from '../core/message.js';
import { has, kinById, log, removeFromPlace, seatName, take } from '../core/state.js';
import type { Action, GameState, Kin, NoData, Sector, SpotId } from '../core/types.js';
import { atSpot, kinName, kinOf, spotWords } from '../rules/words.js';
import { sectorAs } from '../rules/sector-words.js';
import { visiblePalaceSpots } from '../geometry/index.js';
import type { PalaceRules, Variant } from '../core/variant.js';
import { altPalace } from './palace-alt.js';
import { highlightedCardSector, leaveStack } from './coop-basilisk.js';
import { grOptions } from './coop-golden.js';
import { isBasiliskSeat, isCoop } from './coop-state.js';
import { placeKinWords, spotForButton } from '../rules/button-words.js';

declare module '../core/types.js' {
  interface TaskData {
    /** Where the Basilisk's kin `kin` goes: a visible ward, or a visible battlement paying a lantern for `sector`'s daytime effect. */
    coopPalaceSpot: { kin: number; kind: 'ward' } | { kin: number; kind: 'battlement'; sector: Sector };
    coopPayLantern: NoData;
    /** The Basilisk's hit kin `kin` may recover in another visible ward. */
    coopHitWard: { kin: number };
  }
}

/** The steps this module defines (installed by the list of variants). */
export const coopPalaceTasks = new TaskTable();

export function occupant(s: GameState, spot: SpotId): Kin | undefined {
  return s.kin.find((k) => k.loc === 'palace' && k.at === spot);
}

/** Free wards or battlements the seat can see now. */
export function visibleFree(s: GameState, seat: number, kind: 'ward' | 'battlement'): SpotId[] {
  return visiblePalaceSpots(s.players[seat]!.side, s.palace.rotation).filter((id) => id.startsWith(kind) && !occupant(s, id));
}

/** "Return the bumped kin to its owner, who keeps it facedown (cloaked)": out until the next round. */
export function bump(s: GameState, kin: Kin): void {
  const k = kinById(s, kin.id);
  removeFromPlace(s, k);
  k.loc = 'bumped';
  k.at = '';
  k.cloaked = true;
}

function putInPalace(s: GameState, kin: Kin, spot: SpotId): void {
  const k = kinById(s, kin.id);
  if (spot === 'pinnacle') {
    const holder = occupant(s, 'pinnacle');
    if (holder && holder.id !== k.id) {
      bump(s, holder);
      log(s, k.seat, () => msg('variants.palace.log.bumped', { seat: seatName(s, k.seat), kin: kinOf(s, k.seat, holder.seat, holder.type) }));
    }
  }
  leaveStack(s, k.id);
  removeFromPlace(s, k);
  k.loc = 'palace';
  k.at = spot;
  k.cloaked = false;
}

function placeBasilisk(s: GameState, seat: number, k: Kin): void {
  const sector = highlightedCardSector(s);
  if (sector !== null) {
    // "The Basilisk places their kin on a battlement that they can see from their point of view ...
    // If the battlements facing the Basilisk are already occupied, or the Basilisk has run out of
    // lanterns, the Basilisk places their kin on the pinnacle."
    if (has(s, seat, 'lantern') && visibleFree(s, seat, 'battlement').length) {
      push(s, task('coopPalaceSpot', seat, { kin: k.id, kind: 'battlement', sector }));
      return;
    }
    putInPalace(s, k, 'pinnacle');
    log(s, seat, () => msg('variants.coopPalace.log.pinnacle', { seat: seatName(s, seat), kin: kinName(k.type) }));
    if (has(s, seat, 'lantern')) {
      // "If it has at least 1 lantern, the Basilisk first gets any 1 resource, and then it pays 1 lantern."
      push(s, task('gainResource', seat), task('coopPayLantern', seat), task('daytime', seat, { sector }), task('rotate', seat));
    } else {
      // "If it has no lanterns, the Basilisk activates the sector for free."
      log(s, seat, () => msg('variants.coopPalace.log.free', { seat: seatName(s, seat), sector: sectorAs('of', sector) }));
      push(s, task('daytime', seat, { sector }), task('rotate', seat));
    }
    return;
  }
  // "The kin is placed in any 1 free outer ward of your choice that the Basilisk can see ...
  // If the visible outer wards are occupied, the enemy kin is placed on the pinnacle."
  if (visibleFree(s, seat, 'ward').length) {
    push(s, task('coopPalaceSpot', seat, { kin: k.id, kind: 'ward' }));
    return;
  }
  putInPalace(s, k, 'pinnacle');
  log(s, seat, () => msg('variants.coopPalace.log.pinnacle', { seat: seatName(s, seat), kin: kinName(k.type) }));
  push(s, task('gainResource', seat), task('rotate', seat));
};

coopPalaceTasks.choice('coopPalaceSpot', {
  kind: 'coopPalaceSpot',
  label: (s, t, a) => (a.t === 'spot' ? placeKinWords(s, t.kin, a.spot) : null),
  prompt: (_s, t) =>
    t.kind === 'battlement' ? msg('variants.coopPalace.spot.promptBattlement') : msg('variants.coopPalace.spot.promptWard'),
  options: (s, t) =>
    grOptions(
      s,
      visibleFree(s, t.seat, t.kind).map((spot): Action => ({ t: 'spot', spot })),
      (o) => o[0]!,
    ),
  resolve: (s, t, a) => {
    if (a.t !== 'spot') return;
    const k = kinById(s, t.kin);
    putInPalace(s, k, a.spot);
    if (t.kind === 'battlement') {
      const sector = t.sector;
      take(s, t.seat, 'lantern');
      log(
        s,
        t.seat,
        () => msg('variants.coopPalace.log.battlement', { seat: seatName(s, t.seat), kin: kinName(k.type), at: atSpot(s, a.spot, t.seat), sector: sectorAs('of', sector) }),
      );
      push(s, task('daytime', t.seat, { sector }), task('rotate', t.seat));
    } else {
      log(s, t.seat, () => msg('variants.coopPalace.log.ward', { seat: seatName(s, t.seat), kin: kinName(k.type), spot: spotWords(s, a.spot, t.seat) }));
      push(s, task('gainResource', t.seat), task('rotate', t.seat));
    }
  },
});

coopPalaceTasks.auto('coopPayLantern', (s, t) => {
  take(s, t.seat, 'lantern');
});

// "Whenever an enemy kin is moved to the Palace due to being hit or due to an effect ..., it is always
// placed in any 1 free outer ward visible from the Basilisk's point of view. If the visible outer wards are
// occupied, the enemy kin is bumped." The palace alternative mode sends a hit kin to the first free ward its
// owner sees; for the Basilisk's kin, when several are free, the Golden Rule seat may pick another one.
function withBasiliskHits(alt: PalaceRules): PalaceRules {
  return {
    ...alt,
    sendHit: (s, k) => {
      alt.sendHit(s, k);
      // Readings 2: the base rule already asked (its hitWard step becomes coopHitWard for the Basilisk).
      if (follows(s, 2)) return;
      if (!isCoop(s) || !isBasiliskSeat(s, k.seat) || k.loc !== 'palace') return;
      const others = visibleFree(s, k.seat, 'ward');
      if (others.length) push(s, task('coopHitWard', k.seat, { kin: k.id }));
    },
  };
}

coopPalaceTasks.choice('coopHitWard', {
  kind: 'coopPalaceSpot',
  label: (s, _t, a) => (a.t === 'spot' ? msg('variants.palace.hitWard.label', { spot: spotForButton(s, a.spot) }) : null),
  prompt: () => msg('variants.coopPalace.hitWard.prompt'),
  options: (s, t) => {
    const k = kinById(s, t.kin);
    if (k.loc !== 'palace' || !k.at.startsWith('ward')) return [];
    const spots = [k.at, ...visibleFree(s, t.seat, 'ward')].sort();
    return grOptions(s, spots.map((spot): Action => ({ t: 'spot', spot })), () => ({ t: 'spot', spot: k.at }));
  },
  resolve: (s, t, a) => {
    if (a.t !== 'spot') return;
    const k = kinById(s, t.kin);
    k.at = a.spot;
    log(s, t.seat, () => msg('variants.coopPalace.log.recovers', { seat: seatName(s, t.seat), kin: kinName(k.type), spot: spotWords(s, a.spot, t.seat) }));
  },
});

/** Co-op plus the palace alternative: the Basilisk's kin in the three-level palace. */
export const coopPalace: Variant = {
  id: 'coopPalace',
  enabled: (config) => config.mode === 'coop' && !!config.palaceAlt,
  tasks: [coopPalaceTasks],
  palace: { ...withBasiliskHits(altPalace), placeBasilisk },
};
