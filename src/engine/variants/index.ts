// THE LIST OF VARIANTS: every mode and table rule of the rulebook, in the order
// the game folds them (a later variant sees what the earlier ones made of a
// rule, and its palace replaces theirs). Adding a variant is adding its module
// and its line here.
import { installVariants } from '../core/variants-in-play.js';
import type { Variant } from '../core/variant.js';
import { asymmetric } from './asymmetric.js';
import { base } from './base.js';
import { coop } from './coop.js';
import { coopPalace } from './coop-palace.js';
import { dragon } from './dragon.js';
import { palaceAlt } from './palace-alt.js';
import { team } from './team.js';

export const VARIANTS: readonly Variant[] = [base, team, palaceAlt, dragon, asymmetric, coop, coopPalace];

installVariants(VARIANTS);
