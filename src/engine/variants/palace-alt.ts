// PHOENIX PALACE ALTERNATIVE MODE: all three levels from the start, with
// four outer wards, four battlements and the pinnacle as spots. A seat may
// only use the wards and battlements on walls it can see from its side of the
// table (computed from geometry, the same numbers the 3D camera uses).
import { follows } from '../core/readings.js';
import { push, task, TaskTable } from '../core/flow.js';
import { msg } from '../core/message.js';
import { has, kinById, log, removeFromPlace, seatName, take, highlightedSectors } from '../core/state.js';
import type { Action, GameState, Kin, NoData, SpotId } from '../core/types.js';
import { kinOf, seatKind, spotWords } from '../rules/words.js';
import { sectorAs } from '../rules/sector-words.js';
import { because } from '../rules/reasons.js';
import { visiblePalaceSpots, visibleWalls } from '../geometry/index.js';
import type { PalaceRules, Variant } from '../core/variant.js';
import { lanternEffectWords, spotForButton } from '../rules/button-words.js';

declare module '../core/types.js' {
  interface TaskData {
    palaceLantern: NoData;
    /** Readings 2: the owner of hit kin `kin` picks which free outer ward in view it recovers in. */
    hitWard: { kin: number };
  }
}

/** The steps this module defines (installed by the list of variants). */
export const palaceAltTasks = new TaskTable();

export const PALACE_SPOTS: readonly SpotId[] = [
  'ward0', 'ward1', 'ward2', 'ward3', 'battlement0', 'battlement1', 'battlement2', 'battlement3', 'pinnacle',
];

export function palaceOccupant(s: GameState, spot: SpotId): Kin | undefined {
  return s.kin.find((k) => k.loc === 'palace' && k.at === spot);
}

// Visibility is computed from the geometry once per (side, rotation) pair and
// memoised: the answer is pure, and placement asks for it on every decision.
const visibleMemo = new Map<number, readonly SpotId[]>();
const wallsMemo = new Map<number, readonly number[]>();

/** Palace spots a seat can see now (the pinnacle always), free or not. */
export function seatVisibleSpots(s: GameState, seat: number): readonly SpotId[] {
  const side = s.players[seat]!.side;
  const key = side * 6 + s.palace.rotation;
  let spots = visibleMemo.get(key);
  if (!spots) visibleMemo.set(key, (spots = visiblePalaceSpots(side, s.palace.rotation)));
  return spots;
}

function seatVisibleWalls(s: GameState, seat: number): readonly number[] {
  const side = s.players[seat]!.side;
  const key = side * 6 + s.palace.rotation;
  let walls = wallsMemo.get(key);
  if (!walls) wallsMemo.set(key, (walls = visibleWalls(side, s.palace.rotation)));
  return walls;
}

function bump(s: GameState, kin: Kin): void {
  const k = kinById(s, kin.id);
  removeFromPlace(s, k);
  k.loc = 'bumped';
  k.at = '';
  // Kept face down in front of its owner until the next round.
  k.cloaked = true;
}

/** The three-level palace seen from each seat's side. */
export const altPalace: PalaceRules = {
  placementSpots: (s, seat) =>
    // The pinnacle always takes a newcomer; wards and battlements must be free and in view.
    seatVisibleSpots(s, seat).filter((spot) => spot === 'pinnacle' || !palaceOccupant(s, spot)),
  place: (s, seat, k, spot) => {
    if (spot === 'pinnacle') {
      const holder = palaceOccupant(s, 'pinnacle');
      if (holder) {
        bump(s, holder);
        log(s, seat, () => msg('variants.palace.log.bumped', { seat: seatName(s, seat), kin: kinOf(s, seat, holder.seat, holder.type) }));
      }
    }
    removeFromPlace(s, k);
    k.loc = 'palace';
    k.at = spot;
    k.cloaked = false;
    // Readings 2: "Regardless of where you placed your kin, you can now perform the daytime effect",
    // so the resource may be declined too; the rotation stays ("you must always rotate the Palace").
    const gainStep = because(
      follows(s, 2) ? task('gainResource', seat, { optional: true }) : task('gainResource', seat),
      () => msg('variants.palace.reason'),
    );
    if (spot.startsWith('ward')) push(s, gainStep, task('rotate', seat));
    else if (spot.startsWith('battlement')) push(s, task('palaceLantern', seat), task('rotate', seat));
    else push(s, gainStep, task('palaceLantern', seat), task('rotate', seat));
  },
  // Told on the placement's button and hover, so a player knows before the click.
  displaced: (s, spot) => (spot === 'pinnacle' ? palaceOccupant(s, 'pinnacle') : undefined),
  sendHit: (s, k) => {
    // "Check if there are any available spots in the outer wards falling within the point of view of the kin's owner."
    const walls = seatVisibleWalls(s, k.seat);
    const free = walls.map((w) => `ward${w}`).filter((spot) => !palaceOccupant(s, spot));
    const ward = free[0];
    if (ward) {
      removeFromPlace(s, k);
      k.loc = 'palace';
      k.at = ward;
      k.cloaked = false;
      // Readings 2: "If so, place your kin there": the kin's owner places it, so picks among several.
      if (follows(s, 2) && free.length > 1) push(s, task('hitWard', k.seat, { kin: k.id }));
    } else bump(s, k);
  },
};

palaceAltTasks.choice('hitWard', {
  kind: 'hitWard',
  label: (s, _t, a) => (a.t === 'spot' ? msg('variants.palace.hitWard.label', { spot: spotForButton(s, a.spot) }) : null),
  prompt: () => msg('variants.palace.hitWard.prompt'),
  options: (s, t) => {
    const k = kinById(s, t.kin);
    if (k.loc !== 'palace' || !k.at.startsWith('ward')) return [];
    const free = seatVisibleWalls(s, k.seat).map((w) => `ward${w}`).filter((spot) => spot === k.at || !palaceOccupant(s, spot));
    return free.sort().map((spot): Action => ({ t: 'spot', spot }));
  },
  resolve: (s, t, a) => {
    if (a.t !== 'spot') return;
    const k = kinById(s, t.kin);
    k.at = a.spot;
    log(s, t.seat, () => msg('variants.palace.log.recovers', { seat: seatName(s, t.seat), kin: kinOf(s, t.seat, k.seat, k.type), spot: spotWords(s, a.spot, t.seat) }));
  },
});

// Battlements and the pinnacle: spend a lantern for a highlighted sector's daytime effect.
palaceAltTasks.choice('palaceLantern', {
  kind: 'palaceLantern',
  label: (_s, _t, a) => (a.t === 'sector' ? lanternEffectWords(a.sector) : null),
  passLabel: msg('variants.palace.lantern.pass'),
  prompt: () => msg('variants.palace.lantern.prompt'),
  options: (s, t) =>
    has(s, t.seat, 'lantern') ? [{ t: 'pass' }, ...highlightedSectors(s).map((sector) => ({ t: 'sector' as const, sector }))] : [],
  resolve: (s, t, a) => {
    if (a.t !== 'sector') {
      log(s, t.seat, () => msg('variants.palace.log.keepsLanterns', { seat: seatName(s, t.seat), who: seatKind(s, t.seat) }));
      return;
    }
    take(s, t.seat, 'lantern');
    log(s, t.seat, () => msg('variants.palace.log.paysLantern', { seat: seatName(s, t.seat), sector: sectorAs('of', a.sector) }));
    push(s, task('daytime', t.seat, { sector: a.sector }));
  },
});

// "When comparing influence in the Nighttime phase, bumped kin provide no influence":
// bumped kin are never 'palace' kin, so the base palace scoring already leaves them out.

export const palaceAlt: Variant = {
  id: 'palaceAlt',
  enabled: (config) => !!config.palaceAlt,
  tasks: [palaceAltTasks],
  setup: (s) => {
    // "Secure all 3 levels of the Palace on the rotating board."
    s.palace = { ...s.palace, floors: 3 };
  },
  palace: altPalace,
};
