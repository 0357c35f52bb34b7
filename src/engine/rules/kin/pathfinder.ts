// PATHFINDER: "You may either explore an already built village, or collect the
// benefits of the one your pioneer is currently on."
import { push, task } from '../../core/flow.js';
import type { Action } from '../../core/types.js';
import { canExplore } from '../villages.js';
import type { KinAbility } from './types.js';
import { everyOption } from './shared.js';

export const pathfinder: KinAbility = {
  hasAbility: true,
  options: (s, use) => {
    const out: Action[] = [];
    if (canExplore(s, use.seat)) out.push({ t: 'option', option: 'explore' });
    out.push({ t: 'option', option: 'collect' });
    return out;
  },
  resolve: (s, use, a) => {
    if (a.t === 'option' && a.option === 'explore') push(s, task('explore', use.seat));
    else push(s, task('collectBenefit', use.seat, { site: s.players[use.seat]!.pioneer }));
  },
  basiliskOptions: everyOption,
  // Exploring moves the Basilisk's pioneer on rather than paying out now.
  autoPick: (_s, _use, options) => options.find((a) => a.t === 'option' && a.option === 'explore') ?? options[0]!,
  autoValue: 3,
};
