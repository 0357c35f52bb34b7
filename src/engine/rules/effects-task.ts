// The step that runs a list of card effects. Its handler is the interpreter in
// effects.ts; the step is made here, apart, because the rules whose rewards are
// effects (villages, night rewards) are the rules the interpreter asks back
// (may this seat explore?), and neither may import the other.
import { task } from '../core/flow.js';
import type { Task } from '../core/types.js';
import type { Effect } from '../content/types.js';

export function effectsTask(seat: number, effects: readonly Effect[]): Task {
  return task('effects', seat, { effects });
}
