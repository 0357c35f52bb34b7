// The one list of each choice the set-up screens offer and the channels
// accept: the renderer builds its pickers from these, and the schemas
// (schemas.ts) accept exactly these. The engine names the kinds (its types);
// a kind added there and missing here fails to compile (the checks below).
import type { Controller, Difficulty, Mode } from '../engine/core/types.js';

export const MODES = ['standard', 'team', 'coop'] as const satisfies readonly Mode[];
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'heroic'] as const satisfies readonly Difficulty[];
/** People first, then the computer levels from the weakest. */
export const CONTROLLERS = ['human', 'random', 'heuristic', 'strong'] as const satisfies readonly Controller[];
export const COMPUTER_LEVELS = ['random', 'heuristic', 'strong'] as const satisfies readonly Exclude<Controller, 'human'>[];

// Every kind the engine knows is listed.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : { missing: Exclude<All, Listed> };
const everyMode: Missing<Mode, (typeof MODES)[number]> = true;
const everyDifficulty: Missing<Difficulty, (typeof DIFFICULTIES)[number]> = true;
const everyController: Missing<Controller, (typeof CONTROLLERS)[number]> = true;
const everyLevel: Missing<Exclude<Controller, 'human'>, (typeof COMPUTER_LEVELS)[number]> = true;
void [everyMode, everyDifficulty, everyController, everyLevel];
