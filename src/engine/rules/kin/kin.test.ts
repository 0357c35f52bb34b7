// The kin registry as players meet it: every kin type in KIN_TYPES, placed
// unveiled where the rulebook's KIN ABILITIES text says it can act, offers
// exactly that kind of target; the cooperative Basilisk's version follows the
// coop rules; the automatic Golden Rule ranks the Basilisk's kin in a fixed
// order. A kin type added without a scenario here fails the first test.
import { describe, expect, it } from 'vitest';
import { task } from '../../core/flow.js';
import type { Action, GameState, Kin, KinType, Task } from '../../core/types.js';
import { KIN_TYPES } from '../../core/types.js';
import { makeConfig } from '../../config.js';
import { applyAction, createGame, legalActions } from '../../index.js';
import { coopOf, basiliskSeat, syncStack } from '../../variants/coop.js';
import {
  actionsOf, clearBoard, copy, decisionKind, findKin, handIds, lift, newGame, place, placeKinAt, putKin, runTask, setHand,
  setPool, spot, startTurn,
} from '../../test-support.js';

const GATES = 0, CAPITAL = 1, RIM = 2, SHRINE = 3, SPRINGS = 4, CLANHOUSE = 5;

interface Scenario {
  /** The rulebook's KIN ABILITIES line. */
  rule: string;
  /** Builds the position (seat 0 will place the kin on spot 0 of `sector`) and returns the options expected after the pass. */
  setup(s: GameState): Action[];
  sector: number;
}

const kinOption = (k: Kin): Action => ({ t: 'kin', kin: k.id });

/** Leaves only `types` of `seat` ready in the clanhouse row. */
function clanhouseOf(s: GameState, seat: number, types: KinType[]): Kin[] {
  for (const id of s.clanhouse) if (id >= 0) s.kin[id]!.loc = 'box';
  s.clanhouse = s.clanhouse.map(() => -1);
  return types.map((type, slot) => {
    const k = findKin(s, seat, type, ['pile', 'box', 'hand']);
    lift(s, k);
    k.loc = 'clanhouse';
    s.clanhouse[slot] = k.id;
    return k;
  });
}

const SCENARIOS: Record<KinType, Scenario> = {
  apprentice: { rule: 'APPRENTICE: "No abilities."', sector: RIM, setup: () => [] },
  archer: {
    rule: 'ARCHER: "Hit 1 kin in the opposite sector."',
    sector: GATES,
    setup: (s) => {
      placeKinAt(s, 1, 'apprentice', spot(CAPITAL, 0));
      return [kinOption(placeKinAt(s, 1, 'fighter', spot(SHRINE, 0)))];
    },
  },
  bard: {
    rule: 'BARD: "Cloak 1 kin in an adjacent sector at no cost."',
    sector: GATES,
    setup: (s) => {
      placeKinAt(s, 2, 'apprentice', spot(CLANHOUSE, 0), true);
      return [kinOption(placeKinAt(s, 1, 'apprentice', spot(CAPITAL, 0)))];
    },
  },
  clairvoyant: {
    rule: 'CLAIRVOYANT: "You may either discard an event card, or return the top card of the events discard pile back into an empty foreseen slot."',
    sector: CAPITAL,
    setup: (s) => {
      s.events.foreseen = s.events.foreseen.map((id, i) => (i === 0 ? id : -1));
      s.events.discard = [];
      return [{ t: 'slot', slot: 0 }];
    },
  },
  councilor: {
    rule: 'COUNCILOR: "If you are first in the capital track, gain 3 FPs. Otherwise, gain 2 scrolls."',
    sector: RIM,
    setup: () => [{ t: 'option', option: 'use' }],
  },
  diplomat: {
    rule: 'DIPLOMAT: "Move one of your kin from an adjacent sector to a free spot of this sector (at no cost)."',
    sector: GATES,
    setup: (s) => {
      placeKinAt(s, 1, 'apprentice', spot(CLANHOUSE, 0));
      return [kinOption(placeKinAt(s, 0, 'apprentice', spot(CAPITAL, 0)))];
    },
  },
  fighter: {
    rule: 'FIGHTER: "Hit 1 kin in the same sector of the fighter\'s."',
    sector: SPRINGS,
    setup: (s) => {
      placeKinAt(s, 1, 'apprentice', spot(GATES, 0));
      return [kinOption(placeKinAt(s, 2, 'apprentice', spot(SPRINGS, 1), true))];
    },
  },
  guard: {
    rule: 'GUARD: "Pay 1 coin. Until your next turn, no kin can be placed in or moved to the guard\'s sector."',
    sector: SHRINE,
    setup: (s) => {
      setPool(s, 0, { coin: 1 });
      return [{ t: 'option', option: 'use' }];
    },
  },
  hermit: {
    rule: 'HERMIT: "Perform the daytime effect of an adjacent sector instead of the one where this kin is placed."',
    sector: GATES,
    setup: () => [{ t: 'sector', sector: CLANHOUSE }, { t: 'sector', sector: CAPITAL }],
  },
  mastermind: {
    rule: 'MASTERMIND: "Hit 1 kin in a sector where you have a cloaked kin."',
    sector: GATES,
    setup: (s) => {
      const mine = placeKinAt(s, 0, 'apprentice', spot(RIM, 0), true);
      const there = placeKinAt(s, 1, 'apprentice', spot(RIM, 1));
      placeKinAt(s, 2, 'apprentice', spot(SHRINE, 0));
      return [kinOption(mine), kinOption(there)];
    },
  },
  mentor: { rule: 'MENTOR: "Activate the clanhouse daytime effect."', sector: RIM, setup: () => [{ t: 'option', option: 'use' }] },
  merchant: {
    rule: 'MERCHANT: "Gain 1 resource of any kind."',
    sector: RIM,
    setup: () => [{ t: 'res', res: 'coin' }, { t: 'res', res: 'scroll' }, { t: 'res', res: 'lantern' }],
  },
  nocturnal: {
    rule: 'NOCTURNAL: "Pay 1 resource of your choice to gain a moon shard of the type matching the nocturnal\'s sector."',
    sector: RIM,
    setup: (s) => {
      setPool(s, 0, { coin: 0, scroll: 2, lantern: 1 });
      return [{ t: 'res', res: 'scroll' }, { t: 'res', res: 'lantern' }];
    },
  },
  pathfinder: {
    rule: 'PATHFINDER: "You may either explore an already built village, or collect the benefits of the one your pioneer is currently on."',
    sector: CAPITAL,
    setup: () => [{ t: 'option', option: 'collect' }],
  },
  philosopher: {
    rule: 'PHILOSOPHER: "Acquire a revelation card, paying the scroll cost."',
    sector: GATES,
    setup: (s) => {
      setPool(s, 0, { scroll: 20 });
      return s.revelations.slots.flatMap((id, slot) => (id >= 0 ? [{ t: 'slot' as const, slot }] : []));
    },
  },
  trickster: {
    rule: 'TRICKSTER: "Perform the ability of one of your ready kin in the clanhouse, as if the trickster had that ability."',
    sector: GATES,
    setup: (s) => clanhouseOf(s, 0, ['merchant', 'apprentice']).slice(0, 1).map(kinOption),
  },
};

describe('every kin type, placed unveiled where its ability applies, offers what its KIN ABILITIES line says', () => {
  it.each(KIN_TYPES.map((type) => ({ type, ...SCENARIOS[type] })))('$rule', ({ type, sector, setup }) => {
    const s0 = copy(newGame(3, 7));
    clearBoard(s0);
    setHand(s0, 0, [type]);
    const expected = setup(s0);
    const t = startTurn(s0, 0);
    const s = place(t, handIds(t, 0)[0]!, spot(sector, 0));
    if (expected.length === 0) {
      expect(decisionKind(s)).not.toBe('ability');
      return;
    }
    expect(decisionKind(s)).toBe('ability');
    // "You are never obliged to perform unveiled kin abilities": pass comes first, then the targets.
    expect(actionsOf(s)).toEqual([{ t: 'pass' }, ...expected]);
  });
});

// ---- cooperative mode ------------------------------------------------------------------

/** A 2-ally coop game right after setup, with the board cleared. */
function coopTable(goldenRuleAuto = false): GameState {
  const s = copy(createGame(makeConfig({ players: 2, mode: 'coop', difficulty: 'easy', goldenRuleAuto }), 5));
  runTaskInPlace(s, task('coopSetupBasilisk', -1));
  clearBoard(s);
  syncStack(s);
  return s;
}

function runTaskInPlace(s: GameState, t: Task): void {
  const out = runTask(s, t);
  Object.assign(s, out, { stack: [] });
}

describe('the Basilisk\'s kin abilities (cooperative mode)', () => {
  const HITTERS: KinType[] = ['archer', 'fighter', 'mastermind'];
  // "If the ability of the kin can be performed (valid targets available), the kin is placed unveiled and
  // the Basilisk performs its ability." Its hits are meant for the allies: with its own kin and the
  // allies' kin side by side, no option of any of its kin ever hits one of its own.
  it.each(KIN_TYPES.filter((type) => type !== 'apprentice'))('its %s never hits one of the Basilisk\'s own kin', (type) => {
    const s = coopTable();
    const b = basiliskSeat(s);
    const k = findKin(s, b, type, ['hand', 'pile', 'box', 'clanhouse']);
    lift(s, k);
    k.loc = 'hand';
    syncStack(s);
    coopOf(s).stack = coopOf(s).stack.filter((id) => id !== k.id);
    // Ready kin a Basilisk Trickster could copy: hitters of its own clan.
    if (type === 'trickster') clanhouseOf(s, b, ['fighter', 'archer']);
    syncStack(s);
    putKin(s, k, spot(GATES, 0));
    // Own and ally kin in the same sector, the opposite one and a neighbour, some cloaked.
    placeKinAt(s, b, 'apprentice', spot(GATES, 1), true);
    placeKinAt(s, 0, 'apprentice', spot(GATES, 2));
    placeKinAt(s, 1, 'apprentice', spot(GATES, 3), true);
    placeKinAt(s, 1, 'apprentice', spot(SHRINE, 0), true);
    placeKinAt(s, 0, 'apprentice', spot(SHRINE, 2));
    const ownShrine = s.kin.find((x) => x.seat === b && x.type === 'apprentice' && x.loc !== 'board')!;
    putKin(s, ownShrine, spot(SHRINE, 1));
    placeKinAt(s, 0, 'bard', spot(CAPITAL, 0));
    syncStack(s);
    // A hit flips a cloaked kin unveiled, or sends an unveiled one to the palace.
    const ownKinHit = (from: GameState, to: GameState) =>
      from.kin
        .filter((x) => x.seat === b && x.loc === 'board')
        .filter((x) => to.kin[x.id]!.loc === 'palace' || (x.cloaked && !to.kin[x.id]!.cloaked))
        .map((x) => x.id);
    // Follow every branch of the Basilisk's choices through its ability (and a copied one, for the Trickster).
    let frontier = [runTask(s, task('coopAbility', b, { kin: k.id, sector: GATES, as: type }))];
    if (HITTERS.includes(type)) expect(legalActions(frontier[0]!).length).toBeGreaterThan(1);
    for (let depth = 0; depth < 3 && frontier.length; depth++) {
      const next: GameState[] = [];
      for (const st of frontier) {
        for (const a of legalActions(st)) {
          if (HITTERS.includes(type) && a.t === 'kin') expect(st.kin[a.kin]!.seat).not.toBe(b);
          const after = applyAction(st, a);
          expect(ownKinHit(st, after)).toEqual([]);
          next.push(after);
        }
      }
      frontier = next;
    }
  });

  // Pins the automatic Golden Rule's ranking of the Basilisk's kin: "choose any 1 kin and replace it
  // (Golden Rule applies)": the engine replaces the kin the Basilisk loses most by giving up.
  const STRONGEST_FIRST: KinType[] = [
    'fighter', 'archer', 'mastermind', 'mentor', 'councilor', 'trickster', 'philosopher', 'guard', 'bard', 'diplomat',
    'hermit', 'merchant', 'nocturnal', 'pathfinder', 'clairvoyant', 'apprentice',
  ];
  it('with goldenRuleAuto, a recruit replaces the Basilisk\'s strongest kin in play, in a fixed order of kin types', () => {
    expect([...STRONGEST_FIRST].sort()).toEqual([...KIN_TYPES].sort());
    for (let i = 0; i + 1 < STRONGEST_FIRST.length; i++) {
      const s = coopTable(true);
      const b = basiliskSeat(s);
      for (const k of s.kin) if (k.seat === b && k.loc === 'hand') k.loc = 'box';
      syncStack(s);
      // The weaker one goes in the palace, where a tie would favour replacing it: the type must decide.
      const strong = placeKinAt(s, b, STRONGEST_FIRST[i]!, spot(GATES, 0));
      const weak = s.kin.find((k) => k.seat === b && k.type === STRONGEST_FIRST[i + 1] && k.loc !== 'board')!;
      putKin(s, weak, 'palace');
      const recruit = s.kin.find((k) => k.seat === b && k.loc !== 'board' && k.loc !== 'palace')!;
      const after = runTask(s, task('coopReplace', b, { recruit: recruit.id, only: 'any' }));
      expect(after.kin[strong.id]!.loc, `${STRONGEST_FIRST[i]!} before ${STRONGEST_FIRST[i + 1]!}`).toBe('box');
      expect(after.kin[weak.id]!.loc).toBe('palace');
    }
  });

  it('with goldenRuleAuto, between two kin of one type the one in the palace is replaced first (it gains nothing there)', () => {
    const s = coopTable(true);
    const b = basiliskSeat(s);
    for (const k of s.kin) if (k.seat === b && k.loc === 'hand') k.loc = 'box';
    syncStack(s);
    const onBoard = placeKinAt(s, b, 'apprentice', spot(GATES, 0));
    const inPalace = s.kin.find((k) => k.seat === b && k.type === 'apprentice' && k.id !== onBoard.id)!;
    putKin(s, inPalace, 'palace');
    const recruit = s.kin.find((k) => k.seat === b && k.loc !== 'board' && k.loc !== 'palace')!;
    const after = runTask(s, task('coopReplace', b, { recruit: recruit.id, only: 'any' }));
    expect(after.kin[inPalace.id]!.loc).toBe('box');
    expect(after.kin[onBoard.id]!.loc).toBe('board');
  });
});
