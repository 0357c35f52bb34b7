// Why a gain or loss a player chooses happens ("from the event “Moonrise”",
// "in the Phoenix Palace"), for its log line. The choice step's task carries
// no reason, and adding one would change the state and so every save's hash;
// so the reason is kept beside the task object, which the step resolves
// unchanged. A task rebuilt from a saved file has none, and its line then
// simply says less.
import type { Task } from '../core/types.js';

const reasons = new WeakMap<Task, string>();

/** `t`, remembered with `reason` (words that follow the gain, e.g. " from Moonforge"). */
export function because<T extends Task>(t: T, reason: string): T {
  if (reason) reasons.set(t, reason);
  return t;
}

/** The words `because` kept for `t`, or "". */
export function reasonOf(t: Task): string {
  return reasons.get(t) ?? '';
}
