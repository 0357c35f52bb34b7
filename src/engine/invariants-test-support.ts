// Invariants every reachable game state must satisfy, and a seeded random-game
// driver that checks them after every action (in the style of OpenSpiel's
// random-simulation tests). Any mode's fuzz test can call `fuzzGames` with its
// own config; each variant adds the checks of its own state (its `invariants`).
import { sameAction } from './core/flow.js';
import { installedVariants } from './core/variants-in-play.js';
import { RulesError } from './core/errors.js';
import { nextRandom, seedToState } from './core/rng.js';
import type { Action, GameConfig, GameState } from './core/types.js';
import { SHARDS, RESOURCES } from './core/types.js';
import { EVENTS, EVENT_SLOTS, REVELATIONS, REVELATION_SLOTS, SECTOR_DEFS, STARTING_SETS, VILLAGES, VILLAGE_SITES } from './content/index.js';
import { applyAction, createGame, currentDecision, legalActions, replay, stateHash, view } from './index.js';

/** Kin locations the checker accepts (core/types.ts KinLoc). */
const knownKinLocs = new Set<string>(['pile', 'hand', 'clanhouse', 'board', 'palace', 'bumped', 'box', 'secret']);


const ALT_PALACE_SPOTS = new Set(['ward0', 'ward1', 'ward2', 'ward3', 'battlement0', 'battlement1', 'battlement2', 'battlement3', 'pinnacle']);

function isCount(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

/** Number of kin a seat plays with (hand + board + palace + out for the round), per the starting sets. */
function expectedKinPerSeat(s: GameState): number | null {
  if (s.config.mode === 'coop') return null;
  const set = s.players.length === 2 ? STARTING_SETS.twoPlayer : STARTING_SETS.threeFourPlayer;
  return set.apprentice + set.fighter;
}

/** Every problem found in the state, in plain words (empty when the state is sound). */
export function checkInvariants(s: GameState): string[] {
  const out: string[] = [];
  const bad = (msg: string) => out.push(msg);
  const n = s.players.length;
  const validSeat = (x: number) => Number.isInteger(x) && x >= 0 && x < n;

  // --- pools and favor
  s.pools.forEach((p, i) => {
    for (const k of [...RESOURCES, ...SHARDS]) if (!isCount(p[k])) bad(`pool ${i} has ${String(p[k])} ${k}`);
  });
  for (const p of s.players) {
    if (!isCount(p.fp)) bad(`seat ${p.seat} has favor ${p.fp}`);
    if (p.pool < 0 || p.pool >= s.pools.length) bad(`seat ${p.seat} points at pool ${p.pool}`);
  }

  // --- kin: each in exactly one place
  const large = n >= 3;
  s.board.forEach((row, sector) => {
    const want = (large ? SECTOR_DEFS[sector]!.spots.large : SECTOR_DEFS[sector]!.spots.small).length;
    if (row.length !== want) bad(`sector ${sector} has ${row.length} spots, expected ${want}`);
  });
  const seenOnBoard = new Set<number>();
  s.board.forEach((row, sector) =>
    row.forEach((id, i) => {
      if (id === -1) return;
      const k = s.kin[id];
      if (!k) return bad(`spot s${sector}.${i} holds unknown kin ${id}`);
      if (seenOnBoard.has(id)) bad(`kin ${id} is on two board spots`);
      seenOnBoard.add(id);
      if (k.loc !== 'board' || k.at !== `s${sector}.${i}`) bad(`spot s${sector}.${i} holds kin ${id} whose place says ${k.loc} ${k.at}`);
    }),
  );
  const inRow = new Map<number, number>();
  s.clanhouse.forEach((id, slot) => {
    if (id < 0) return;
    inRow.set(id, (inRow.get(id) ?? 0) + 1);
    const k = s.kin[id];
    if (!k || k.loc !== 'clanhouse') bad(`clanhouse slot ${slot} holds kin ${id} whose place says ${k?.loc}`);
  });
  const firstEmpty = s.clanhouse.indexOf(-1);
  if (firstEmpty >= 0 && s.clanhouse.slice(firstEmpty).some((id) => id >= 0)) bad(`clanhouse has a gap: ${s.clanhouse.join(',')}`);
  const inPile = new Map<number, number>();
  for (const p of s.players) {
    for (const id of p.pile) {
      inPile.set(id, (inPile.get(id) ?? 0) + 1);
      const k = s.kin[id];
      if (!k || k.loc !== 'pile' || k.seat !== p.seat) bad(`seat ${p.seat}'s pile holds kin ${id} (${k?.loc}, seat ${k?.seat})`);
    }
  }
  const palaceSpotHolders = new Map<string, number>();
  const perSeatInPlay = new Array<number>(n).fill(0);
  s.kin.forEach((k, i) => {
    if (k.id !== i) bad(`kin at index ${i} has id ${k.id}`);
    if (!knownKinLocs.has(k.loc)) bad(`kin ${k.id} is in an unknown place '${k.loc}'`);
    if (k.loc === 'board' && !seenOnBoard.has(k.id)) bad(`kin ${k.id} says it is on ${k.at} but that spot holds another`);
    if (k.loc === 'clanhouse' && inRow.get(k.id) !== 1) bad(`kin ${k.id} is in the clanhouse ${inRow.get(k.id) ?? 0} times`);
    if (k.loc === 'pile' && inPile.get(k.id) !== 1) bad(`kin ${k.id} is in a clan pile ${inPile.get(k.id) ?? 0} times`);
    if (k.loc !== 'board' && k.loc !== 'palace' && k.at !== '') bad(`kin ${k.id} in ${k.loc} still names spot ${k.at}`);
    if (k.loc === 'palace') {
      if (k.cloaked) bad(`kin ${k.id} is cloaked in the palace ("kin on the Phoenix Palace cannot be cloaked")`);
      if (s.config.palaceAlt) {
        if (!ALT_PALACE_SPOTS.has(k.at)) bad(`kin ${k.id} is on unknown palace spot ${k.at}`);
        else if (palaceSpotHolders.has(k.at)) bad(`palace spot ${k.at} holds two kin`);
        palaceSpotHolders.set(k.at, k.id);
      } else if (k.at !== 'palace') bad(`kin ${k.id} is in the palace at '${k.at}'`);
    }
    if (k.loc === 'hand' && k.cloaked) bad(`kin ${k.id} is cloaked in hand`);
    if (k.seat >= 0 && !validSeat(k.seat)) bad(`kin ${k.id} belongs to seat ${k.seat}`);
    if ((k.loc === 'hand' || k.loc === 'board' || k.loc === 'palace' || k.loc === 'bumped') && validSeat(k.seat)) perSeatInPlay[k.seat]!++;
    if ((k.loc === 'hand' || k.loc === 'board' || k.loc === 'palace' || k.loc === 'bumped') && !validSeat(k.seat)) bad(`kin ${k.id} is in play without an owner`);
  });
  const want = expectedKinPerSeat(s);
  if (want !== null) {
    perSeatInPlay.forEach((c, seat) => {
      if (c !== want) bad(`seat ${seat} plays with ${c} kin, expected ${want} (recruits replace kin one for one)`);
    });
  }
  if (s.clanhouse.some((id, i) => s.clanhouse.indexOf(id) !== i && id >= 0)) bad('a kin appears twice in the clanhouse');

  // --- tracks, palace, turn
  if ([...s.capital].sort((a, b) => a - b).join(',') !== s.players.map((p) => p.seat).join(',')) bad(`capital track ${s.capital.join(',')} is not one herald per seat`);
  if (!validSeat(s.firstPlayer)) bad(`first player ${s.firstPlayer}`);
  if (s.turnSeat !== -1 && !validSeat(s.turnSeat)) bad(`turn seat ${s.turnSeat}`);
  if (!(s.round >= 1 && s.round <= 3)) bad(`round ${s.round}`);
  if (!(Number.isInteger(s.palace.rotation) && s.palace.rotation >= 0 && s.palace.rotation < 6)) bad(`palace rotation ${s.palace.rotation}`);
  if (!s.config.palaceAlt && s.palace.floors !== s.round) bad(`palace has ${s.palace.floors} floors in round ${s.round}`);
  for (const g of s.guards) if (!validSeat(g.seat) || !(g.sector >= 0 && g.sector < 6)) bad(`bad guard block ${JSON.stringify(g)}`);

  // --- cards: every card in exactly one place
  if (s.events.foreseen.length !== EVENT_SLOTS) bad(`${s.events.foreseen.length} foreseen slots`);
  const evIds = [...s.events.deck, ...s.events.discard, ...s.events.foreseen.filter((id) => id >= 0)];
  if (evIds.length !== EVENTS.length || new Set(evIds).size !== EVENTS.length) bad(`event cards lost or doubled: ${evIds.length} held, ${new Set(evIds).size} distinct`);
  if (s.revelations.slots.length !== REVELATION_SLOTS) bad(`${s.revelations.slots.length} revelation slots`);
  const revIds = [
    ...s.revelations.deck,
    ...s.revelations.discard,
    ...s.revelations.slots.filter((id) => id >= 0),
    ...s.players.flatMap((p) => p.revelations),
    // A card just acquired waits in the keep-or-discard step.
    ...s.stack.flatMap((t) => (t.k === 'keepOrDiscard' ? [t.card] : [])),
  ];
  if (new Set(revIds).size !== revIds.length) bad('a revelation card is in two places');
  if (!s.config.asymmetric && revIds.length !== REVELATIONS.length) bad(`${revIds.length} revelation cards held of ${REVELATIONS.length}`);
  // The asymmetric set-up lays out the revelation row only after the secret purchases.
  const rowPending = s.deferRevelations || s.stack.some((t) => t.k === 'refillRevelations');
  if (s.revelations.slots.some((id) => id < 0) && s.revelations.deck.length > 0 && !rowPending)
    bad('an empty revelation slot while the deck still has cards');

  // --- villages
  const sites = s.villages.sites;
  if (sites.length !== VILLAGE_SITES.length) bad(`${sites.length} village sites`);
  if (sites[0] !== VILLAGES.find((v) => v.key === 'start')!.id) bad('the starting village is not on site 0');
  const builtUpTo = sites.indexOf(-1) < 0 ? sites.length - 1 : sites.indexOf(-1) - 1;
  if (sites.slice(builtUpTo + 1).some((id) => id >= 0)) bad(`village sites built out of order: ${sites.join(',')}`);
  const shrineId = VILLAGES.find((v) => v.key === 'shrine')!.id;
  if (s.villages.shrineBuilt !== (sites[sites.length - 1] === shrineId)) bad('shrine flag and shrine site disagree');
  const villageIds = [...s.villages.pile, ...sites.slice(1, -1).filter((id) => id >= 0)];
  if (new Set(villageIds).size !== villageIds.length) bad('a village tile is in two places');
  if (villageIds.includes(shrineId) || villageIds.includes(sites[0]!)) bad('the start or shrine tile is in the village pile');
  for (const p of s.players) if (!(p.pioneer >= 0 && p.pioneer <= builtUpTo)) bad(`seat ${p.seat}'s pioneer is on site ${p.pioneer}, beyond the last built village ${builtUpTo}`);

  // --- the flow: someone can always act until the end
  const d = currentDecision(s);
  const legal = legalActions(s);
  if (s.phase === 'end') {
    if (d !== null) bad('a decision is pending after the end');
    if (legal.length !== 0) bad('legal actions after the end');
  } else {
    if (d === null) bad('no decision pending before the end');
    else if (!validSeat(d.seat)) bad(`decision for seat ${d.seat}`);
    if (legal.length === 0) bad('no legal action before the end');
  }

  // --- the variants: their own checks when played, their state left blank when not
  for (const v of installedVariants()) {
    if (v.enabled(s.config)) out.push(...(v.invariants?.(s) ?? []));
    else {
      for (const [k, start] of Object.entries(v.state ?? {})) {
        const blank = (start as (c: GameConfig) => unknown)(s.config);
        const now = (s as unknown as Record<string, unknown>)[k];
        if (JSON.stringify(now) !== JSON.stringify(blank)) bad(`${k} is ${JSON.stringify(now)} in a game without the ${v.id} variant`);
      }
    }
  }
  return out;
}

/** What a seat's view must not reveal: face-down kin, deck orders, the generator, the pending steps. */
export function checkView(s: GameState, seat: number, scanJson = true): string[] {
  const out: string[] = [];
  const v = view(s, seat) as unknown as Record<string, unknown> & ReturnType<typeof view>;
  if ('rng' in v && v.rng !== undefined) out.push('view shows the generator state');
  if ('stack' in v && v.stack !== undefined) out.push('view shows the pending steps');
  v.kin.forEach((k, i) => {
    if (s.kin[i]!.loc === 'pile' && k.type !== 'hidden') out.push(`view shows the type of face-down kin ${i}`);
  });
  v.players.forEach((p, i) => {
    if (p.pile.length !== s.players[i]!.pile.length) out.push(`view changes the size of seat ${i}'s pile`);
    if (p.pile.some((id) => id !== -1)) out.push(`view shows seat ${i}'s clan pile order`);
  });
  if (v.events.deck.some((id) => id !== -1)) out.push('view shows the event deck');
  if (v.revelations.deck.some((id) => id !== -1)) out.push('view shows the revelation deck');
  const vp = v.villages.pile;
  if (vp.slice(0, -1).some((id) => id !== -1)) out.push('view shows village tiles under the top of the pile');
  if (vp.length && vp[vp.length - 1] !== s.villages.pile[s.villages.pile.length - 1]) out.push('view hides the face-up top village tile');
  // Belt and braces: the hidden orders must not appear anywhere in the serialized view.
  if (!scanJson) return out;
  const json = JSON.stringify(v);
  const hiddenOrders = [s.events.deck, s.revelations.deck, ...s.players.map((p) => p.pile)];
  for (const order of hiddenOrders) {
    if (order.length >= 6 && json.includes(`[${order.join(',')}]`)) out.push(`a hidden order [${order.join(',')}] appears in the view`);
  }
  return out;
}

// ---- illegal actions -----------------------------------------------------

/** Candidate actions that are not legal now (garbage and near-misses of legal ones). */
export function illegalCandidates(s: GameState, legal: readonly Action[], rand: () => number): unknown[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const out: unknown[] = [null, undefined, 42, 'pass', {}, [], { t: 'nonsense' }, { t: 'place' }, { t: 'pass', extra: 1 }];
  const a = legal.length ? pick(legal) : null;
  if (a) {
    const x = a as unknown as Record<string, unknown>;
    for (const key of Object.keys(x)) {
      if (key === 't') continue;
      const v = x[key];
      if (typeof v === 'number') out.push({ ...x, [key]: v + 1000 }, { ...x, [key]: -5 }, { ...x, [key]: String(v) });
      if (typeof v === 'string') out.push({ ...x, [key]: v + 'x' }, { ...x, [key]: 's9.9' });
      if (typeof v === 'boolean') out.push({ ...x, [key]: 'yes' });
    }
  }
  // Placing on an occupied spot, or a kin that is not in the placing seat's hand.
  const seat = currentDecision(s)?.seat ?? 0;
  const occupied = s.kin.filter((k) => k.loc === 'board');
  const notInHand = s.kin.filter((k) => !(k.loc === 'hand' && k.seat === seat));
  const inHand = s.kin.filter((k) => k.loc === 'hand' && k.seat === seat);
  if (occupied.length && inHand.length) out.push({ t: 'place', kin: pick(inHand).id, spot: pick(occupied).at });
  if (notInHand.length) out.push({ t: 'place', kin: pick(notInHand).id, spot: 'palace' });
  out.push({ t: 'pass' }, { t: 'option', option: 'explore' }, { t: 'slot', slot: 0 }, { t: 'res', res: 'coin' }, { t: 'kin', kin: 0 });
  return out.filter((c) => !(c && typeof c === 'object' && !Array.isArray(c) && 't' in c && legal.some((l) => sameAction(l, c as Action))));
}

/** Tries an illegal action; returns problems (it must throw a RulesError and leave the state as it was). */
export function checkIllegal(s: GameState, action: unknown): string[] {
  // Deep equality through the serialized object (key order included); an
  // unchanged object necessarily keeps its stateHash, which is checked only
  // when something did change, to say so in the message.
  const before = JSON.stringify(s);
  const out: string[] = [];
  try {
    applyAction(s, action as Action);
    out.push(`illegal action ${JSON.stringify(action)} was accepted`);
  } catch (e) {
    if (!(e instanceof RulesError)) out.push(`illegal action ${JSON.stringify(action)} threw ${String(e)}, not a RulesError`);
    else if (!e.code || !e.message) out.push(`RulesError without code or message for ${JSON.stringify(action)}`);
  }
  if (JSON.stringify(s) !== before) {
    const was = JSON.parse(before) as GameState;
    out.push(`illegal action ${JSON.stringify(action)} changed the state${stateHash(was) !== stateHash(s) ? ' (and its hash)' : ''}`);
  }
  return out;
}

// ---- the random-game driver ---------------------------------------------

export interface FuzzOptions {
  config: GameConfig;
  games: number;
  /** First game seed; game g uses seed + g. */
  seed: number;
  /** Extra checks on every state reached (after setup and after each action). */
  onState?: (s: GameState, info: { game: number; seed: number; ply: number; action: Action | null }) => string[] | void;
  /** Check every seat's view every `viewEvery` actions (default 1: every action; 0: never). */
  viewEvery?: number;
  /** Try illegal actions every `illegalEvery` actions (default 1; 0: never). */
  illegalEvery?: number;
  /** Check that the action log replays to the same state (default true). */
  checkReplay?: boolean;
  /** Stop at the first failing game (default true). */
  stopOnFailure?: boolean;
}

export interface FuzzFailure {
  seed: number;
  ply: number;
  action: Action | null;
  problems: string[];
}

export interface FuzzResult {
  games: number;
  actions: number;
  failures: FuzzFailure[];
}

/** Plays seeded random games to the end, checking the invariants after every action. */
export function fuzzGames(o: FuzzOptions): FuzzResult {
  const viewEvery = o.viewEvery ?? 1;
  const illegalEvery = o.illegalEvery ?? 1;
  const result: FuzzResult = { games: 0, actions: 0, failures: [] };
  for (let g = 0; g < o.games; g++) {
    const seed = o.seed + g;
    let r = seedToState(`fuzz-${seed}`);
    const rand = (): number => {
      const [next, v] = nextRandom(r);
      r = next;
      return v;
    };
    const fail = (ply: number, action: Action | null, problems: string[]) => {
      result.failures.push({ seed, ply, action, problems });
    };
    let s: GameState;
    try {
      s = createGame(o.config, seed);
    } catch (e) {
      fail(0, null, [`setup failed: ${String(e)}`]);
      if (o.stopOnFailure ?? true) return result;
      continue;
    }
    const log: Action[] = [];
    let action: Action | null = null;
    let ok = true;
    for (let ply = 0; ok; ply++) {
      const problems = checkInvariants(s);
      const extra = o.onState?.(s, { game: g, seed, ply, action });
      if (extra) problems.push(...extra);
      // Every seat's view field by field; the (slower) scan of the serialized view for one seat in turn.
      if (viewEvery > 0 && ply % viewEvery === 0) {
        for (let seat = 0; seat < s.players.length; seat++) problems.push(...checkView(s, seat, seat === ply % s.players.length));
      }
      const legal = legalActions(s);
      if (illegalEvery > 0 && ply % illegalEvery === 0 && legal.length > 0) {
        const cands = illegalCandidates(s, legal, rand);
        problems.push(...checkIllegal(s, cands[Math.floor(rand() * cands.length)]));
      }
      if (problems.length) {
        fail(ply, action, problems);
        ok = false;
        break;
      }
      if (s.phase === 'end') break;
      action = legal[Math.floor(rand() * legal.length)]!;
      try {
        s = applyAction(s, action);
      } catch (e) {
        fail(ply, action, [`a legal action failed: ${String(e)}`]);
        ok = false;
        break;
      }
      log.push(action);
      result.actions++;
      if (ply > 5000) {
        fail(ply, action, ['the game did not end within 5000 actions']);
        ok = false;
      }
    }
    result.games++;
    if (ok && (o.checkReplay ?? true)) {
      const again = replay(o.config, seed, log);
      if (stateHash(again) !== stateHash(s)) fail(log.length, null, ['replaying the action log gives a different state']);
    }
    if (result.failures.length && (o.stopOnFailure ?? true)) return result;
  }
  return result;
}
