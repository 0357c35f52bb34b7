// A suggestion in words: what the strong bot's choice does on the table, and
// why it chose it, from the search's own numbers (rollout.ts's ranking). Pure:
// the same state and ranking give the same sentence.
import { sectorAs } from '../rules/sector-words.js';
import { kinName } from '../content/names.js';
import { msg, type Msg } from '../core/message.js';
import { seatRef } from '../rules/words.js';
import { Rng } from '../core/rng.js';

import type { GameState } from '../core/types.js';
import { describeAction } from '../describe.js';
import { currentDecision } from '../index.js';
import { majorityHolder, sectorInfluence } from '../rules/nighttime.js';
import { determinize } from './determinize.js';
import { completeTurn, tryApply } from './heuristic.js';
import type { CandidateStat } from './rollout.js';

/** A margin with its sign, one decimal: "+3.1", "-0.4". */
export function signedFavor(m: number): string {
  const r = Math.round(m * 10) / 10;
  return `${r > 0 ? '+' : r < 0 ? '-' : '±'}${Math.abs(r).toFixed(1)}`;
}

/**
 * What the choice does by the end of the seat's turn, played on as the bot would (its ability
 * target, its cloak): the other seats' kin it hits or moves, the sectors where it takes the lead, favor
 * gained at once. Played on a re-deal of what the seat cannot see, so the words never give away
 * a hidden card.
 */
export function choiceEffects(s: GameState, stat: CandidateStat): Msg[] {
  const seat = currentDecision(s)?.seat;
  if (seat === undefined) return [];
  const copy = determinize(s, seat, new Rng(s.ply + 1));
  const next = tryApply(copy, stat.action);
  if (!next) return [];
  const end = completeTurn(next, seat);
  const out: Msg[] = [];
  for (const k of s.kin) {
    if (k.seat === seat || k.seat < 0 || (k.loc !== 'board' && k.loc !== 'palace')) continue;
    const after = end.kin[k.id];
    if (!after || (after.loc === k.loc && after.at === k.at)) continue;
    // A kin that is hit leaves for a palace ward or the bumped pile; one still on the board was moved.
    out.push(msg(after.loc === 'board' ? 'rules.coach.moves' : 'rules.coach.hits', { seat: seatRef(s, k.seat), kin: kinName(k.type) }));
  }
  for (let x = 0; x < s.board.length; x++) {
    const before = majorityHolder(s, sectorInfluence(s, x));
    const now = majorityHolder(end, sectorInfluence(end, x));
    if (now === seat && before !== seat) out.push(msg('rules.coach.lead', { sector: sectorAs('in', x) }));
  }
  const favor = (end.players[seat]?.fp ?? 0) - (s.players[seat]?.fp ?? 0);
  if (favor > 0) out.push(msg('rules.coach.favor', { n: favor }));
  return out;
}

/** "a, b and c" (no comma before the "and"). */
function joinWords(parts: Msg[]): Msg {
  if (parts.length <= 1) return parts[0] ?? msg('rules.empty');
  let head = parts[0]!;
  for (const p of parts.slice(1, -1)) head = msg('rules.coach.comma', { first: head, next: p });
  return msg('rules.coach.and', { first: head, last: parts.at(-1)! });
}

/**
 * The suggestion's sentence: the chosen action, what it does, its mean margin over the playouts,
 * and the runner-up's. `ranking` is the search's, chosen first; empty when nothing was searched.
 */
export function explainChoice(s: GameState, ranking: readonly CandidateStat[]): Msg {
  const [best, next] = ranking;
  if (!best) return msg('rules.empty');
  const effects = choiceEffects(s, best);
  return msg('rules.coach.explain', {
    action: describeAction(s, best.action),
    does: effects.length ? msg('rules.coach.does', { effects: joinWords(effects) }) : msg('rules.empty'),
    // The rollouts play the day out; at night they stop at the end of the seat's turn (rollout.ts).
    day: s.phase === 'day' ? 'yes' : 'no',
    margin: signedFavor(best.meanMargin),
    n: best.rollouts,
    count: String(best.rollouts),
    next: next
      ? msg('rules.coach.next', { action: describeAction(s, next.action), margin: signedFavor(next.meanMargin), n: next.rollouts, count: String(next.rollouts) })
      : msg('rules.empty'),
  });
}
