// THE VARIANTS' CONFIG DECLARATIONS, light enough for the new-game form: each
// variant with config fields, seats or checks of its own declares them in a
// module that loads no rules (core/variant.ts ConfigRules). The engine reads
// them from the installed variants (their `config`), the form and makeConfig
// from this list; configs.test.ts checks that the two agree.
import type { ConfigRules } from '../core/variant.js';
import { coopConfig } from './coop-state.js';

export const CONFIG_RULES: readonly ConfigRules[] = [coopConfig];
