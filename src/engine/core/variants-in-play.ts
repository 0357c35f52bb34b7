// The variants a game plays, folded into one answer for each rule hook. The
// list itself is written once (variants/index.ts), which installs it here; the
// rules ask this module, so they never import the variants that change them.
import type { AutoHandler, ChoiceHandler } from './task-table.js';
import type { GameConfig, GameState, Sector, Task, VariantStates } from './types.js';
import type { PalaceRules, RuleHooks, SectorScoring, Variant } from './variant.js';

let installed: readonly Variant[] = [];
const autos = new Map<string, AutoHandler>();
const choices = new Map<string, ChoiceHandler>();
/** Both kinds of handler by step, for `advance`: one look-up a step instead of two. */
const handlers = new Map<string, StepHandler>();
const NO_HANDLER: StepHandler = { auto: undefined, choice: undefined };

export interface StepHandler {
  auto: AutoHandler | undefined;
  choice: ChoiceHandler | undefined;
}

/** Installs the ordered list of variants and the handlers of their steps (once, by the list's module). */
export function installVariants(list: readonly Variant[]): void {
  if (installed.length) throw new Error('The variants are installed once');
  installed = list;
  stateKeys = list.flatMap((v) => Object.keys(v.state ?? {}));
  formerExtKeys = list.flatMap((v) => v.formerExt ?? []);
  for (const table of list.flatMap((v) => v.tasks ?? [])) {
    for (const [k, h] of table.autos) define(autos, k, h);
    for (const [k, h] of table.choices) define(choices, k, h);
  }
}

function define<H>(map: Map<string, H>, k: string, h: H): void {
  if (autos.has(k) || choices.has(k)) throw new Error(`Step '${k}' is defined twice`);
  map.set(k, h);
  handlers.set(k, { auto: autos.get(k), choice: choices.get(k) });
}

/** The handler of step `k`: an automatic one or a choice (neither for an unknown step). */
export function handlerOf(k: string): StepHandler {
  return handlers.get(k) ?? NO_HANDLER;
}

export function choiceHandler(k: string): ChoiceHandler | undefined {
  return choices.get(k);
}

/** Every installed variant, played or not. */
export function installedVariants(): readonly Variant[] {
  return installed;
}

let stateKeys: readonly string[] = [];

/** The top-level state fields the variants add, in list order. */
export function variantStateKeys(): readonly string[] {
  return stateKeys;
}

let formerExtKeys: readonly string[] = [];

/** The state fields that were entries of the former `ext` bag, in list order (core/former-ext.ts). */
export function formerExtSlots(): readonly string[] {
  return formerExtKeys;
}

/** Every variant's state fields as a new game with `config` starts them (a variant that is off: blank). */
export function newVariantStates(config: GameConfig): Partial<VariantStates> {
  const out: Record<string, unknown> = {};
  for (const v of installed) for (const [k, start] of Object.entries(v.state ?? {})) out[k] = (start as (c: GameConfig) => unknown)(config);
  return out as Partial<VariantStates>;
}

/** A game's variants, and what the rules ask of them at every step. */
interface InPlay {
  variants: readonly Variant[];
  /** The palace of the last variant in the list that brings one (placement asks at every decision). */
  palace: PalaceRules | undefined;
  /** Each rule hook's implementations among the variants played, in list order (filled as asked). */
  hooks: { [K in keyof RuleHooks]?: readonly NonNullable<RuleHooks[K]>[] };
}

// Configs are never changed, so the answer is kept per config; the last one
// asked is kept apart too, since a game asks about its own config many times a step.
const byConfig = new WeakMap<GameConfig, InPlay>();
let lastConfig: GameConfig | null = null;
let lastInPlay: InPlay = { variants: [], palace: undefined, hooks: {} };

function inPlay(config: GameConfig): InPlay {
  if (config === lastConfig) return lastInPlay;
  let found = byConfig.get(config);
  if (!found) {
    const variants = installed.filter((v) => v.enabled(config));
    found = {
      variants,
      palace: variants.reduce<PalaceRules | undefined>((p, v) => v.palace ?? p, undefined),
      hooks: {},
    };
    byConfig.set(config, found);
  }
  lastConfig = config;
  lastInPlay = found;
  return found;
}

/** The variants a game with `config` plays, in list order. */
export function variantsOf(config: GameConfig): readonly Variant[] {
  return inPlay(config).variants;
}

/** The implementations of hook `key` among the variants `config` plays, in list order. */
function hooksOf<K extends keyof RuleHooks>(config: GameConfig, key: K): readonly NonNullable<RuleHooks[K]>[] {
  const game = inPlay(config);
  const kept = game.hooks as Record<K, readonly NonNullable<RuleHooks[K]>[] | undefined>;
  let hooks = kept[key];
  if (!hooks) {
    hooks = game.variants.flatMap((v) => (v.hooks?.[key] ? [v.hooks[key]] : []));
    kept[key] = hooks;
  }
  return hooks;
}

// Each hook below folds the variants' answers in turn over the base rules'
// answer. Written out as plain loops: several run at every step, and a shared
// fold taking a callback allocated a closure on each call.
export function turnTasks(s: GameState, seat: number, base: Task[]): Task[] {
  const hooks = hooksOf(s.config, 'turnTasks');
  for (let i = 0; i < hooks.length; i++) base = hooks[i]!(s, seat, base);
  return base;
}
export function turnsInARow(s: GameState, seat: number): number {
  const hooks = hooksOf(s.config, 'turnsInARow');
  let n = 1;
  for (let i = 0; i < hooks.length; i++) n = hooks[i]!(s, seat, n);
  return n;
}
export function blockedSectors(s: GameState, seat: number): number[] {
  const hooks = hooksOf(s.config, 'blockedSectors');
  let out: number[] = [];
  for (let i = 0; i < hooks.length; i++) out = hooks[i]!(s, seat, out);
  return out;
}
export function afterSectorPlacement(s: GameState, seat: number, sector: Sector): Task[] {
  const hooks = hooksOf(s.config, 'afterSectorPlacement');
  let out: Task[] = [];
  for (let i = 0; i < hooks.length; i++) out = hooks[i]!(s, seat, sector, out);
  return out;
}
export function beforeSector(s: GameState, sector: Sector): SectorScoring {
  const hooks = hooksOf(s.config, 'beforeSector');
  let out: SectorScoring = { score: true, steps: [] };
  for (let i = 0; i < hooks.length; i++) out = hooks[i]!(s, sector, out);
  return out;
}
/** How the game's variants schedule a task, in turn (every push asks once, then applies them to each task). */
export function scheduleHooks(s: GameState): readonly NonNullable<RuleHooks['schedule']>[] {
  return hooksOf(s.config, 'schedule');
}
export function discardFavor(s: GameState, printed: number): number {
  const hooks = hooksOf(s.config, 'discardFavor');
  let out = printed;
  for (let i = 0; i < hooks.length; i++) out = hooks[i]!(s, printed, out);
  return out;
}
export function atDawn(s: GameState): void {
  for (const v of variantsOf(s.config)) v.hooks?.dawn?.(s);
}

/** The palace rules of the last variant in the list that brings its own, else `standard`. */
export function palaceOf(s: GameState, standard: PalaceRules): PalaceRules {
  return inPlay(s.config).palace ?? standard;
}
