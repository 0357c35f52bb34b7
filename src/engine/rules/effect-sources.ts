// Where a running list of card effects comes from, for the log's "why": an
// effects task carries only the effects, and adding the source to the task
// would change the state (and so the hash of every save). So the source is
// found from the list itself: by identity while the lists are the content's
// own arrays (or tails cut from them, see `sameSource`), else by content, and
// a list that could come from two places names no source rather than a wrong one.
import { sectorAs } from './sector-words.js';
import { EVENTS, NIGHT_REWARDS, REVELATIONS, VILLAGES, type Effect } from '../content/index.js';

import { msg, type Msg } from '../core/message.js';
import { speaking } from '../core/speech.js';
import { eventName, revelationName, villageName } from '../content/names.js';
import { fromWords, NO_REASON } from './reasons.js';

// A source is kept as a key ("event:3", "revelation:5", "village:2", "night:4") and named by `sourceWords`.
const AMBIGUOUS = '';
let sources: Map<string, string> | null = null;
const byList = new WeakMap<readonly Effect[], string>();

/** Every content list, and every nested list, under its source (first the content's own arrays, by identity). */
function listContent(effects: readonly Effect[], source: string): void {
  if (!byList.has(effects)) byList.set(effects, source);
  for (const e of effects) {
    if ('allEnemies' in e) listContent(e.allEnemies, source);
    else {
      for (const v of Object.values(e) as unknown[]) {
        if (v && typeof v === 'object' && 'then' in v && Array.isArray(v.then)) listContent(v.then as Effect[], source);
      }
    }
  }
}

/** `tail`, cut from `list` (the rest of it, or a trade's reward and the rest), comes from the same source. */
export function sameSource(tail: readonly Effect[], list: readonly Effect[]): void {
  // Only the log names sources: a silent step need not keep track.
  if (!speaking()) return;
  sourceMap();
  const known = byList.get(list);
  if (known !== undefined && !byList.has(tail)) byList.set(tail, known);
}

function add(map: Map<string, string>, effects: readonly Effect[], source: string): void {
  // Every tail of the list: the effects task pushes the rest after running the first effect.
  for (let i = 0; i < effects.length; i++) {
    const key = JSON.stringify(effects.slice(i));
    const known = map.get(key);
    map.set(key, known === undefined || known === source ? source : AMBIGUOUS);
  }
  for (const e of effects) {
    if ('allEnemies' in e) add(map, e.allEnemies, source);
    else {
      for (const v of Object.values(e) as unknown[]) {
        if (v && typeof v === 'object' && 'then' in v && Array.isArray(v.then)) add(map, v.then as Effect[], source);
      }
    }
  }
}

function sourceMap(): Map<string, string> {
  if (sources) return sources;
  const map = new Map<string, string>();
  const each = (effects: readonly Effect[], source: string) => {
    add(map, effects, source);
    listContent(effects, source);
  };
  for (const ev of EVENTS) each(ev.effects, `event:${ev.id}`);
  for (const card of REVELATIONS) each(card.effects, `revelation:${card.id}`);
  for (const v of VILLAGES) if (v.effects) each(v.effects, `village:${v.id}`);
  for (const r of NIGHT_REWARDS) each(r.reward, `night:${r.sector}`);
  sources = map;
  return map;
}

/** A source key in words: "the event “Bandit Raid”", "“Purse”", "Moonforge", "the night reward of the Rim". */
function sourceWords(key: string): Msg {
  const [kind, id] = key.split(':') as [string, string];
  const n = Number(id);
  if (kind === 'event') return msg('rules.source.event', { event: eventName(n) });
  if (kind === 'revelation') return msg('rules.source.revelation', { card: revelationName(n) });
  if (kind === 'village') return villageName(n);
  return msg('rules.source.night', { sector: sectorAs('of', n) });
}

/** " from the event “Bandit Raid”", or nothing when the source cannot be told for sure. */
export function fromSource(effects: readonly Effect[]): Msg {
  const map = sourceMap();
  let found = byList.get(effects);
  if (found === undefined) {
    found = map.get(JSON.stringify(effects)) ?? AMBIGUOUS;
    byList.set(effects, found);
  }
  return found ? fromWords(sourceWords(found)) : NO_REASON;
}
