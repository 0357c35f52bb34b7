// COOPERATIVE MODE, story: the scenario's Act cards. Act I is read at setup
// (it reshapes the Basilisk's starting stack); Acts II and III at the start of
// rounds 2 and 3 ("follow the instructions of the Act card matching the round").
import { ownCards } from '../core/clone.js';
import { RulesError } from '../core/errors.js';
import { msg } from '../core/message.js';
import { addFp, gainAmount, kinById, log, take } from '../core/state.js';
import type { GameState, Kin, PoolKey } from '../core/types.js';
import { findScenario, type Scenario, type StoryAct, type StoryChange } from '../content/index.js';
import { actName, actText } from '../content/names.js';
import { basiliskSeat, coopOf } from './coop-state.js';

export function scenarioOf(s: GameState): Scenario | null {
  const id = s.config.story;
  if (!id) return null;
  const sc = findScenario(id);
  if (!sc) throw new RulesError('bad-story', msg('variants.error.badStory', { id }));
  return sc;
}

/** Reveals the next Act card of the scenario deck and applies its changes; returns it (or null). */
export function revealAct(s: GameState): StoryAct | null {
  const sc = scenarioOf(s);
  const c = coopOf(s);
  const n = c.storyDeck.pop();
  if (!sc || n === undefined) return null;
  const act = sc.acts[n - 1]!;
  c.acts.push(n);
  log(s, -1, () => msg('variants.story.log.act', { act: n, name: actName(sc.id, n), text: actText(sc.id, n) }));
  applyChanges(s, act.changes);
  return act;
}

/**
 * Applies an act's changes. Kin changes only make sense at setup (the Basilisk's starting stack is
 * still its hand then): removed kin go back to the box, added kin come from its clan pile.
 */
export function applyChanges(s: GameState, changes: readonly StoryChange[]): void {
  const b = basiliskSeat(s);
  const c = coopOf(s);
  for (const ch of changes) {
    if ('basiliskRemoveKin' in ch) {
      for (const type of ch.basiliskRemoveKin) {
        const k = s.kin.find((x) => x.seat === b && x.loc === 'hand' && x.type === type);
        if (k) kinById(s, k.id).loc = 'box';
      }
    } else if ('basiliskAddKin' in ch) {
      for (const type of ch.basiliskAddKin) {
        const k = s.kin.find((x) => x.seat === b && x.type === type && (x.loc === 'pile' || x.loc === 'box'));
        if (k) toHand(s, k);
      }
    } else if ('basiliskGain' in ch) gainAmount(s, b, ch.basiliskGain);
    else if ('basiliskFp' in ch) addFp(s, b, ch.basiliskFp);
    else if ('alliesGain' in ch) gainAmount(s, 0, ch.alliesGain);
    else if ('alliesLose' in ch) for (const k in ch.alliesLose) take(s, 0, k as PoolKey, ch.alliesLose[k as PoolKey] ?? 0);
    else if ('basiliskExtraTurn' in ch) c.extraTurns += ch.basiliskExtraTurn;
    else if ('blockSector' in ch) c.blocked.push(ch.blockSector);
  }
}

/** Moves a Basilisk kin from its clan pile (or the box) into its hand. */
export function toHand(s: GameState, kin: Kin): void {
  const k = kinById(s, kin.id);
  const pile = ownCards(s, k.seat).pile;
  const i = pile.indexOf(k.id);
  if (i >= 0) pile.splice(i, 1);
  k.loc = 'hand';
  k.at = '';
  k.cloaked = false;
}
