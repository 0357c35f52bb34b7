// COOPERATIVE MODE, SETUP: the allies' shared pool and the difficulty
// adjustment, the enemy deck, the first player token to the Basilisk, the
// Basilisk's starting stack (vanilla or story Act I) and its clan pile; at each
// dawn the Basilisk stack is formed again and the next Act card is read.
import { ownCards, ownPlayer } from '../core/clone.js';
import { push, task, TaskTable } from '../core/flow.js';
import { msg } from '../core/message.js';
import { gain, kinById, log, seatName, take, turnOrder, withRng } from '../core/state.js';
import type { Action, GameState, NoData, Pool, Task } from '../core/types.js';
import { RESOURCES } from '../core/types.js';
import {
  BASILISK_EXTRA_KIN, DIFFICULTY_ADJUST, ENEMY_DECK, STARTING_RESOURCES, STARTING_SETS,
} from '../content/index.js';
import { kinName } from '../content/names.js';
import { resCount } from '../rules/words.js';
import type { Random } from '../core/rng.js';
import { emptyPool, revealToClanhouse } from '../rules/setup.js';
import { allyCount, basiliskHand, basiliskSeat, coopOf, syncStack, type CoopState } from './coop-state.js';
import { revealAct, scenarioOf, toHand } from './coop-story.js';
import { commaList } from './phrases.js';

declare module '../core/types.js' {
  interface TaskData {
    /** One of `of` difficulty adjustments (`n` counts from 1): `dir` > 0 adds a resource to the allies' pool, < 0 removes one. */
    coopDifficulty: { dir: number; n: number; of: number };
    coopSetupBasilisk: NoData;
  }
}

/** The steps this module defines (installed by the list of variants). */
export const coopSetupTasks = new TaskTable();


export function setupCoop(s: GameState, rng: Random): void {
  const b = basiliskSeat(s);
  // "The players keep their resources and moon shards together in a shared pool": allies share pool 0,
  // holding every ally's starting resources; the Basilisk keeps its own (pool 1).
  const allies: Pool = emptyPool();
  for (const r of RESOURCES) allies[r] = STARTING_RESOURCES[r] * allyCount(s);
  s.pools = [allies, { ...emptyPool(), ...STARTING_RESOURCES }];
  for (const p of s.players) {
    p.pool = p.isBasilisk ? 1 : 0;
    p.faction = p.isBasilisk ? 1 : 0;
  }
  // "The Basilisk goes first": it holds the first player token, so its herald takes slot I.
  s.firstPlayer = b;
  s.capital = turnOrder(s);
  // The clanhouse is seeded again in play order once the Basilisk's stack is set (coopSetupBasilisk).
  for (const id of s.clanhouse) {
    if (id < 0) continue;
    const k = kinById(s, id);
    k.loc = 'pile';
    ownCards(s, k.seat).pile.push(id);
  }
  s.clanhouse = s.clanhouse.map(() => -1);
  const coop: CoopState = {
    // "Shuffle the 12 sector cards with the 3 twist cards to form the enemy deck."
    deck: rng.shuffle(ENEMY_DECK.map((c) => c.id)),
    discard: [],
    removed: [],
    revealed: 0,
    card: -1,
    stack: [],
    acts: [],
    storyDeck: s.config.story ? [3, 2, 1] : [],
    blocked: [],
    extraTurns: 0,
  };
  s.coop = coop;
  syncStack(s); // the standard starting set until coopSetupBasilisk forms the real stack
  // "Choose the Basilisk's difficulty level, then adjust your starting resources" (one at a time, by ally 1).
  const adjust = DIFFICULTY_ADJUST[s.config.difficulty ?? 'medium'];
  const steps: Task[] = [];
  for (let i = 0; i < Math.abs(adjust); i++) steps.push(task('coopDifficulty', 0, { dir: Math.sign(adjust), n: i + 1, of: Math.abs(adjust) }));
  push(s, ...steps, task('coopSetupBasilisk', -1));
}

coopSetupTasks.choice('coopDifficulty', {
  kind: 'coopDifficulty',
  label: (_s, t, a) => (a.t === 'res' && t.dir < 0 ? msg('variants.coop.difficulty.lose', { res: resCount(a.res, 1) }) : null),
  prompt: (s, t) =>
    t.dir > 0
      ? msg('variants.coop.difficulty.promptAdd', { n: t.n, of: t.of })
      : msg('variants.coop.difficulty.promptRemove', { level: s.config.difficulty === 'heroic' ? 'heroic' : 'hard', n: t.n, of: t.of }),
  options: (s, t) => {
    const pool = s.pools[s.players[t.seat]!.pool]!;
    const kinds = t.dir > 0 ? RESOURCES : RESOURCES.filter((r) => pool[r] > 0);
    return kinds.map((res): Action => ({ t: 'res', res }));
  },
  resolve: (s, t, a) => {
    if (a.t !== 'res') return;
    if (t.dir > 0) gain(s, t.seat, a.res);
    else take(s, t.seat, a.res);
    log(s, t.seat, () => msg(t.dir > 0 ? 'variants.coop.log.difficultyGain' : 'variants.coop.log.difficultyLose', { seat: seatName(s, t.seat), res: resCount(a.res, 1) }));
  },
});

coopSetupTasks.auto('coopSetupBasilisk', (s) => {
  const b = basiliskSeat(s);
  const story = scenarioOf(s);
  const set = story ? STARTING_SETS.basiliskStory : STARTING_SETS.basiliskVanilla;
  // "The Basilisk places their starting set of kin in front of them": vanilla 3 apprentices and 1 fighter,
  // story 5 apprentices and 1 fighter.
  const want: Record<string, number> = { apprentice: set.apprentice, fighter: set.fighter };
  for (const k of s.kin) {
    if (k.seat !== b || (k.type !== 'apprentice' && k.type !== 'fighter')) continue;
    if ((want[k.type] ?? 0) > 0) {
      want[k.type]! -= 1;
      toHand(s, k);
    } else kinById(s, k.id).loc = 'box';
  }
  // Story: "Reveal the first card of the deck (an Act I card) and follow its instructions."
  if (story) revealAct(s);
  // Extra kin "drawn randomly from the remaining ones (no apprentices or fighter)".
  const extra = (story ? BASILISK_EXTRA_KIN.story : BASILISK_EXTRA_KIN.vanilla)[allyCount(s)];
  const p = ownPlayer(s, b);
  p.pile = withRng(s, (r) => r.shuffle(p.pile.slice()));
  for (let i = 0; i < extra && p.pile.length; i++) toHand(s, s.kin[p.pile[p.pile.length - 1]!]!);
  // "Shuffle the Basilisk's starting set of kin into a stack (the Basilisk stack) and place it faceup."
  const c = coopOf(s);
  c.stack = withRng(s, (r) => r.shuffle(basiliskHand(s).map((k) => k.id)));
  // "Put the remaining Basilisk kin tiles onto the clanhouse": they stay its face-down clan pile by the
  // clanhouse; then, in order of play, each seat reveals its top kin into the clanhouse row.
  for (const seat of turnOrder(s)) revealToClanhouse(s, seat);
  const topFirst = c.stack
    .slice()
    .reverse()
    .map((id) => kinName(s.kin[id]!.type));
  log(s, b, () => msg('variants.coop.log.startingStack', { seat: seatName(s, b), n: c.stack.length, kin: commaList(topFirst) }));
});

export function coopDawn(s: GameState): void {
  const c = coopOf(s);
  c.blocked = [];
  c.extraTurns = 0;
  c.card = -1;
  // The Basilisk's kin come home; they form its stack again, shuffled and face up.
  c.stack = withRng(s, (r) => r.shuffle(basiliskHand(s).map((k) => k.id)));
  // Story: Act II at the start of round 2, Act III at the start of round 3.
  if (scenarioOf(s)) revealAct(s);
}

// The enemy deck's order and the face-down Act cards are secret; of the discard pile only the top card shows.
export function coopView(coop: CoopState | null): CoopState | null {
  if (!coop) return null;
  const c = JSON.parse(JSON.stringify(coop)) as CoopState;
  c.deck = c.deck.map(() => -1);
  c.discard = c.discard.map((id, i, all) => (i === all.length - 1 ? id : -1));
  c.storyDeck = c.storyDeck.map(() => -1);
  return c;
}
