// A suggestion in words: what the strong bot's choice does on the table, and
// why it chose it, from the search's own numbers (rollout.ts's ranking). Pure:
// the same state and ranking give the same sentence.
import { sectorAs } from '../rules/sector-words.js';
import { kinName } from '../content/names.js';
import { msg, type Msg } from '../core/message.js';
import { seatKind, seatRef } from '../rules/words.js';
import { Rng } from '../core/rng.js';

import type { GameState } from '../core/types.js';
import { describeAction } from '../describe.js';
import { currentDecision } from '../index.js';
import { majorityHolder, sectorInfluence } from '../rules/nighttime.js';
import { determinize } from './determinize.js';
import { completeTurn, tryApply } from './heuristic.js';
import type { CandidateStat } from './rollout.js';
import { clearlyPositive, pairedDiff, sharedSamples, type PairedDiff } from './paired.js';

// Numbers travel as numbers, counts too: each catalog formats them by its
// language's ICU rules (a sign, one decimal, "+1,5" in German and French, "1.200"
// playouts in German), never as text made here.

/**
 * A reviewed choice's cost in words: its mean loss, give or take the half-width of its ~95%
 * interval (review.ts). A review made before losses had intervals has no `give`: said without it.
 */
export function costWords(c: { loss: number; give?: number }): Msg {
  if (c.give === undefined || !Number.isFinite(c.give)) return msg('rules.coach.costPlain', { loss: c.loss });
  // No doubt left to say (under 0.05, shown as 0.0): the two choices came out the same way on
  // every re-deal, as after the day's placements, when nothing hidden is drawn before the turn ends.
  return c.give < 0.05 ? msg('rules.coach.costSure', { loss: c.loss }) : msg('rules.coach.cost', { loss: c.loss, give: c.give });
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
    out.push(
      msg(after.loc === 'board' ? 'rules.coach.moves' : 'rules.coach.hits', {
        seat: seatRef(s, k.seat),
        who: seatKind(s, k.seat),
        kin: kinName(k.type),
      }),
    );
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
 * How far the choice is ahead of the runner-up, pair by pair on the re-deals they shared: `lead`
 * when given (a comparison of its own, e.g. the worker's fresh common re-deals), else from the
 * search's recorded samples (rollout.ts `recordSamples`); null when they shared fewer than two.
 */
export function leadOverNext(ranking: readonly CandidateStat[], lead?: PairedDiff): PairedDiff | null {
  if (lead) return lead.n >= 2 ? lead : null;
  const [best, next] = ranking;
  if (!best?.samples || !next?.samples) return null;
  const shared = sharedSamples(best.samples, next.samples);
  return shared.a.length >= 2 ? pairedDiff(shared.a, shared.b) : null;
}

/**
 * The suggestion's sentence: the chosen action, what it does, its mean margin over the playouts,
 * and the runner-up: how far ahead of it the choice is, give or take (a ~95% interval of the
 * paired differences, paired.ts), or that the two are too close to call when that interval
 * reaches zero; only the runner-up's own mean when no pairs are known. `ranking` is the search's,
 * chosen first; empty when nothing was searched.
 */
export function explainChoice(s: GameState, ranking: readonly CandidateStat[], lead?: PairedDiff): Msg {
  const [best, next] = ranking;
  if (!best) return msg('rules.empty');
  const effects = choiceEffects(s, best);
  const d = next ? leadOverNext(ranking, lead) : null;
  // Under 0.05 (shown as 0.0) there is no doubt to say: the two came out the same way on every re-deal.
  const sure = d !== null && d.half < 0.05;
  const id = !d ? '' : sure ? (d.mean >= 0.05 ? 'rules.coach.nextLeadSure' : 'rules.coach.nextEven') : clearlyPositive(d) ? 'rules.coach.nextLead' : 'rules.coach.nextClose';
  const nextWords = !next
    ? msg('rules.empty')
    : d
      ? msg(id, { action: describeAction(s, next.action), lead: d.mean, give: d.half, pairs: d.n })
      : msg('rules.coach.next', { action: describeAction(s, next.action), margin: next.meanMargin, n: next.rollouts });
  return msg('rules.coach.explain', {
    action: describeAction(s, best.action),
    does: effects.length ? msg('rules.coach.does', { effects: joinWords(effects) }) : msg('rules.empty'),
    // The rollouts play the day out; at night they stop at the end of the seat's turn (rollout.ts).
    day: s.phase === 'day' ? 'yes' : 'no',
    margin: best.meanMargin,
    n: best.rollouts,
    next: nextWords,
  });
}
