// COOPERATIVE MODE: one test (or a few) per sentence of the rulebook's
// COOPERATIVE MODE section, named after the words it checks, plus a fuzz of
// random games in every coop configuration.
import { describe, expect, it } from 'vitest';
import { task } from '../core/flow.js';
import type { Action, GameConfig, GameState, KinType } from '../core/types.js';
import { RulesError } from '../core/errors.js';
import {
  CLANHOUSE_SLOTS, ENEMY_DECK, SCENARIOS, VILLAGE_SITES, VILLAGES, enemyCardById, type StoryChange,
} from '../content/index.js';
import { makeConfig, type ConfigOptions } from '../config.js';
import { applyAction, createGame, currentDecision, finalScores, isGameOver, legalActions, replay, stateHash, view } from '../index.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { checkInvariants, fuzzGames } from '../invariants-test-support.js';
import {
  actionsOf, choose, copy, decisionKind, giveKin, placeKinAt, poolOfSeat, putKin, runTask, setPool,
} from '../test-support.js';
import { basiliskSeat, COOP_REMOVED_VILLAGES, syncStack, type CoopState } from './coop.js';
import { visibleFree } from './coop-palace.js';
import { visibleWalls } from '../geometry/index.js';

// ---- helpers ------------------------------------------------------------------------

const GATES = 0, CAPITAL = 1, RIM = 2, SHRINE = 3, SPRINGS = 4, CLANHOUSE = 5;
const TWISTS = ENEMY_DECK.filter((c) => c.kind === 'twist').map((c) => c.id);
const SECTOR_CARDS = ENEMY_DECK.filter((c) => c.kind === 'sector').map((c) => c.id);
/** A sector card whose main sector is `sector` (and no secondary, unless asked for). */
const cardFor = (sector: number, secondary?: number): number =>
  ENEMY_DECK.find((c) => c.kind === 'sector' && c.sector === sector && c.secondary === secondary)!.id;

function cfg(o: Partial<ConfigOptions> = {}): GameConfig {
  return makeConfig({ players: 2, mode: 'coop', difficulty: 'medium', ...o });
}

/**
 * The position right after the coop setup, before anyone has played: an easy
 * game stops at the allies' first difficulty choice, before the Basilisk's
 * stack is formed; from there only the Basilisk's setup step is run.
 */
function setupState(o: Partial<ConfigOptions> = {}, seed: number | string = 1): GameState {
  const s = createGame(cfg({ ...o, difficulty: 'easy' }), seed);
  expect(decisionKind(s)).toBe('coopDifficulty');
  const out = runTask(s, task('coopSetupBasilisk', -1));
  out.config = { ...out.config, difficulty: o.difficulty ?? 'medium' };
  return out;
}

const coop = (s: GameState): CoopState => s.coop as CoopState;
const B = basiliskSeat;
const basiliskKin = (s: GameState) => s.kin.filter((k) => k.seat === B(s));
const handTypes = (s: GameState, seat: number) => s.kin.filter((k) => k.seat === seat && k.loc === 'hand').map((k) => k.type).sort();

/** Sets the enemy deck (top = last), discard and revealed count, and puts a kin of `type` on top of the Basilisk stack. */
function prepare(s: GameState, o: { deck?: number[]; discard?: number[]; revealed?: number; top?: KinType }): GameState {
  const c = coop(s);
  if (o.deck) {
    c.deck = o.deck.slice();
    c.discard = o.discard ?? SECTOR_CARDS.filter((id) => !o.deck!.includes(id));
    c.removed = TWISTS.filter((id) => !c.deck.includes(id) && !c.discard.includes(id));
  }
  c.revealed = o.revealed ?? 5;
  if (o.top) {
    let k = s.kin.find((x) => x.seat === B(s) && x.loc === 'hand' && x.type === o.top);
    if (!k) k = giveKin(s, B(s), o.top);
    syncStack(s);
    c.stack = [...c.stack.filter((id) => id !== k.id), k.id];
  }
  return s;
}

/** One Basilisk turn from this position (only its steps are pending). */
const basiliskTurn = (s: GameState): GameState => runTask(s, task('coopTurn', B(s)));
const topOfStack = (s: GameState) => s.kin[coop(s).stack[coop(s).stack.length - 1]!]!;

/** Fills every spot of a sector with the allies' apprentices (and other kin if needed). */
function fill(s: GameState, sector: number, seat = 0, indexes = [0, 1, 2, 3]): void {
  const types: KinType[] = ['apprentice', 'archer', 'bard', 'clairvoyant', 'councilor', 'diplomat', 'guard', 'hermit', 'mentor', 'merchant'];
  for (const i of indexes) {
    if (s.board[sector]![i]! >= 0) continue;
    const k = s.kin.find((x) => x.seat === seat && (x.loc === 'hand' || x.loc === 'pile' || x.loc === 'box') && types.includes(x.type))!;
    putKin(s, k, `s${sector}.${i}`);
  }
  syncStack(s);
}

/** Answers every pending decision with the first legal option. */
function settleFirst(s: GameState, limit = 50): GameState {
  let cur = s;
  for (let i = 0; i < limit && legalActions(cur).length; i++) cur = applyAction(cur, legalActions(cur)[0]!);
  return cur;
}

// ---- SETUP -------------------------------------------------------------------------------

describe('COOPERATIVE MODE, SETUP', () => {
  it('"Use the side of the rotating board with the 4 player color spots" (the standard palace) and the large board side', () => {
    const s = setupState();
    expect(s.config.palaceAlt).toBe(false);
    expect(s.palace.floors).toBe(1);
    expect(s.board.every((row) => row.length === 4)).toBe(true);
  });

  it('"Shuffle the 12 sector cards with the 3 twist cards to form the enemy deck"', () => {
    const s = setupState();
    const c = coop(s);
    expect(c.deck.slice().sort((a, b) => a - b)).toEqual(ENEMY_DECK.map((x) => x.id));
    expect(c.deck.filter((id) => enemyCardById(id).kind === 'twist')).toHaveLength(3);
    expect(c.discard).toEqual([]);
    const other = setupState({}, 2);
    expect(coop(other).deck).not.toEqual(c.deck);
  });

  it('"the Basilisk goes first and the order of player continues clockwise"', () => {
    const s = createGame(cfg({ goldenRuleAuto: true }), 3);
    expect(s.firstPlayer).toBe(B(s));
    expect(s.capital[0]).toBe(B(s));
    expect(s.log.some((l) => /The Basilisk goes first/.test(sayEnglish(l.msg)))).toBe(true);
    // The Basilisk has already played its turns; the first seat to choose is the ally left of it.
    expect(currentDecision(s)!.seat).toBe(0);
  });

  it('"If you are playing story mode, choose a 3 card scenario deck and use the color of that deck"', () => {
    for (const sc of SCENARIOS) expect(cfg({ story: sc.id }).basilisk!.clan).toBe(sc.clan);
    const wrong = cfg({ story: SCENARIOS[0]!.id });
    wrong.basilisk = { clan: 'fox' };
    wrong.seats = [{ clan: 'koi', controller: 'human' }, { clan: 'tortoise', controller: 'human' }];
    expect(() => createGame(wrong, 1)).toThrow(RulesError);
    expect(() => createGame(cfg({ story: 'no-such-story' }), 1)).toThrow(RulesError);
  });

  it('"2 players: Use a set of 4 apprentices and 1 fighter. 3 players: Use a set of 3 apprentices and 1 fighter."', () => {
    const two = setupState();
    for (const seat of [0, 1]) expect(handTypes(two, seat)).toEqual(['apprentice', 'apprentice', 'apprentice', 'apprentice', 'fighter']);
    const three = setupState({ players: 3 });
    for (const seat of [0, 1, 2]) expect(handTypes(three, seat)).toEqual(['apprentice', 'apprentice', 'apprentice', 'fighter']);
  });

  it('"The Basilisk and each player take their starting resources: 3 scrolls, 2 lanterns, and 4 coins" into a "shared pool"', () => {
    const two = setupState();
    expect(two.pools).toHaveLength(2);
    expect(poolOfSeat(two, 0)).toEqual({ coin: 8, scroll: 6, lantern: 4, coral: 0, jade: 0, agate: 0 });
    expect(poolOfSeat(two, 1)).toBe(poolOfSeat(two, 0));
    expect(poolOfSeat(two, 2)).toEqual({ coin: 4, scroll: 3, lantern: 2, coral: 0, jade: 0, agate: 0 });
    const three = setupState({ players: 3 });
    expect(poolOfSeat(three, 2)).toEqual({ coin: 12, scroll: 9, lantern: 6, coral: 0, jade: 0, agate: 0 });
  });

  it('"They manage their own influence, kin, favor points, revelations, their herald token, and their pioneer token"', () => {
    let s = setupState();
    s = copy(s);
    s.players[0]!.fp = 5;
    s.players[0]!.pioneer = 0;
    expect(s.players[1]!.fp).toBe(0);
    expect(s.players.map((p) => p.faction)).toEqual([0, 0, 1]);
    expect(new Set(s.capital).size).toBe(3);
  });

  it('"Choose the Basilisk\'s difficulty level, then adjust your starting resources: Easy: +2 of any resources"', () => {
    let s = createGame(cfg({ difficulty: 'easy', goldenRuleAuto: true }), 4);
    expect(currentDecision(s)).toMatchObject({ seat: 0, kind: 'coopDifficulty' });
    expect(actionsOf(s)).toEqual([{ t: 'res', res: 'coin' }, { t: 'res', res: 'scroll' }, { t: 'res', res: 'lantern' }]);
    s = choose(s, { t: 'res', res: 'scroll' });
    s = choose(s, { t: 'res', res: 'scroll' });
    expect(s.log.some((l) => /starts with 8 kin/.test(sayEnglish(l.msg)))).toBe(true);
    // The allies' pool before anyone placed a kin: 8 coins, 6 + 2 scrolls, 4 lanterns (ally turns have not begun).
    expect(poolOfSeat(s, 0).scroll).toBe(8);
    expect(poolOfSeat(s, 0).coin).toBe(8);
  });

  it('"Medium: 0 of any resources" (no choice), "Hard: -2", "Heroic: -4 of any resources"', () => {
    const medium = createGame(cfg({ difficulty: 'medium', goldenRuleAuto: true }), 4);
    expect(decisionKind(medium)).toBe('place');
    expect(poolOfSeat(medium, 0)).toMatchObject({ coin: 8, scroll: 6, lantern: 4 });
    for (const [difficulty, n] of [['hard', 2], ['heroic', 4]] as const) {
      let s = createGame(cfg({ difficulty, goldenRuleAuto: true }), 4);
      for (let i = 0; i < n; i++) {
        expect(currentDecision(s)).toMatchObject({ seat: 0, kind: 'coopDifficulty' });
        s = choose(s, { t: 'res', res: 'lantern' });
      }
      expect(poolOfSeat(s, 0)).toMatchObject({ coin: 8, scroll: 6, lantern: 4 - n });
    }
    // Only resources the allies still hold can be removed.
    let h = createGame(cfg({ difficulty: 'heroic' }), 4);
    h = copy(h);
    setPool(h, 0, { lantern: 0 });
    expect(actionsOf(runTask(h, task('coopDifficulty', 0, { dir: -1, n: 1, of: 4 })))).toEqual([
      { t: 'res', res: 'coin' },
      { t: 'res', res: 'scroll' },
    ]);
  });

  it('"Vanilla mode: ... a hand of 8 kin (2 player game), or 9 kin (3 player game): 3 apprentices, 1 fighter, and 4 extra kin ... or 5 extra kin ... (no apprentices or fighter)"', () => {
    for (const [players, extra] of [[2, 4], [3, 5]] as const) {
      for (const seed of [1, 2, 3]) {
        const s = setupState({ players }, seed);
        const hand = handTypes(s, B(s));
        expect(hand).toHaveLength(4 + extra);
        expect(hand.filter((t) => t === 'apprentice')).toHaveLength(3);
        expect(hand.filter((t) => t === 'fighter')).toHaveLength(1);
        expect(new Set(hand.filter((t) => t !== 'apprentice' && t !== 'fighter')).size).toBe(extra);
      }
    }
    // "drawn randomly": different seeds draw different extras.
    const draws = new Set([1, 2, 3, 4, 5].map((seed) => handTypes(setupState({}, seed), 2).join()));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('"Story mode: ... 5 apprentices and 1 fighter. ... Reveal the first card ... (an Act I card) and follow its instructions ... adding either 2 ... or 3 ... randomly drawn kin ... a stack of either 8 kin ... or 9 kin"', () => {
    for (const sc of SCENARIOS) {
      for (const players of [2, 3] as const) {
        const s = setupState({ story: sc.id, players });
        const hand = handTypes(s, B(s));
        expect(hand).toHaveLength(players === 2 ? 8 : 9);
        const changes = sc.acts[0].changes;
        const removed = changes.flatMap((c: StoryChange) => ('basiliskRemoveKin' in c ? c.basiliskRemoveKin : []));
        const added = changes.flatMap((c: StoryChange) => ('basiliskAddKin' in c ? c.basiliskAddKin : []));
        const apprentices = 5 - removed.filter((t) => t === 'apprentice').length;
        const fighters = 1 - removed.filter((t) => t === 'fighter').length;
        expect(hand.filter((t) => t === 'apprentice')).toHaveLength(apprentices);
        expect(hand.filter((t) => t === 'fighter')).toHaveLength(fighters);
        for (const t of added) expect(hand).toContain(t);
        expect(coop(s).acts).toEqual([1]);
        expect(coop(s).storyDeck).toEqual([3, 2]);
      }
    }
  });

  it('story Act I resource changes apply at setup (e.g. "The Basilisk starts with 2 extra coins")', () => {
    const crane = setupState({ story: 'ashes-of-the-crane' });
    expect(poolOfSeat(crane, B(crane)).coin).toBe(6);
    const tortoise = setupState({ story: 'shell-of-stone' });
    expect(poolOfSeat(tortoise, B(tortoise)).lantern).toBe(3);
    expect(poolOfSeat(tortoise, 0).coin).toBe(7);
  });

  it('"shuffle the Basilisk\'s starting set of kin into a stack (the Basilisk stack) and place it faceup"', () => {
    const s = setupState();
    const c = coop(s);
    const hand = s.kin.filter((k) => k.seat === B(s) && k.loc === 'hand').map((k) => k.id);
    expect(c.stack.slice().sort((a, b) => a - b)).toEqual(hand.sort((a, b) => a - b));
    // Face up: every seat sees the stack, in order, with the kin types.
    const v = view(s, 0);
    expect((v.coop as CoopState).stack).toEqual(c.stack);
    for (const id of c.stack) expect(v.kin[id]!.type).not.toBe('hidden');
    const orders = new Set([1, 2, 3, 4].map((seed) => coop(setupState({}, seed)).stack.map((id) => s.kin[id]!.type).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('"Put the remaining Basilisk kin tiles onto the clanhouse": they form its clan pile, whose top kin is revealed in the clanhouse', () => {
    const s = setupState();
    const b = B(s);
    const mine = basiliskKin(s);
    const rest = mine.filter((k) => k.loc !== 'hand' && k.type !== 'apprentice' && k.type !== 'fighter');
    expect(rest.every((k) => k.loc === 'pile' || k.loc === 'clanhouse')).toBe(true);
    expect(rest.filter((k) => k.loc === 'clanhouse')).toHaveLength(1);
    expect(s.players[b]!.pile).toHaveLength(rest.length - 1);
    // "In order of play": the Basilisk, first player, reveals into the first slot.
    expect(s.kin[s.clanhouse[0]!]!.seat).toBe(b);
    expect(s.clanhouse.slice(0, 3).map((id) => s.kin[id]!.seat)).toEqual([2, 0, 1]);
  });

  it('"remove from the game these villages: Twin Rivers Town, Moon Heaven, and Nomad Encampment"', () => {
    const s = setupState();
    const gone = VILLAGES.filter((v) => v.key === 'twinRiverTown' || v.key === 'moonHeaven' || v.key === 'nomadEncampment').map((v) => v.id);
    expect(gone).toHaveLength(3);
    for (const id of gone) {
      expect(s.villages.pile).not.toContain(id);
      expect(s.villages.sites).not.toContain(id);
    }
  });

  it('the tiles left after the three removed still fill every buildable site', () => {
    const tiles = VILLAGES.filter((v) => v.key !== 'start' && v.key !== 'shrine' && !COOP_REMOVED_VILLAGES.includes(v.key));
    expect(tiles).toHaveLength(9);
    expect(VILLAGE_SITES.length - 2).toBeLessThanOrEqual(tiles.length);
  });

  it('"Golden Rule: ... these decisions will be up to the player" (the Golden Rule seat decides, the effect applies to the Basilisk)', () => {
    for (const seat of [0, 1]) {
      const s = prepare(copy(setupState({ goldenRuleSeat: seat })), { deck: [cardFor(GATES)], top: 'apprentice' });
      const t = basiliskTurn(s);
      // Two free spots in the Gates: which one is the Golden Rule seat's choice.
      expect(currentDecision(t)).toMatchObject({ seat, kind: 'coopSpot' });
      const after = choose(t, { t: 'spot', spot: 's0.1' });
      expect(after.board[GATES]![1]).toBe(topOfStack(s).id);
    }
  });

  it('"In story mode ... up to one player chosen unanimously by all the players": the same Golden Rule seat, which must be an ally', () => {
    const s = prepare(copy(setupState({ story: 'masks-of-the-fox', goldenRuleSeat: 1 })), { deck: [cardFor(GATES)], top: 'apprentice' });
    expect(currentDecision(basiliskTurn(s))!.seat).toBe(1);
    expect(() => createGame(cfg({ goldenRuleSeat: 2 }), 1)).toThrow(RulesError);
  });
});

// ---- HOW TO PLAY -------------------------------------------------------------------------

describe('COOPERATIVE MODE, HOW TO PLAY', () => {
  it('"If you are playing in story mode, follow the instructions of the Act card matching the round you are playing"', () => {
    let s = createGame(cfg({ story: 'the-drowned-springs', goldenRuleAuto: true }), 6);
    let bot = 1;
    while (s.round < 2) {
      const opts = legalActions(s);
      bot = (bot * 1103515245 + 12345) % 2147483648;
      s = applyAction(s, opts[bot % opts.length]!);
    }
    expect(coop(s).acts).toEqual([1, 2]);
    // Act II: "no ally may place a kin in the Springs"
    expect(coop(s).blocked).toEqual([SPRINGS]);
    const d = currentDecision(s)!;
    if (d.kind === 'place') expect(legalActions(s).some((a) => a.t === 'place' && a.spot.startsWith('s4.'))).toBe(false);
    while (s.round < 3) {
      const opts = legalActions(s);
      bot = (bot * 1103515245 + 12345) % 2147483648;
      s = applyAction(s, opts[bot % opts.length]!);
    }
    expect(coop(s).acts).toEqual([1, 2, 3]);
    expect(coop(s).blocked).toEqual([]);
  });

  it('story acts at the start of rounds 2 and 3 are read at dawn: gains, blocked sectors, extra Basilisk turn', () => {
    const s = copy(setupState({ story: 'ashes-of-the-crane', goldenRuleAuto: true }));
    const r2 = runTask(s, task('dawn', -1));
    expect(r2.round).toBe(2);
    expect(coop(r2).blocked).toEqual([CAPITAL]);
    expect(poolOfSeat(r2, 0).scroll).toBe(s.pools[0]!.scroll + 2);
    const r3 = runTask(copy(r2), task('dawn', -1));
    expect(coop(r3).blocked).toEqual([]);
    expect(coop(r3).acts).toEqual([1, 2, 3]);
    // "The Basilisk plays 1 extra turn this round": its first run of turns is one longer (2 allies + 1).
    expect(r3.round).toBe(3);
    expect(currentDecision(r3)).toMatchObject({ seat: 0, kind: 'place' });
    expect(basiliskKin(r3).filter((k) => k.loc === 'board' || k.loc === 'palace')).toHaveLength(3);
    expect(coop(r3).extraTurns).toBe(0);
    // Round 2 had no extra turn: two Basilisk placements before the first ally's turn.
    expect(basiliskKin(r2).filter((k) => k.loc === 'board' || k.loc === 'palace')).toHaveLength(2);
  });

  it('"Whoever has the first player token at the start of the round goes first (the Basilisk or one of the allies)"', () => {
    const s = copy(setupState({ goldenRuleAuto: true }));
    s.firstPlayer = 1;
    const t = runTask(s, task('roundStart', -1));
    expect(currentDecision(t)).toMatchObject({ seat: 1, kind: 'place' });
  });

  it('"they play a number of turns in a row equal to the number of allies"', () => {
    for (const players of [2, 3]) {
      const s = createGame(cfg({ players, goldenRuleAuto: true }), 11);
      const onBoard = basiliskKin(s).filter((k) => k.loc === 'board' || k.loc === 'palace');
      expect(onBoard).toHaveLength(players);
      expect(currentDecision(s)!.seat).toBe(0);
    }
  });

  it('"when choosing which to gain, they always take the kind they currently have the least amount of, gaining them one at a time"', () => {
    const s = copy(setupState());
    setPool(s, B(s), { coin: 0, scroll: 2, lantern: 1 });
    const t = runTask(s, task('effects', B(s), { effects: [{ gainAny: 'resource', count: 2 }] }));
    // coin (0) first; then coin and lantern are tied at 1: the Golden Rule seat chooses between them only.
    expect(currentDecision(t)).toMatchObject({ seat: 0, kind: 'gainResource' });
    expect(actionsOf(t)).toEqual([{ t: 'res', res: 'coin' }, { t: 'res', res: 'lantern' }]);
    const u = choose(t, { t: 'res', res: 'lantern' });
    expect(poolOfSeat(u, B(u))).toMatchObject({ coin: 1, scroll: 2, lantern: 2 });
  });

  it('"When choosing which to spend, they spend/lose the kind they currently have the most of, spending/losing them one at a time"', () => {
    const s = copy(setupState());
    setPool(s, B(s), { coin: 3, scroll: 1, lantern: 2 });
    const t = runTask(s, task('effects', B(s), { effects: [{ loseAny: 'resource', count: 2 }] }));
    // coin 3 -> 2, then coin and lantern tied at 2.
    expect(currentDecision(t)).toMatchObject({ seat: 0, kind: 'loseResource' });
    expect(actionsOf(t)).toEqual([{ t: 'res', res: 'coin' }, { t: 'res', res: 'lantern' }]);
    const u = choose(t, { t: 'res', res: 'coin' });
    expect(poolOfSeat(u, B(u))).toMatchObject({ coin: 1, scroll: 1, lantern: 2 });
  });

  it('"The Basilisk gains and spends resources and moon shards like an ordinary player": shards of its choice are its rarest colour', () => {
    const s = copy(setupState());
    setPool(s, B(s), { coral: 1, jade: 0, agate: 2 });
    const t = runTask(s, task('effects', B(s), { effects: [{ gainAny: 'shard', count: 1 }] }));
    expect(poolOfSeat(t, B(t))).toMatchObject({ coral: 1, jade: 1, agate: 2 });
    setPool(s, B(s), { coral: 1, jade: 1, agate: 2 });
    const u = runTask(s, task('effects', B(s), { effects: [{ gainAny: 'shard', count: 1 }] }));
    expect(currentDecision(u)).toMatchObject({ seat: 0, kind: 'gainShard' });
    expect(actionsOf(u)).toEqual([{ t: 'shard', shard: 'coral' }, { t: 'shard', shard: 'jade' }]);
  });

  it('"In the case of ties between resources/moon shards, the Golden Rule applies and players decide" (goldenRuleAuto picks by the heuristic)', () => {
    const s = copy(setupState({ goldenRuleAuto: true }));
    setPool(s, B(s), { coin: 1, scroll: 1, lantern: 1, coral: 1, jade: 1, agate: 0 });
    const g = runTask(s, task('effects', B(s), { effects: [{ gainAny: 'resource', count: 1 }] }));
    expect(currentDecision(g)).toBeNull();
    expect(poolOfSeat(g, B(g))).toMatchObject({ coin: 1, scroll: 2, lantern: 1 }); // scroll: the least useful to it
    const l = runTask(s, task('effects', B(s), { effects: [{ loseAny: 'resource', count: 1 }] }));
    expect(poolOfSeat(l, B(l))).toMatchObject({ coin: 0, scroll: 1, lantern: 1 }); // coin: the most useful to it
    setPool(s, B(s), { coral: 2, jade: 0, agate: 0 });
    const sh = runTask(s, task('effects', B(s), { effects: [{ gainAny: 'shard', count: 1 }] }));
    // jade or agate: either adds 1 point; the first in order is taken.
    expect(poolOfSeat(sh, B(sh))).toMatchObject({ coral: 2, jade: 1, agate: 0 });
  });
});

// ---- 1. ENEMY CARD REVELATION -------------------------------------------------------------

describe('Basilisk turn, 1. Enemy\'s card revelation', () => {
  it('"Reveal the top card of the enemy deck and perform its effects"; "If a sector card is revealed, place it in the enemy discard pile"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(CAPITAL), cardFor(GATES)], discard: [], top: 'apprentice' });
    const t = basiliskTurn(s);
    expect(coop(t).discard).toEqual([cardFor(GATES)]);
    expect(coop(t).deck).toEqual([cardFor(CAPITAL)]);
    expect(coop(t).revealed).toBe(6);
  });

  it('"If the deck runs out, shuffle the discard pile to form a new deck"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [], discard: SECTOR_CARDS.slice(), top: 'apprentice' });
    const t = basiliskTurn(s);
    expect(coop(t).deck).toHaveLength(11);
    expect(coop(t).discard).toHaveLength(1);
  });

  it('"keep this pile faceup, but players may not go through discarded cards" (and the deck order is secret)', () => {
    const s = prepare(copy(setupState()), { deck: [cardFor(RIM), cardFor(GATES)], discard: [cardFor(SPRINGS), cardFor(CAPITAL)] });
    const v = view(s, 0).coop as CoopState;
    expect(v.deck).toEqual([-1, -1]);
    expect(v.discard).toEqual([-1, cardFor(CAPITAL)]);
    expect(v.storyDeck.every((x) => x === -1)).toBe(true);
  });

  it('"place the top kin of the Basilisk\'s stack on the sector indicated on the discarded sector card"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(SPRINGS)], top: 'merchant' });
    const k = topOfStack(s);
    const t = basiliskTurn(s);
    expect(t.kin[k.id]!.loc).toBe('board');
    expect(t.kin[k.id]!.at.startsWith('s4.')).toBe(true);
    expect(coop(t).stack).not.toContain(k.id);
  });

  it('"if the card was a The Rim | The Shrine card, place the kin on the main sector of the 2 depicted, if possible, otherwise on the secondary"', () => {
    const rimShrine = cardFor(RIM, SHRINE);
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [rimShrine], top: 'apprentice' });
    const main = basiliskTurn(s);
    expect(main.kin[topOfStack(s).id]!.at.startsWith('s2.')).toBe(true);
    const full = copy(s);
    fill(full, RIM);
    coop(full).stack = [...coop(full).stack.filter((id) => id !== topOfStack(s).id), topOfStack(s).id];
    const second = basiliskTurn(full);
    expect(second.kin[topOfStack(s).id]!.at.startsWith('s3.')).toBe(true);
    // The Shrine | The Rim card has the Shrine as main sector.
    const shrineRim = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(SHRINE, RIM)], top: 'apprentice' });
    expect(basiliskTurn(shrineRim).kin[topOfStack(shrineRim).id]!.at.startsWith('s3.')).toBe(true);
  });

  it('"If a twist card is revealed, the Basilisk gains the FPs on the card, depending on the game\'s level of difficulty: Easy: 0 FP Medium: 4 FPs Hard: 8 FPs Heroic: 12 FPs"', () => {
    for (const [difficulty, fp] of [['easy', 0], ['medium', 4], ['hard', 8], ['heroic', 12]] as const) {
      const s = prepare(copy(setupState({ difficulty, goldenRuleAuto: true })), { deck: [cardFor(GATES), cardFor(CAPITAL), TWISTS[0]!], top: 'apprentice' });
      const before = s.players[B(s)]!.fp;
      const t = basiliskTurn(s);
      // The Gates daytime effect gives no favor; the capital neither: the gain is the twist's.
      expect(t.players[B(t)]!.fp - before).toBe(fp);
    }
  });

  it('"Return the revealed twist card to the game box."', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(GATES), cardFor(CAPITAL), TWISTS[1]!], top: 'apprentice' });
    const removed = coop(s).removed.length;
    const t = basiliskTurn(s);
    expect(coop(t).removed).toContain(TWISTS[1]);
    expect(coop(t).removed).toHaveLength(removed + 1);
    expect(coop(t).deck).not.toContain(TWISTS[1]);
    expect(coop(t).discard).not.toContain(TWISTS[1]);
  });

  it('"take the bottom card of the enemy deck (without looking at it), shuffle it into the enemy discard pile, and place these shuffled cards facedown on top of the enemy deck. Finally, reveal a new card"', () => {
    const bottom = cardFor(RIM);
    const [d1, d2] = [cardFor(SPRINGS), cardFor(CLANHOUSE)];
    const mid = [cardFor(CAPITAL), cardFor(SHRINE)];
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), {
      deck: [bottom, ...mid, TWISTS[0]!],
      discard: [d1, d2],
      revealed: 4,
      top: 'apprentice',
    });
    const t = basiliskTurn(s);
    const c = coop(t);
    // The new card came from the three shuffled on top; the two others sit above the untouched cards.
    expect(c.discard).toHaveLength(1);
    const revealed = c.discard[0]!;
    expect([bottom, d1, d2]).toContain(revealed);
    expect(c.deck.slice(0, 2)).toEqual(mid);
    expect(c.deck.slice(2).sort()).toEqual([bottom, d1, d2].filter((x) => x !== revealed).sort());
    // "resolve its effects": the kin went to the revealed card's sector.
    expect(t.kin[topOfStack(s).id]!.at.startsWith(`s${(enemyCardById(revealed) as { sector: number }).sector}.`)).toBe(true);
  });

  it('"If the twist card is the first revealed card, take the bottom card of the enemy deck and place it on top of it"', () => {
    const bottom = cardFor(SPRINGS);
    const deck = [bottom, ...SECTOR_CARDS.filter((id) => id !== bottom), TWISTS[0]!];
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck, discard: [], revealed: 0, top: 'apprentice' });
    const t = basiliskTurn(s);
    expect(coop(t).discard).toEqual([bottom]);
    expect(coop(t).deck).toEqual(SECTOR_CARDS.filter((id) => id !== bottom));
    expect(t.kin[topOfStack(s).id]!.at.startsWith('s4.')).toBe(true);
  });

  it('"If the twist card is the last card left in the enemy deck, shuffle all the discarded cards as a new enemy deck before proceeding"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [TWISTS[2]!], discard: SECTOR_CARDS.slice(), revealed: 12, top: 'apprentice' });
    const t = basiliskTurn(s);
    const c = coop(t);
    expect(c.removed).toContain(TWISTS[2]);
    expect(c.deck).toHaveLength(11);
    expect(c.discard).toHaveLength(1);
    expect([...c.deck, ...c.discard].sort((a, b) => a - b)).toEqual(SECTOR_CARDS);
  });

  it('"If a twist card is revealed right after another twist card, follow the rules one more time: remove the newly drawn twist card from the game, take the last card of the enemy deck, and place it on top of it before proceeding"', () => {
    // The first revealed card is a twist: the bottom card (another twist) comes to the top and is revealed next.
    const [c1, c2, c3] = [cardFor(GATES), cardFor(CAPITAL), cardFor(SPRINGS)];
    const s = prepare(copy(setupState({ difficulty: 'hard', goldenRuleAuto: true })), {
      deck: [TWISTS[1]!, c1, c2, c3, TWISTS[0]!],
      discard: [],
      revealed: 0,
      top: 'apprentice',
    });
    const before = s.players[B(s)]!.fp;
    const t = basiliskTurn(s);
    const c = coop(t);
    expect(c.removed.filter((id) => id !== TWISTS[2]).sort()).toEqual([TWISTS[0], TWISTS[1]].sort());
    // "follow the rules one more time": the second twist scores too (8 + 8 on hard).
    expect(t.players[B(t)]!.fp - before).toBe(16);
    // The last card of the deck (c1) went on top and was revealed.
    expect(c.discard).toEqual([c1]);
    expect(c.deck).toEqual([c2, c3]);
  });
});

// ---- 2. KIN PLACEMENT ----------------------------------------------------------------

describe('Basilisk turn, 2. Basilisk kin placement', () => {
  it('"The Basilisk always places their kin onto a free spot, if any" (which free spot: Golden Rule)', () => {
    const s = prepare(copy(setupState()), { deck: [cardFor(GATES)], top: 'apprentice' });
    const t = basiliskTurn(s);
    expect(currentDecision(t)).toMatchObject({ seat: 0, kind: 'coopSpot' });
    expect(actionsOf(t)).toEqual([{ t: 'spot', spot: 's0.0' }, { t: 'spot', spot: 's0.1' }]);
    const one = copy(s);
    fill(one, GATES, 0, [0]);
    coop(one).stack = [...coop(one).stack.filter((id) => id !== topOfStack(s).id), topOfStack(s).id];
    const u = basiliskTurn(one);
    expect(u.kin[topOfStack(s).id]!.at).toBe('s0.1');
  });

  it('"If only a paid spot is available, the Basilisk must pay the indicated cost first"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(GATES)], top: 'apprentice' });
    fill(s, GATES, 0, [0, 1]);
    coop(s).stack = [...coop(s).stack.filter((id) => id !== topOfStack(s).id), topOfStack(s).id];
    const k = topOfStack(s);
    setPool(s, B(s), { coin: 0, scroll: 2, lantern: 0 });
    // Gates' paid spots ask for a coin (s0.2) and a scroll (s0.3): only the scroll one is affordable.
    const t = basiliskTurn(s);
    expect(t.kin[k.id]!.at).toBe('s0.3');
    expect(poolOfSeat(t, B(t)).scroll).toBe(1);
  });

  // Readings 4: with only paid spots open, the spot decides what it spends, and "when choosing which to
  // spend, they spend/lose the kind they currently have the most of"; "in the case of ties ... the Golden Rule applies".
  describe('readings 4: which paid spot follows "the kind they currently have the most of"', () => {
    /** The Gates with its free spots taken: s0.2 costs a coin, s0.3 a scroll. */
    function paidOnly(o: Partial<ConfigOptions>, pool: { coin: number; scroll: number; lantern: number }) {
      const s = prepare(copy(setupState(o)), { deck: [cardFor(GATES)], top: 'apprentice' });
      fill(s, GATES, 0, [0, 1]);
      const k = s.kin.find((x) => x.seat === B(s) && x.loc === 'hand' && x.type === 'apprentice')!;
      coop(s).stack = [...coop(s).stack.filter((id) => id !== k.id), k.id];
      setPool(s, B(s), pool);
      return { s, k };
    }

    it('with most scrolls it takes the scroll spot, paying a scroll, and nobody is asked', () => {
      const { s, k } = paidOnly({}, { coin: 1, scroll: 3, lantern: 0 });
      expect(s.config.readings).toBe(4);
      const t = basiliskTurn(s);
      expect(t.kin[k.id]!.at).toBe('s0.3');
      expect(poolOfSeat(t, B(t)).scroll).toBe(2);
      expect(decisionKind(t)).not.toBe('coopSpot');
    });

    it('"the kind they currently have the most of" among what the open spots cost: lanterns it cannot spend here do not count', () => {
      const { s, k } = paidOnly({}, { coin: 3, scroll: 1, lantern: 5 });
      const t = basiliskTurn(s);
      expect(t.kin[k.id]!.at).toBe('s0.2');
      expect(poolOfSeat(t, B(t)).lantern).toBeGreaterThanOrEqual(5);
    });

    it('"in the case of ties ... the Golden Rule applies": the tied kinds\' spots go to the Golden Rule ally', () => {
      const { s } = paidOnly({ goldenRuleSeat: 1 }, { coin: 2, scroll: 2, lantern: 0 });
      const t = basiliskTurn(s);
      expect(currentDecision(t)).toMatchObject({ seat: 1, kind: 'coopSpot' });
      expect(actionsOf(t)).toEqual([{ t: 'spot', spot: 's0.2' }, { t: 'spot', spot: 's0.3' }]);
      expect(choose(t, { t: 'spot', spot: 's0.3' }).kin.find((x) => x.at === 's0.3')!.seat).toBe(B(s));
    });

    it('the automatic Golden Rule pays what it holds most of, and breaks a tie as a tied spend does (coin first)', () => {
      const most = paidOnly({ goldenRuleAuto: true }, { coin: 1, scroll: 3, lantern: 0 });
      expect(basiliskTurn(most.s).kin[most.k.id]!.at).toBe('s0.3');
      const tie = paidOnly({ goldenRuleAuto: true }, { coin: 2, scroll: 2, lantern: 0 });
      expect(basiliskTurn(tie.s).kin[tie.k.id]!.at).toBe('s0.2');
    });

    it('a game begun under readings 3 keeps the old choice: any affordable paid spot, coin first when automatic', () => {
      const manual = paidOnly({ readings: 3 }, { coin: 1, scroll: 3, lantern: 0 });
      const t = basiliskTurn(manual.s);
      expect(currentDecision(t)).toMatchObject({ seat: 0, kind: 'coopSpot' });
      expect(actionsOf(t)).toEqual([{ t: 'spot', spot: 's0.2' }, { t: 'spot', spot: 's0.3' }]);
      const auto = paidOnly({ readings: 3, goldenRuleAuto: true }, { coin: 1, scroll: 3, lantern: 0 });
      const u = basiliskTurn(auto.s);
      expect(u.kin[auto.k.id]!.at).toBe('s0.2');
      expect(poolOfSeat(u, B(u)).scroll).toBe(3);
    });
  });

  it('"If the Basilisk is unable to place their kin due to lack of available spots ... the kin must be placed onto the Palace"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(GATES)], top: 'apprentice' });
    fill(s, GATES, 0);
    coop(s).stack = [...coop(s).stack.filter((id) => id !== topOfStack(s).id), topOfStack(s).id];
    const k = topOfStack(s);
    const t = basiliskTurn(s);
    expect(t.kin[k.id]).toMatchObject({ loc: 'palace', at: 'palace', cloaked: false });
  });

  it('"... or lack of resources, the kin must be placed onto the Palace"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(GATES)], top: 'apprentice' });
    fill(s, GATES, 0, [0, 1]);
    coop(s).stack = [...coop(s).stack.filter((id) => id !== topOfStack(s).id), topOfStack(s).id];
    const k = topOfStack(s);
    setPool(s, B(s), { coin: 0, scroll: 0, lantern: 0 });
    expect(basiliskTurn(s).kin[k.id]!.loc).toBe('palace');
  });

  it('a guarded sector has no available spot for the Basilisk either', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(GATES)], top: 'apprentice' });
    s.guards = [{ seat: 0, sector: GATES }];
    expect(basiliskTurn(s).kin[topOfStack(s).id]!.loc).toBe('palace');
  });

  it('"If the ability of the kin can be performed (valid targets available), the kin is placed unveiled and the Basilisk performs its ability"', () => {
    const s = prepare(copy(setupState()), { deck: [cardFor(GATES)], top: 'fighter' });
    const a = placeKinAt(s, 0, 'apprentice', 's0.0');
    const b = placeKinAt(s, 1, 'apprentice', 's0.2', true);
    syncStack(s);
    const k = topOfStack(s);
    const t = basiliskTurn(s);
    expect(t.kin[k.id]).toMatchObject({ loc: 'board', at: 's0.1', cloaked: false });
    // The target is a Golden Rule choice, and the Basilisk never passes.
    expect(currentDecision(t)).toMatchObject({ seat: 0, kind: 'ability' });
    expect(actionsOf(t)).toEqual([{ t: 'kin', kin: a.id }, { t: 'kin', kin: b.id }]);
    const u = choose(t, { t: 'kin', kin: a.id });
    expect(u.kin[a.id]!.loc).toBe('palace');
  });

  it('the Basilisk\'s hits aim at the allies\' kin: its own kin are no valid target', () => {
    const s = prepare(copy(setupState()), { deck: [cardFor(GATES)], top: 'fighter' });
    placeKinAt(s, B(s), 'apprentice', 's0.0');
    syncStack(s);
    coop(s).stack = [...coop(s).stack.filter((id) => id !== s.kin.find((k) => k.seat === B(s) && k.type === 'fighter')!.id), s.kin.find((k) => k.seat === B(s) && k.type === 'fighter')!.id];
    const k = topOfStack(s);
    const t = basiliskTurn(s);
    expect(t.kin[k.id]!.cloaked).toBe(true);
  });

  it('"If the ability of the kin cannot be performed, place the kin cloaked, spending 1 coin to do so"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(CAPITAL)], top: 'fighter' });
    const k = topOfStack(s);
    const coins = poolOfSeat(s, B(s)).coin;
    const t = basiliskTurn(s);
    expect(t.kin[k.id]).toMatchObject({ loc: 'board', cloaked: true });
    expect(poolOfSeat(t, B(t)).coin).toBe(coins - 1);
  });

  it('an apprentice has no ability to perform, so it is cloaked for a coin', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(CAPITAL)], top: 'apprentice' });
    expect(basiliskTurn(s).kin[topOfStack(s).id]!.cloaked).toBe(true);
  });

  it('"If the Basilisk cannot perform the ability of their kin and has no coins to spend for its placement, the kin is placed unveiled but no ability is performed"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(CAPITAL)], top: 'fighter' });
    setPool(s, B(s), { coin: 0 });
    const t = basiliskTurn(s);
    expect(t.kin[topOfStack(s).id]).toMatchObject({ loc: 'board', cloaked: false });
    expect(t.log.some((l) => /no coin/.test(sayEnglish(l.msg)))).toBe(true);
  });

  it('abilities with a choice of their own follow the least/most rule (merchant gains the scarcest, nocturnal pays the most plentiful)', () => {
    const s = prepare(copy(setupState()), { deck: [cardFor(GATES)], top: 'merchant' });
    fill(s, GATES, 0, [1]);
    coop(s).stack = [...coop(s).stack.filter((id) => id !== s.kin.find((k) => k.seat === B(s) && k.type === 'merchant')!.id), s.kin.find((k) => k.seat === B(s) && k.type === 'merchant')!.id];
    setPool(s, B(s), { coin: 2, scroll: 0, lantern: 1 });
    const t = basiliskTurn(s);
    expect(poolOfSeat(t, B(t)).scroll).toBe(1);
    const n = prepare(copy(setupState()), { deck: [cardFor(GATES)], top: 'nocturnal' });
    fill(n, GATES, 0, [1]);
    coop(n).stack = [...coop(n).stack.filter((id) => id !== n.kin.find((k) => k.seat === B(n) && k.type === 'nocturnal')!.id), n.kin.find((k) => k.seat === B(n) && k.type === 'nocturnal')!.id];
    setPool(n, B(n), { coin: 1, scroll: 3, lantern: 1, coral: 0 });
    const u = basiliskTurn(n);
    expect(poolOfSeat(u, B(u))).toMatchObject({ scroll: 2, coral: 1 });
  });
});

// ---- 3. DAYTIME EFFECT -----------------------------------------------------------------

describe('Basilisk turn, 3. Basilisk daytime effect resolution', () => {
  it('"the Basilisk now performs the daytime effect of the sector they placed their kin onto"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(CAPITAL)], top: 'apprentice' });
    const t = basiliskTurn(s);
    expect(poolOfSeat(t, B(t)).scroll).toBe(poolOfSeat(s, B(s)).scroll + 2);
    expect(t.capital[0]).toBe(B(t));
    // On the secondary sector of a Rim | Shrine card, the Shrine's effect is used.
    const r = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(RIM, SHRINE)], top: 'apprentice' });
    fill(r, RIM);
    coop(r).stack = [...coop(r).stack.filter((id) => id !== r.kin.find((k) => k.seat === B(r) && k.type === 'apprentice' && k.loc === 'hand')!.id), r.kin.find((k) => k.seat === B(r) && k.type === 'apprentice' && k.loc === 'hand')!.id];
    const u = basiliskTurn(r);
    expect(u.log.some((l) => /collects the benefits/.test(sayEnglish(l.msg)))).toBe(true);
  });

  it('"When the Basilisk acquires revelation cards, they always discard them immediately, scoring the amount of FPs on the card"', () => {
    const s = prepare(copy(setupState()), { deck: [cardFor(SPRINGS)], top: 'apprentice' });
    setPool(s, B(s), { scroll: 10 });
    let t = basiliskTurn(s);
    // Which card is a Golden Rule choice; the Basilisk never passes while it can pay.
    while (currentDecision(t)) {
      expect(actionsOf(t).some((a) => a.t === 'pass')).toBe(false);
      t = applyAction(t, actionsOf(t)[0]!);
    }
    expect(t.players[B(t)]!.revelations).toEqual([]);
    expect(t.players[B(t)]!.fp).toBeGreaterThan(0);
    expect(t.revelations.discard).toHaveLength(2);
  });

  it('"If the Basilisk has at least 1 lantern, they ... spend 1 lantern, perform the daytime effect of a highlighted sector, and rotate the Palace 1 sector (clockwise or counterclockwise)"', () => {
    const s = prepare(copy(setupState()), { deck: [cardFor(GATES)], top: 'apprentice' });
    fill(s, GATES);
    coop(s).stack = [...coop(s).stack.filter((id) => id !== s.kin.find((k) => k.seat === B(s) && k.type === 'apprentice' && k.loc === 'hand')!.id), s.kin.find((k) => k.seat === B(s) && k.type === 'apprentice' && k.loc === 'hand')!.id];
    s.palace = { ...s.palace, rotation: 0 };
    setPool(s, B(s), { lantern: 2 });
    const t = basiliskTurn(s);
    expect(currentDecision(t)).toMatchObject({ seat: 0, kind: 'rotateDirection' });
    // "If the sector on the sector card is highlighted, activate that sector's daytime effect": the Gates, +1 lantern.
    expect(poolOfSeat(t, B(t)).lantern).toBe(2);
    expect(choose(t, { t: 'option', option: 'counterclockwise' }).palace.rotation).toBe(5);
    expect(choose(t, { t: 'option', option: 'clockwise' }).palace.rotation).toBe(1);
  });

  it('"(if the card was a The Rim | The Shrine card, activate the main sector of the 2 depicted, if possible, otherwise activate the secondary)"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(SHRINE, RIM)], top: 'apprentice' });
    fill(s, SHRINE);
    fill(s, RIM, 1);
    coop(s).stack = [...coop(s).stack.filter((id) => id !== s.kin.find((k) => k.seat === B(s) && k.type === 'apprentice' && k.loc === 'hand')!.id), s.kin.find((k) => k.seat === B(s) && k.type === 'apprentice' && k.loc === 'hand')!.id];
    s.palace = { ...s.palace, rotation: 0 }; // highlights Gates, Capital, Rim: the Shrine is not, the Rim is
    setPool(s, B(s), { lantern: 1 });
    const t = basiliskTurn(s);
    expect(t.log.some((l) => /daytime effect of the Rim, which its card names/.test(sayEnglish(l.msg)))).toBe(true);
  });

  it('"If the sector on the sector card is not highlighted, the Basilisk will choose one of the 3 currently highlighted sectors ... (Golden Rule applies)"', () => {
    const s = prepare(copy(setupState()), { deck: [cardFor(SPRINGS)], top: 'apprentice' });
    fill(s, SPRINGS);
    coop(s).stack = [...coop(s).stack.filter((id) => id !== s.kin.find((k) => k.seat === B(s) && k.type === 'apprentice' && k.loc === 'hand')!.id), s.kin.find((k) => k.seat === B(s) && k.type === 'apprentice' && k.loc === 'hand')!.id];
    s.palace = { ...s.palace, rotation: 0 };
    setPool(s, B(s), { lantern: 1 });
    const t = basiliskTurn(s);
    expect(currentDecision(t)).toMatchObject({ seat: 0, kind: 'chooseSector' });
    expect(actionsOf(t)).toEqual([GATES, CAPITAL, RIM].map((sector) => ({ t: 'sector', sector })));
    const u = choose(t, { t: 'sector', sector: CAPITAL });
    expect(u.capital[0]).toBe(B(u));
    expect(poolOfSeat(u, B(u)).lantern).toBe(0);
  });

  it('"If the Basilisk has no lanterns left, they ... gain 1 resource of their choice and rotate the Palace 1 sector clockwise"', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(GATES)], top: 'apprentice' });
    fill(s, GATES);
    coop(s).stack = [...coop(s).stack.filter((id) => id !== s.kin.find((k) => k.seat === B(s) && k.type === 'apprentice' && k.loc === 'hand')!.id), s.kin.find((k) => k.seat === B(s) && k.type === 'apprentice' && k.loc === 'hand')!.id];
    s.palace = { ...s.palace, rotation: 2 };
    setPool(s, B(s), { coin: 3, scroll: 3, lantern: 0 });
    const t = basiliskTurn(s);
    // "of their choice": by the least rule, a lantern.
    expect(poolOfSeat(t, B(t))).toMatchObject({ coin: 3, scroll: 3, lantern: 1 });
    expect(t.palace.rotation).toBe(3);
  });
});

// ---- THE CLANHOUSE PROCEDURE ---------------------------------------------------------------

/** The Basilisk about to play a Clanhouse card naming slot `slot`, with its `recruit` waiting in that slot once it has revealed. */
function atTheClanhouse(o: { recruit: KinType; card?: number; auto?: boolean }): { s: GameState; recruit: number } {
  const s = copy(setupState({ goldenRuleAuto: o.auto ?? false }));
  const b = B(s);
  const card = o.card ?? cardFor(CLANHOUSE); // slot 2 (cost 2, 1 FP)
  const slot = (enemyCardById(card) as { clanhouseSlot: number }).clanhouseSlot;
  // Row: allies' kin up to the slot, then the recruit; the reveal fills the next slot.
  for (const id of s.clanhouse) if (id >= 0) { s.kin[id]!.loc = 'pile'; s.players[s.kin[id]!.seat]!.pile.push(id); }
  s.clanhouse = s.clanhouse.map(() => -1);
  const row: number[] = [];
  for (let i = 0; i < slot; i++) {
    const k = s.kin.find((x) => x.seat === i % 2 && x.loc === 'pile')!;
    s.players[k.seat]!.pile.splice(s.players[k.seat]!.pile.indexOf(k.id), 1);
    k.loc = 'clanhouse';
    row.push(k.id);
  }
  const r = s.kin.find((x) => x.seat === b && x.type === o.recruit && x.loc === 'pile')!;
  s.players[b]!.pile.splice(s.players[b]!.pile.indexOf(r.id), 1);
  r.loc = 'clanhouse';
  row.push(r.id);
  while (row.length < s.clanhouse.length) row.push(-1);
  s.clanhouse = row;
  prepare(s, { deck: [card] });
  setPool(s, b, { coin: 5 });
  return { s, recruit: r.id };
}

function basiliskTypes(s: GameState): KinType[] {
  return basiliskKin(s).filter((k) => k.loc === 'hand').map((k) => k.type);
}

describe('the Basilisk\'s clanhouse procedure', () => {
  it('"1. Reveals a new kin in the clanhouse, taking it from the top of their clan pile."', () => {
    const { s } = atTheClanhouse({ recruit: 'mentor', auto: true });
    const top = s.players[B(s)]!.pile[s.players[B(s)]!.pile.length - 1]!;
    const t = basiliskTurn(s);
    expect(t.kin[top]!.loc).toBe('clanhouse');
  });

  it('"2. Acquires the ready kin from their clan indicated on the revealed sector card, spending the number of coins indicated on the board" (and scores the slot\'s FPs)', () => {
    const { s, recruit } = atTheClanhouse({ recruit: 'mentor', auto: true });
    const slot = (enemyCardById(cardFor(CLANHOUSE)) as { clanhouseSlot: number }).clanhouseSlot;
    const before = { coin: poolOfSeat(s, B(s)).coin, fp: s.players[B(s)]!.fp };
    const t = basiliskTurn(s);
    const placing = 1; // the placed apprentice was cloaked for a coin (no ability)
    expect(poolOfSeat(t, B(t)).coin).toBe(before.coin - placing - CLANHOUSE_SLOTS[slot]!.cost);
    expect(t.players[B(t)]!.fp).toBe(before.fp + CLANHOUSE_SLOTS[slot]!.fp);
    expect(['hand', 'board']).toContain(t.kin[recruit]!.loc);
    expect(t.clanhouse).not.toContain(recruit);
  });

  it('nothing is recruited when the slot on the card holds no Basilisk kin or it cannot pay', () => {
    const { s, recruit } = atTheClanhouse({ recruit: 'mentor', auto: true });
    setPool(s, B(s), { coin: 1 });
    const t = basiliskTurn(s);
    expect(t.kin[recruit]!.loc).toBe('clanhouse');
    expect(t.log.some((l) => /cannot recruit/.test(sayEnglish(l.msg)))).toBe(true);
  });

  it('"3. If the Basilisk still has an apprentice in their stack, they replace it with the new kin (search the stack and replace 1 apprentice)"', () => {
    const { s, recruit } = atTheClanhouse({ recruit: 'mentor', auto: true });
    const apprenticesBefore = basiliskTypes(s).filter((t) => t === 'apprentice').length;
    // The placed kin is not an apprentice, so the count in the stack drops by exactly one.
    prepare(s, { top: 'fighter' });
    const t = basiliskTurn(s);
    expect(t.kin[recruit]!.loc).toBe('hand');
    expect(coop(t).stack).toContain(recruit);
    expect(basiliskTypes(t).filter((x) => x === 'apprentice')).toHaveLength(apprenticesBefore - 1);
  });

  it('"If the Basilisk has no apprentice in their stack, but at least 1 in play, choose 1 apprentice on the board and replace it with the newly acquired one (Golden Rule applies)" keeping its side', () => {
    const { s, recruit } = atTheClanhouse({ recruit: 'mentor' });
    const b = B(s);
    const apprentices = basiliskKin(s).filter((k) => k.type === 'apprentice' && k.loc === 'hand');
    putKin(s, apprentices[0]!, 's1.0', true);
    putKin(s, apprentices[1]!, 's2.0', false);
    for (const k of apprentices.slice(2)) putKin(s, k, 's3.' + apprentices.indexOf(k));
    syncStack(s);
    prepare(s, { top: 'fighter' });
    let t = basiliskTurn(s);
    while (decisionKind(t) !== 'coopReplace') t = applyAction(t, actionsOf(t)[0]!);
    expect(currentDecision(t)!.seat).toBe(0);
    expect(actionsOf(t).map((a) => (a as { kin: number }).kin).sort()).toEqual(apprentices.map((k) => k.id).sort());
    const u = settleFirst(choose(t, { t: 'kin', kin: apprentices[0]!.id }));
    expect(u.kin[recruit]).toMatchObject({ loc: 'board', at: 's1.0', cloaked: true, seat: b });
    expect(u.kin[apprentices[0]!.id]!.loc).toBe('box');
    expect(u.board[1]![0]).toBe(recruit);
  });

  it('"If the Basilisk has no apprentice left in their stack or in play, they replace the first kin of their stack with the newly acquired one"', () => {
    const { s, recruit } = atTheClanhouse({ recruit: 'mentor', auto: true });
    for (const k of basiliskKin(s).filter((x) => x.type === 'apprentice')) k.loc = 'box';
    syncStack(s);
    prepare(s, { top: 'fighter' });
    // After the fighter is placed, the first (top) kin of the stack is the one replaced.
    const c = coop(s);
    const second = c.stack[c.stack.length - 2]!;
    const t = basiliskTurn(s);
    expect(t.kin[second]!.loc).toBe('box');
    expect(t.kin[recruit]!.loc).toBe('hand');
  });

  it('"If there are no other kin on their stack, choose any 1 kin and replace it with the new one (Golden Rule applies)"', () => {
    const { s, recruit } = atTheClanhouse({ recruit: 'mentor' });
    for (const k of basiliskKin(s).filter((x) => x.type === 'apprentice')) k.loc = 'box';
    const hand = basiliskKin(s).filter((k) => k.loc === 'hand' && k.type !== 'fighter');
    hand.forEach((k, i) => putKin(s, k, `s${i % 5}.${Math.floor(i / 5) + 2}`));
    syncStack(s);
    prepare(s, { top: 'fighter' });
    let t = basiliskTurn(s);
    while (decisionKind(t) !== 'coopReplace') t = applyAction(t, actionsOf(t)[0]!);
    expect(currentDecision(t)!.seat).toBe(0);
    expect(actionsOf(t).length).toBe(hand.length + 1); // every Basilisk kin in play, the fighter just placed included
    const u = settleFirst(choose(t, { t: 'kin', kin: hand[0]!.id }));
    expect(u.kin[recruit]!.at).toBe(hand[0]!.at);
  });

  it('"4. Shuffle the Basilisk stack."', () => {
    const { s } = atTheClanhouse({ recruit: 'mentor', auto: true });
    const t = basiliskTurn(s);
    expect(t.log.some((l) => /shuffles its stack/.test(sayEnglish(l.msg)))).toBe(true);
    const orders = new Set<string>();
    for (let seed = 0; seed < 6; seed++) {
      const x = copy(s);
      x.rng = seed * 7919 + 1;
      orders.add(coop(basiliskTurn(x)).stack.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('a Basilisk mentor ("Activate the clanhouse daytime effect") runs the same procedure', () => {
    const { s, recruit } = atTheClanhouse({ recruit: 'councilor', card: cardFor(CLANHOUSE), auto: true });
    prepare(s, { top: 'mentor' });
    const t = basiliskTurn(s);
    expect(t.kin[recruit]!.loc).not.toBe('clanhouse');
  });
});

// ---- PLAYERS' TURN, NIGHT, END -------------------------------------------------------------

describe('COOPERATIVE MODE, the allies\' turns, night and end', () => {
  it('"If a revelation card refers to \'all enemies\', the effect is resolved by the Basilisk only"', () => {
    const s = copy(setupState());
    const before = { b: poolOfSeat(s, B(s)).coin, a: poolOfSeat(s, 0).coin };
    const t = runTask(s, task('effects', 0, { effects: [{ allEnemies: [{ lose: { coin: 1 } }] }] }));
    expect(poolOfSeat(t, B(t)).coin).toBe(before.b - 1);
    expect(poolOfSeat(t, 0).coin).toBe(before.a);
  });

  it('the allies take standard turns from the shared pool (a paid spot spends from the pool both allies see)', () => {
    let s = createGame(cfg({ goldenRuleAuto: true }), 9);
    expect(currentDecision(s)).toMatchObject({ seat: 0, kind: 'place' });
    const paid = legalActions(s).find((a) => a.t === 'place' && a.spot === 's0.2');
    if (paid) {
      const coins = poolOfSeat(s, 1).coin;
      s = applyAction(s, paid);
      expect(poolOfSeat(s, 1).coin).toBe(coins - 1);
    }
  });

  it('"Golden Rule: Everytime 2 or more effects take place at the same time, players resolve the effect according to turn order, starting from the player with the first player token"', () => {
    const s = copy(setupState({ goldenRuleAuto: true }));
    s.events.foreseen = [0, -1, -1];
    s.events.deck = s.events.deck.filter((id) => id !== 0);
    const t = runTask(s, task('eventResolve', -1, { slot: 0 }));
    const seats = t.log.filter((l) => l.seat >= 0).map((l) => l.seat);
    expect(seats[0]).toBe(B(t));
    expect(seats.indexOf(0)).toBeLessThan(seats.indexOf(1));
  });

  it('"When resolving events, each player resolves the effects described on the cards, individually" (each ally from the shared pool)', () => {
    const s = copy(setupState({ goldenRuleAuto: true }));
    s.events.foreseen = [0, -1, -1];
    s.events.deck = s.events.deck.filter((id) => id !== 0);
    const t = runTask(s, task('eventResolve', -1, { slot: 0 }));
    expect(poolOfSeat(t, 0).lantern).toBe(poolOfSeat(s, 0).lantern + 2);
    expect(t.players.map((p) => p.fp)).toEqual(s.players.map((p) => p.fp + 1));
  });

  it('"The capital ... On a tie, use the Capital track to break the tie, even if the 2 players are allied"', () => {
    const s = copy(setupState({ goldenRuleAuto: true }));
    s.capital = [B(s), 1, 0];
    placeKinAt(s, 0, 'apprentice', 's2.0');
    placeKinAt(s, 1, 'apprentice', 's2.1');
    const t = runTask(s, task('sectorScoring', -1, { sector: RIM }));
    expect(t.log.some((l) => l.seat === 1 && /for the most influence/.test(sayEnglish(l.msg)))).toBe(true);
  });

  it('"The clanhouse: Each player can only access their kin": an ally cannot recruit the Basilisk\'s kin', () => {
    const { s } = atTheClanhouse({ recruit: 'mentor' });
    const t = runTask(s, task('clanhouseAcquire', 0));
    for (const a of actionsOf(t)) if (a.t === 'slot') expect(t.kin[t.clanhouse[a.slot]!]!.seat).toBe(0);
  });

  it('"The Basilisk is treated as any other player" at night: rewards and majorities', () => {
    const s = copy(setupState({ goldenRuleAuto: true }));
    placeKinAt(s, B(s), 'apprentice', 's4.0', true);
    placeKinAt(s, 0, 'apprentice', 's4.1');
    syncStack(s);
    const t = runTask(s, task('sectorScoring', -1, { sector: SPRINGS }));
    expect(poolOfSeat(t, B(t))).toMatchObject({ agate: 1, lantern: poolOfSeat(s, B(s)).lantern + 1 });
  });

  function ended(fp: number[], allies: Partial<Record<string, number>>, basilisk: Partial<Record<string, number>>, first: number): GameState {
    const s = copy(setupState());
    s.players.forEach((p, i) => (p.fp = fp[i]!));
    s.pools[0] = { coin: 0, scroll: 0, lantern: 0, coral: 0, jade: 0, agate: 0, ...allies };
    s.pools[1] = { coin: 0, scroll: 0, lantern: 0, coral: 0, jade: 0, agate: 0, ...basilisk };
    s.firstPlayer = first;
    s.phase = 'end';
    return s;
  }

  it('"The player with the least favor points determines the base points of the whole team"', () => {
    const sc = finalScores(ended([10, 25, 12], {}, {}, 2));
    expect(sc.factions!.find((f) => f.faction === 0)!.favor).toBe(10);
    expect(sc.factions!.find((f) => f.faction === 1)!.favor).toBe(12);
  });

  it('"adding to both the enemy and the team their respective favor points from both moon shards and resources"', () => {
    const sc = finalScores(ended([10, 25, 12], { coin: 4, scroll: 2, coral: 3 }, { lantern: 3, jade: 1, agate: 1 }, 0));
    const allies = sc.factions!.find((f) => f.faction === 0)!;
    const basilisk = sc.factions!.find((f) => f.faction === 1)!;
    // Allies: 3 coral = 9, first player token as a fourth shard = +1; 6 resources = 6.
    expect(allies).toMatchObject({ favor: 10, shards: 10, resources: 6, total: 26 });
    // Basilisk: jade + agate = 2 singles; 3 lanterns = 3.
    expect(basilisk).toMatchObject({ favor: 12, shards: 2, resources: 3, total: 17 });
  });

  it('"If by the end of the game the Basilisk owns the first player tile, count it as 1 moon shard of the kind that maximizes the enemy\'s score"', () => {
    const sc = finalScores(ended([0, 0, 0], {}, { coral: 1, jade: 1 }, 2));
    // coral + jade + the token as agate = a set of 3 different colours: 6.
    expect(sc.factions!.find((f) => f.faction === 1)!.shards).toBe(6);
    const same = finalScores(ended([0, 0, 0], {}, { coral: 2 }, 2));
    expect(same.factions!.find((f) => f.faction === 1)!.shards).toBe(9);
  });

  it('"The faction with the most favor points wins the game. On a tie, the faction which has the first player token wins the game" (allies win or lose together)', () => {
    const allies = finalScores(ended([20, 30, 10], {}, {}, 2));
    expect(allies.winner).toEqual({ seats: [0, 1], faction: 0 });
    expect(allies.seats.map((l) => l.rank)).toEqual([1, 1, 2]);
    const basilisk = finalScores(ended([5, 30, 10], {}, {}, 0));
    expect(basilisk.winner).toEqual({ seats: [2], faction: 1 });
    expect(basilisk.seats.map((l) => l.rank)).toEqual([2, 2, 1]);
    // The token also counts as a shard for its holder: 11 vs 10 + 1.
    const tieB = finalScores(ended([11, 30, 10], {}, {}, 2));
    expect(tieB.factions!.map((f) => f.total)).toEqual([11, 11]);
    expect(tieB.winner.faction).toBe(1);
    expect(tieB.tieBreak).toBeDefined();
    const tieA = finalScores(ended([10, 30, 11], {}, {}, 1));
    expect(tieA.factions!.map((f) => f.total)).toEqual([11, 11]);
    expect(tieA.winner).toEqual({ seats: [0, 1], faction: 0 });
  });
});

// ---- CO-OP PLUS PALACE ALTERNATIVE MODE --------------------------------------------------------

/** A coop + palace alternative game, 2 allies at sides 0 and 1, the Basilisk at side 2, about to play `card` with a full sector. */
function altAt(card: number, o: { rotation: number; lantern: number; top?: KinType; fullSectors?: number[] }): GameState {
  const s = copy(setupState({ palaceAlt: true, sides: [0, 1], basiliskSide: 2, goldenRuleAuto: false }));
  s.palace = { ...s.palace, floors: 3 };
  s.palace = { ...s.palace, rotation: o.rotation };
  prepare(s, { deck: [card], top: o.top ?? 'apprentice' });
  const top = topOfStack(s);
  for (const sector of o.fullSectors ?? []) fill(s, sector);
  coop(s).stack = [...coop(s).stack.filter((id) => id !== top.id), top.id];
  setPool(s, B(s), { coin: 4, scroll: 3, lantern: o.lantern });
  return s;
}

/** Puts a kin of `seat` on a palace spot of the alternative palace. */
function inPalace(s: GameState, seat: number, spot: string): void {
  const k = s.kin.find((x) => x.seat === seat && (x.loc === 'hand' || x.loc === 'pile' || x.loc === 'box') && x.type !== 'fighter')!;
  putKin(s, k, 'palace');
  k.at = spot;
  syncStack(s);
}

describe('CO-OP PLUS PALACE ALTERNATIVE MODE', () => {
  const CAPITAL_CARD = cardFor(CAPITAL);
  const SPRINGS_CARD = cardFor(SPRINGS);

  it('"choose a side of the board for the Basilisk. That will determine their point of view, as if they were a player sitting at that side"', () => {
    const s = altAt(CAPITAL_CARD, { rotation: 1, lantern: 1 });
    expect(s.players[B(s)]!.side).toBe(2);
    expect(visibleWalls(2, 1)).toEqual([1, 2]);
    expect(visibleFree(s, B(s), 'ward')).toEqual(['ward1', 'ward2']);
    expect(visibleFree(s, B(s), 'battlement')).toEqual(['battlement1', 'battlement2']);
    // Sides must differ: the Basilisk cannot sit where an ally sits.
    expect(() => createGame(cfg({ palaceAlt: true, sides: [0, 1], basiliskSide: 1 }), 1)).toThrow(RulesError);
  });

  it('"If the sector on the sector card is highlighted, the Basilisk places their kin on a battlement that they can see from their point of view (Golden Rule applies). Then, by spending 1 lantern they can activate the highlighted sector daytime effect, then rotate the palace by 1"', () => {
    const s = altAt(CAPITAL_CARD, { rotation: 1, lantern: 2, fullSectors: [CAPITAL] });
    const k = topOfStack(s);
    const t = basiliskTurn(s);
    expect(currentDecision(t)).toMatchObject({ seat: 0, kind: 'coopPalaceSpot' });
    expect(actionsOf(t)).toEqual([{ t: 'spot', spot: 'battlement1' }, { t: 'spot', spot: 'battlement2' }]);
    const u = choose(t, { t: 'spot', spot: 'battlement2' });
    expect(u.kin[k.id]).toMatchObject({ loc: 'palace', at: 'battlement2', cloaked: false });
    expect(poolOfSeat(u, B(u)).lantern).toBe(1);
    expect(u.capital[0]).toBe(B(u)); // the Capital's daytime effect
    expect(u.palace.rotation).toBe(2);
  });

  it('"If the battlements facing the Basilisk are already occupied ... the Basilisk places their kin on the pinnacle (a kin already there is bumped)"', () => {
    const s = altAt(CAPITAL_CARD, { rotation: 1, lantern: 2, fullSectors: [CAPITAL] });
    inPalace(s, 0, 'battlement1');
    inPalace(s, 1, 'battlement2');
    inPalace(s, 0, 'pinnacle');
    const held = s.kin.find((k) => k.at === 'pinnacle')!;
    const k = topOfStack(s);
    const t = basiliskTurn(s);
    expect(t.kin[k.id]!.at).toBe('pinnacle');
    expect(t.kin[held.id]).toMatchObject({ loc: 'bumped', cloaked: true });
  });

  it('"... or the Basilisk has run out of lanterns, ... the pinnacle. If it has no lanterns, the Basilisk activates the sector for free, as if they got a lantern and spent it immediately"', () => {
    const s = altAt(CAPITAL_CARD, { rotation: 1, lantern: 0, fullSectors: [CAPITAL] });
    const k = topOfStack(s);
    const t = basiliskTurn(s);
    expect(t.kin[k.id]!.at).toBe('pinnacle');
    expect(poolOfSeat(t, B(t))).toMatchObject({ lantern: 0, scroll: 5 }); // the Capital: +2 scrolls, for free
    expect(t.capital[0]).toBe(B(t));
  });

  it('"If it has at least 1 lantern, the Basilisk first gets any 1 resource, and then it pays 1 lantern to activate the sector. Then, always rotate the palace clockwise."', () => {
    const s = altAt(CAPITAL_CARD, { rotation: 1, lantern: 1, fullSectors: [CAPITAL], top: 'apprentice' });
    inPalace(s, 0, 'battlement1');
    inPalace(s, 1, 'battlement2');
    const k = topOfStack(s);
    setPool(s, B(s), { coin: 4, scroll: 3, lantern: 1 });
    const t = basiliskTurn(s);
    expect(t.kin[k.id]!.at).toBe('pinnacle');
    // Gains its scarcest resource (a lantern, 1), pays a lantern, then the Capital's 2 scrolls.
    expect(poolOfSeat(t, B(t))).toMatchObject({ coin: 4, scroll: 5, lantern: 1 });
    expect(t.palace.rotation).toBe(2);
  });

  it('"If the sector instead is not highlighted by the Palace, the kin is placed in any 1 free outer ward of your choice that the Basilisk can see from their point of view of the Palace. The enemy gets any 1 resource and then rotates the Palace."', () => {
    const s = altAt(SPRINGS_CARD, { rotation: 1, lantern: 1, fullSectors: [SPRINGS] });
    const k = topOfStack(s);
    const t = basiliskTurn(s);
    expect(currentDecision(t)).toMatchObject({ seat: 0, kind: 'coopPalaceSpot' });
    expect(actionsOf(t)).toEqual([{ t: 'spot', spot: 'ward1' }, { t: 'spot', spot: 'ward2' }]);
    const u = choose(t, { t: 'spot', spot: 'ward1' });
    expect(u.kin[k.id]).toMatchObject({ loc: 'palace', at: 'ward1' });
    expect(poolOfSeat(u, B(u))).toMatchObject({ coin: 4, scroll: 3, lantern: 2 });
    expect(u.palace.rotation).toBe(2);
  });

  it('"If the visible outer wards are occupied, the enemy kin is placed on the pinnacle (even if there is already an enemy kin on the pinnacle). The Basilisk gets any 1 resource and then rotates the palace clockwise."', () => {
    const s = altAt(SPRINGS_CARD, { rotation: 1, lantern: 1, fullSectors: [SPRINGS] });
    inPalace(s, 0, 'ward1');
    inPalace(s, 1, 'ward2');
    inPalace(s, B(s), 'pinnacle');
    const own = s.kin.find((k) => k.at === 'pinnacle')!;
    const top = s.kin.find((x) => x.seat === B(s) && x.loc === 'hand' && x.id !== own.id)!;
    coop(s).stack = [...coop(s).stack.filter((id) => id !== top.id), top.id];
    const t = basiliskTurn(s);
    expect(t.kin[top.id]!.at).toBe('pinnacle');
    expect(t.kin[own.id]!.loc).toBe('bumped');
    expect(poolOfSeat(t, B(t)).lantern).toBe(2);
    expect(t.palace.rotation).toBe(2);
  });

  it('"Whenever an enemy kin is moved to the Palace due to being hit ..., it is always placed in any 1 free outer ward visible from the Basilisk\'s point of view"', () => {
    const s = copy(setupState({ palaceAlt: true, sides: [0, 1], basiliskSide: 2 }));
    s.palace = { ...s.palace, rotation: 1 };
    const target = placeKinAt(s, B(s), 'apprentice', 's0.0');
    syncStack(s);
    const t = runTask(s, task('ability', 0, { kin: -1, sector: GATES, as: 'fighter' }));
    const u = choose(t, { t: 'kin', kin: target.id });
    // Two wards are free and visible from side 2: the Golden Rule seat picks.
    expect(currentDecision(u)).toMatchObject({ seat: 0, kind: 'coopPalaceSpot' });
    expect(actionsOf(u)).toEqual([{ t: 'spot', spot: 'ward1' }, { t: 'spot', spot: 'ward2' }]);
    expect(choose(u, { t: 'spot', spot: 'ward2' }).kin[target.id]).toMatchObject({ loc: 'palace', at: 'ward2' });
  });

  it('"If the visible outer wards are occupied, the enemy kin is bumped (removed for the round, as in the standard Palace rules)"', () => {
    const s = copy(setupState({ palaceAlt: true, sides: [0, 1], basiliskSide: 2 }));
    s.palace = { ...s.palace, rotation: 1 };
    inPalace(s, 0, 'ward1');
    inPalace(s, 1, 'ward2');
    const target = placeKinAt(s, B(s), 'apprentice', 's0.0');
    syncStack(s);
    const t = runTask(s, task('ability', 0, { kin: -1, sector: GATES, as: 'fighter' }));
    const u = choose(t, { t: 'kin', kin: target.id });
    expect(u.kin[target.id]!.loc).toBe('bumped');
  });

  it('fuzz: coop + palace alternative games reach the end with every invariant kept', () => {
    for (const [players, sides, basiliskSide] of [[2, [0, 2], 1], [3, [0, 1, 3], 2]] as const) {
      for (const goldenRuleAuto of [false, true]) {
        const config = cfg({ players, palaceAlt: true, sides: sides.slice(), basiliskSide, goldenRuleAuto, difficulty: 'hard' });
        const res = fuzzGames({ config, games: 3, seed: 300, viewEvery: 5, illegalEvery: 9 });
        expect(res.failures).toEqual([]);
      }
    }
  });
});

// ---- GOLDEN RULE AUTO, AND THE FUZZ ------------------------------------------------------------

describe('goldenRuleAuto and random games', () => {
  it('with goldenRuleAuto no Golden Rule decision is ever shown; without it every Basilisk choice goes to the Golden Rule seat', () => {
    for (const auto of [true, false]) {
      let s = createGame(cfg({ difficulty: 'hard', goldenRuleAuto: auto, goldenRuleSeat: 1 }), 21);
      let r = 5;
      let grSeen = 0;
      while (!isGameOver(s)) {
        const top = s.stack[s.stack.length - 1]!;
        const d = currentDecision(s)!;
        if (top.seat === B(s)) {
          grSeen++;
          expect(auto).toBe(false);
          expect(d.seat).toBe(1);
          expect(legalActions(s).some((a) => a.t === 'pass')).toBe(false);
        }
        r = (r * 48271) % 2147483647;
        s = applyAction(s, legalActions(s)[r % legalActions(s).length]!);
      }
      if (!auto) expect(grSeen).toBeGreaterThan(0);
    }
  });

  it('the Basilisk never chooses "pass" on an ability when a valid target exists', () => {
    const s = prepare(copy(setupState()), { deck: [cardFor(GATES)], top: 'fighter' });
    placeKinAt(s, 0, 'apprentice', 's0.0');
    syncStack(s);
    expect(actionsOf(basiliskTurn(s)).every((a: Action) => a.t !== 'pass')).toBe(true);
  });

  const configs: [string, Partial<ConfigOptions>][] = [];
  for (const story of [null, ...SCENARIOS.map((x) => x.id)]) {
    for (const difficulty of ['easy', 'medium', 'hard', 'heroic'] as const) {
      for (const players of [2, 3]) configs.push([`${story ?? 'vanilla'} ${difficulty} ${players} allies`, { story, difficulty, players }]);
    }
  }

  it.each(configs)('fuzz: %s reaches the end with every invariant kept and replays to the same hash', (_name, o) => {
    for (const goldenRuleAuto of [false, true]) {
      const res = fuzzGames({ config: cfg({ ...o, goldenRuleAuto }), games: 2, seed: 100, viewEvery: 7, illegalEvery: 11 });
      expect(res.failures).toEqual([]);
      expect(res.games).toBe(2);
    }
  });

  it('a finished coop game replays to the same hash and has final scores per faction', () => {
    const config = cfg({ players: 3, difficulty: 'heroic', story: 'shell-of-stone', goldenRuleAuto: true });
    let s = createGame(config, 77);
    const log: Action[] = [];
    let r = 9;
    while (!isGameOver(s)) {
      expect(checkInvariants(s)).toEqual([]);
      r = (r * 48271) % 2147483647;
      const a = legalActions(s)[r % legalActions(s).length]!;
      log.push(a);
      s = applyAction(s, a);
    }
    expect(stateHash(replay(config, 77, log))).toBe(stateHash(s));
    const sc = finalScores(s);
    expect(sc.factions).toHaveLength(2);
    expect(sc.winner.seats.length === 3 || sc.winner.seats[0] === 3).toBe(true);
  });
});

describe('readings 2 and the Basilisk ("performed if it can be")', () => {
  it('the Basilisk never declines its daytime effect: on the Gates it takes the lantern, and nobody is offered to leave it', () => {
    const s = prepare(copy(setupState({ goldenRuleAuto: true })), { deck: [cardFor(GATES)], top: 'apprentice' });
    expect(s.config.readings).toBeGreaterThanOrEqual(2); // readings 3 include readings 2
    const lanterns = poolOfSeat(s, B(s)).lantern;
    const t = basiliskTurn(s);
    expect(t.kin[topOfStack(s).id]!.at.startsWith('s0.')).toBe(true);
    expect(poolOfSeat(t, B(t)).lantern).toBe(lanterns + 1);
    expect(decisionKind(t)).not.toBe('offerDaytime');
  });
});
