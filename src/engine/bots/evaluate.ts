// The bots' evaluation: a projection of every seat's final score from the
// current state, in favor points (FP). docs/bots.md explains each term.
//
//   seat value = favor
//              + rewards still to come this night (presence rewards, and each
//                majority bonus weighted by the chance the seat keeps the lead)
//              + projected moon-shard points  (smooth early, exact at the end)
//              + projected resource points    (smooth early, exact at the end)
//              + small terms: capital rank, pioneer progress, kept revelations,
//                recruited kin, kin still in hand (tempo)
//
// Factions of several seats (team, allies) share one pool and count the favor of their weakest
// member, so a faction's value is min(member favor) + pool terms. A seat's
// margin is its faction's value minus the best other faction's value.
import { capitalRank } from '../core/state.js';
import type { GameState, Pool } from '../core/types.js';
import { NIGHT_REWARDS, VILLAGE_SITES, revelationById } from '../content/index.js';
import { finalScores, moonShardPoints } from '../rules/scoring.js';
import { variantsOf } from '../core/variants-in-play.js';
import type { SectorOdds } from '../core/variant.js';

/** Weights of the evaluation, in FP. */
export const WEIGHTS = {
  /** A resource before the end (3 resources score 3 FP, and resources buy actions). */
  resource: 1,
  /** A moon shard before the end (sets of 3 score 6-9 FP). */
  shard: 2.5,
  /** Each kin still in hand during the day: the placements still to come. */
  kinInHand: 2.5,
  /** Winning the palace majority (the first-player token: a wild shard and the tie-break). */
  firstPlayerToken: 1.5,
  /** Per place above the bottom of the capital track (tie-breaks, the Councilor). */
  capitalStep: 0.3,
  /** Per village the pioneer has advanced (more villages to collect, builds ahead). */
  pioneerStep: 0.5,
  /** Per non-apprentice kin owned, per round in which it can still be placed. */
  kinQuality: 0.7,
  /** Slope of the lead-keeping chance: P(keep) = sigmoid(slope * lead) while the day goes on. */
  leadSlope: 1.3,
  /** A tie counts as this much lead for the seat that wins the capital tie-break (and minus for the other). */
  tieLead: 0.4,
  /** A kept revelation with no lasting effect (collection value). */
  instantCard: 0.5,
  /** In a faction of several seats the non-weakest members' favor still counts this much (a smooth min). */
  factionSpread: 0.1,
};

const ROUNDS = 3;

// moonShardPoints tries every colouring of the wild shard and every number of
// mixed sets; the evaluation asks for the same few collections again and again.
const shardMemo = new Map<number, number>();
function shardPoints(coral: number, jade: number, agate: number, wild: number): number {
  if (coral > 255 || jade > 255 || agate > 255 || wild > 3) return moonShardPoints({ coral, jade, agate }, wild);
  const key = ((coral * 256 + jade) * 256 + agate) * 4 + wild;
  let v = shardMemo.get(key);
  if (v === undefined) {
    v = moonShardPoints({ coral, jade, agate }, wild);
    if (shardMemo.size > 100_000) shardMemo.clear();
    shardMemo.set(key, v);
  }
  return v;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Resource / shard / FP value of a sector's presence reward. */
function rewardValue(sector: number): { fp: number; res: number } {
  const r = NIGHT_REWARDS[sector]!.reward[0]!;
  if ('fp' in r) return { fp: r.fp, res: 0 };
  return { fp: 0, res: 1 };
}
const REWARDS = [0, 1, 2, 3, 4, 5].map(rewardValue);
const BONUS = NIGHT_REWARDS.map((r) => r.bonus);
const SHARD_INDEX = { coral: 0, jade: 1, agate: 2 } as const;

/** Which night scorings are still to come: [6 sectors..., palace]. */
function pendingScoring(s: GameState): boolean[] {
  if (s.phase === 'day') return [true, true, true, true, true, true, true];
  const out = [false, false, false, false, false, false, false];
  if (s.phase === 'end') return out;
  for (const t of s.stack) {
    if (t.k === 'sectorScoring') out[t.sector] = true;
    else if (t.k === 'palaceScoring') out[6] = true;
    else if (t.k === 'night') out.fill(true);
  }
  return out;
}

export interface Projection {
  /** Per seat: favor now plus favor still expected (rewards, small terms). */
  personal: number[];
  /** Per pool index: projected value of its shards and resources. */
  pool: number[];
  /** Progress through the game, 0 at the start to 1 at the end. */
  progress: number;
}

/** Projected values of every seat and pool. */

/** The first variant's word on sectors whose night rewards may be withheld, or null. */
function withheldSectors(s: GameState, contest: boolean): SectorOdds | null {
  for (const v of variantsOf(s.config)) {
    const odds = v.bots?.sectorOdds?.(s, contest);
    if (odds) return odds;
  }
  return null;
}

// project's scratch arrays (it never runs inside itself), each as long as the largest game asked for.
const scratch: Float64Array[] = [];
function zeroed(slot: number, length: number): Float64Array {
  let a = scratch[slot];
  if (!a || a.length < length) a = scratch[slot] = new Float64Array(Math.max(8, length));
  for (let i = 0; i < length; i++) a[i] = 0;
  return a;
}

/**
 * Chance each present seat holds (or takes) a majority when it is scored, into `keep`:
 * `inf` the seats' influence there, `rank` their capital ranks.
 */
function leadChances(n: number, inf: Float64Array, keep: Float64Array, rank: Float64Array, contest: boolean): void {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    keep[i] = 0;
    if (!(inf[i]! > 0)) continue;
    let best = -1;
    for (let j = 0; j < n; j++) {
      if (j === i || inf[j]! === 0) continue;
      if (best < 0 || inf[j]! > inf[best]! || (inf[j] === inf[best] && rank[j]! < rank[best]!)) best = j;
    }
    let lead: number;
    if (best < 0) lead = inf[i]! + 1;
    else {
      lead = inf[i]! - inf[best]!;
      if (lead === 0) lead = rank[i]! < rank[best]! ? WEIGHTS.tieLead : -WEIGHTS.tieLead;
    }
    keep[i] = contest ? sigmoid(WEIGHTS.leadSlope * lead) : lead > 0 ? 1 : 0;
    sum += keep[i]!;
  }
  if (sum > 1) for (let i = 0; i < n; i++) keep[i]! /= sum;
}

export function project(s: GameState): Projection {
  const n = s.players.length;
  const personal = s.players.map((p) => p.fp);
  const poolCount = s.pools.length;
  // Scratch arrays, made once (the evaluation runs thousands of times a decision): zeroed here.
  const expShard = zeroed(0, poolCount * 3); // per pool, per colour
  const expAnyShard = zeroed(1, poolCount);
  const expRes = zeroed(2, poolCount);
  const poolOf = s.players.map((p) => p.pool);
  const rank = zeroed(3, n);
  for (let i = 0; i < n; i++) rank[i] = capitalRank(s, i);

  // Kin counts (and each seat's influence in the palace).
  const inHand = zeroed(4, n);
  const placed = zeroed(5, n);
  const quality = zeroed(6, n);
  const palaceInf = zeroed(7, n);
  const kin = s.kin;
  for (let id = 0; id < kin.length; id++) {
    const k = kin[id]!;
    if (k.seat < 0 || k.seat >= n) continue;
    const loc = k.loc;
    if (loc === 'palace') palaceInf[k.seat]!++;
    if (loc === 'hand') inHand[k.seat]!++;
    else if (loc === 'board' || loc === 'palace' || loc === 'bumped') placed[k.seat]!++;
    else continue;
    if (k.type !== 'apprentice') quality[k.seat]! += loc === 'hand' ? 1 : 0;
    if (k.type !== 'apprentice') quality[k.seat]! += ROUNDS - s.round;
  }
  let handTotal = 0;
  let placedTotal = 0;
  for (let i = 0; i < n; i++) {
    handTotal += inHand[i]!;
    placedTotal += placed[i]!;
  }
  const day = s.phase === 'day';
  const dayFrac = s.phase === 'end' ? 1 : day ? (handTotal + placedTotal > 0 ? placedTotal / (handTotal + placedTotal) : 0) : 1;
  const progress = s.phase === 'end' ? 1 : Math.min(1, (s.round - 1 + dayFrac) / ROUNDS);
  const contest = day && handTotal > 0;

  const pending = pendingScoring(s);
  // A variant may withhold some sectors' rewards at night (and pay an extra shard when it does not).
  const withheld = withheldSectors(s, contest);

  const inf = zeroed(8, n);
  const keep = zeroed(9, n);

  for (let x = 0; x < 6; x++) {
    if (!pending[x]) continue;
    for (let i = 0; i < n; i++) inf[i] = 0;
    let any = false;
    const spots = s.board[x]!;
    for (let j = 0; j < spots.length; j++) {
      const id = spots[j]!;
      if (id < 0) continue;
      const k = kin[id]!;
      if (k.seat < n) inf[k.seat]! += k.cloaked ? 2 : 1;
      any = true;
    }
    if (!any) continue;
    const inPlay = withheld?.sectors.includes(x) ?? false;
    const factor = inPlay ? withheld!.odds : 1;
    if (factor === 0) continue;
    leadChances(n, inf, keep, rank, contest);
    const rw = REWARDS[x]!;
    const colour = SHARD_INDEX[BONUS[x]!];
    for (let i = 0; i < n; i++) {
      if (inf[i]! === 0) continue;
      const pool = poolOf[i]!;
      personal[i]! += factor * rw.fp;
      expRes[pool]! += factor * rw.res;
      expShard[pool * 3 + colour]! += factor * keep[i]!;
      if (inPlay && withheld!.extraShard) expShard[pool * 3 + colour]! += factor;
    }
  }

  if (pending[6]) {
    for (let i = 0; i < n; i++) inf[i] = palaceInf[i]!;
    leadChances(n, inf, keep, rank, contest);
    for (let i = 0; i < n; i++) {
      if (inf[i]! === 0) continue;
      personal[i]! += inf[i]! + WEIGHTS.firstPlayerToken * keep[i]!;
      expAnyShard[poolOf[i]!]! += 1;
    }
  }

  // Small terms.
  const roundsLeftNow = (ROUNDS - s.round + (day ? 1 : 0)) / ROUNDS;
  const lastSite = VILLAGE_SITES.length - 1;
  for (let i = 0; i < n; i++) {
    const p = s.players[i]!;
    if (s.phase === 'end') continue;
    personal[i]! += WEIGHTS.capitalStep * (n - 1 - Math.max(0, rank[i]!));
    personal[i]! += WEIGHTS.pioneerStep * Math.min(p.pioneer, lastSite);
    personal[i]! += WEIGHTS.kinQuality * quality[i]!;
    if (day) personal[i]! += WEIGHTS.kinInHand * inHand[i]!;
    for (const id of p.revelations) {
      const card = revelationById(id);
      if (card.timing === 'instant') personal[i]! += WEIGHTS.instantCard;
      else if (card.timing === 'endGame') personal[i]! += card.fp;
      else personal[i]! += card.fp * roundsLeftNow;
    }
  }
  // Asymmetric set-up: secret purchases already made count as kept cards and spent scrolls.
  const asym = s.asym;
  const poolScrollAdjust = zeroed(10, poolCount);
  if (asym && !s.asymRevealed) {
    asym.forEach((a, i) => {
      for (const id of a.bought ?? []) {
        if (id < 0) continue;
        const card = revelationById(id);
        personal[i]! += card.timing === 'instant' ? WEIGHTS.instantCard : card.fp;
        poolScrollAdjust[poolOf[i]!]! -= card.cost;
      }
    });
  }

  const holderPool = s.players[s.firstPlayer]?.pool ?? -1;
  const pool = s.pools.map((pl, k) => poolValue(pl, k === holderPool ? 1 : 0, progress, expShard, expAnyShard[k]!, expRes[k]! + poolScrollAdjust[k]!, k));
  return { personal, pool, progress };
}

function poolValue(pl: Pool, wild: number, w: number, expShard: Float64Array, expAny: number, expRes: number, k: number): number {
  const exact = shardPoints(pl.coral, pl.jade, pl.agate, wild);
  const count = pl.coral + pl.jade + pl.agate + wild;
  let value = (1 - w) * WEIGHTS.shard * count + w * exact;
  const e = [expShard[k * 3]!, expShard[k * 3 + 1]!, expShard[k * 3 + 2]!];
  if (e[0]! + e[1]! + e[2]! + expAny > 0) {
    const marg = [
      shardPoints(pl.coral + 1, pl.jade, pl.agate, wild) - exact,
      shardPoints(pl.coral, pl.jade + 1, pl.agate, wild) - exact,
      shardPoints(pl.coral, pl.jade, pl.agate + 1, wild) - exact,
    ];
    for (let c = 0; c < 3; c++) value += e[c]! * ((1 - w) * WEIGHTS.shard + w * marg[c]!);
    value += expAny * ((1 - w) * WEIGHTS.shard + w * Math.max(marg[0]!, marg[1]!, marg[2]!));
  }
  const res = pl.coin + pl.scroll + pl.lantern + expRes;
  value += (1 - w) * WEIGHTS.resource * res + w * Math.floor(res / 3) * 3;
  return value;
}

/** Per seat: its faction's projected value minus the best other faction's. */
export function margins(s: GameState): number[] {
  if (s.phase === 'end') return finalMargins(s);
  const { personal, pool } = project(s);
  return marginsOf(s, personal, pool);
}

export function marginsOf(s: GameState, personal: number[], pool: number[]): number[] {
  const n = s.players.length;
  if (s.config.mode === 'standard') {
    const v = personal.map((x, i) => x + pool[s.players[i]!.pool]!);
    return v.map((x, i) => {
      let best = -Infinity;
      for (let j = 0; j < n; j++) if (j !== i && v[j]! > best) best = v[j]!;
      return x - best;
    });
  }
  const factions = new Map<number, { min: number; sum: number; count: number; pool: number }>();
  s.players.forEach((p, i) => {
    const f = factions.get(p.faction);
    if (!f) factions.set(p.faction, { min: personal[i]!, sum: personal[i]!, count: 1, pool: pool[p.pool]! });
    else {
      f.min = Math.min(f.min, personal[i]!);
      f.sum += personal[i]!;
      f.count++;
    }
  });
  const value = new Map<number, number>();
  for (const [id, f] of factions) value.set(id, f.min + WEIGHTS.factionSpread * (f.sum - f.min * f.count) + f.pool);
  return s.players.map((p) => {
    let best = -Infinity;
    for (const [id, v] of value) if (id !== p.faction && v > best) best = v;
    return value.get(p.faction)! - (best === -Infinity ? 0 : best);
  });
}

/** Exact margins of a finished game (the tie-break winner gets +0.5, the others -0.5 on a tie). */
export function finalMargins(s: GameState): number[] {
  const sc = finalScores(s);
  if (!sc.factions) {
    const tot = sc.seats.map((l) => l.total);
    return sc.seats.map((l, i) => {
      let best = -Infinity;
      tot.forEach((t, j) => {
        if (j !== i && t > best) best = t;
      });
      const m = l.total - best;
      return m === 0 ? (l.rank === 1 ? 0.5 : -0.5) : m;
    });
  }
  return sc.seats.map((l) => {
    const mine = sc.factions!.find((f) => f.faction === l.faction)!;
    let best = -Infinity;
    for (const f of sc.factions!) if (f.faction !== l.faction && f.total > best) best = f.total;
    const m = mine.total - best;
    return m === 0 ? (mine.rank === 1 ? 0.5 : -0.5) : m;
  });
}
