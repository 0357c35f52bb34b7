// Why a gain or loss a player chooses happens ("from the event “Moonrise”",
// "in the Phoenix Palace"), for its log line. The choice step's task carries
// no reason, and adding one would change the state and so every save's hash;
// so the reason is kept beside the task object, which the step resolves
// unchanged. A task rebuilt from a saved file has none, and its line then
// simply says less.
import { msg, type Msg } from '../core/message.js';
import type { Task } from '../core/types.js';
import { speaking } from '../core/speech.js';

const reasons = new WeakMap<Task, Msg>();

/** No reason: words that say nothing. */
export const NO_REASON: Msg = msg('rules.why.none');

/** `t`, remembered with `reason` (words that follow the gain, e.g. " from Moonforge"); a silent step skips the words. */
export function because<T extends Task>(t: T, reason: () => Msg): T {
  if (!speaking()) return t;
  const said = reason();
  if (said.id !== NO_REASON.id) reasons.set(t, said);
  return t;
}

/** The words `because` kept for `t`, or words that say nothing. */
export function reasonOf(t: Task): Msg {
  return reasons.get(t) ?? NO_REASON;
}

/** " from Moonforge": why, as the source `source` (a village, a card) is named. */
export function fromWords(source: Msg): Msg {
  return msg('rules.why.from', { source });
}
