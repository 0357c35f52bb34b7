// Every legal choice that acts on something on the table carries a structured
// target, and a slot points at the row the rules mean. Checked over random games
// in every mode, by what the choice then does to the table (not by re-reading
// the same lookup table the code uses).
import { describe, expect, it } from 'vitest';
import { makeConfig, type ConfigOptions } from './config.js';
import { choiceHandler, pendingTask } from './core/flow.js';
import type { Action, ActionType, ChoiceTarget, GameState } from './core/types.js';
import { applyAction, choiceTarget, legalActions } from './index.js';
import { fuzzGames } from './invariants-test-support.js';
import { SCENARIOS } from './content/index.js';
import { pendingStep } from './targets.js';

/** Action types that always name a thing on the table (a spot, kin, sector, slot, site, supply pile, side, kept card). */
const ON_TABLE: readonly ActionType[] = ['place', 'spot', 'kin', 'sector', 'slot', 'site', 'res', 'shard', 'side', 'card'];

const mixes: ConfigOptions[] = [];
for (const players of [2, 3, 4]) {
  for (let flags = 0; flags < 8; flags++) {
    mixes.push({ players, palaceAlt: (flags & 1) !== 0, dragon: (flags & 2) !== 0, asymmetric: (flags & 4) !== 0 });
  }
}
mixes.push({ players: 4, mode: 'team' }, { players: 4, mode: 'team', palaceAlt: true, dragon: true, asymmetric: true });
for (const players of [2, 3]) {
  mixes.push(
    { players, mode: 'coop' },
    { players, mode: 'coop', palaceAlt: true, dragon: true, difficulty: 'hard' },
    { players, mode: 'coop', difficulty: 'easy', goldenRuleSeat: players - 1 },
  );
  for (const story of SCENARIOS) mixes.push({ players, mode: 'coop', story: story.id });
}

const name = (o: ConfigOptions) =>
  `${o.mode ?? 'standard'} ${o.players}p${o.palaceAlt ? ' palace-alt' : ''}${o.dragon ? ' dragon' : ''}${o.asymmetric ? ' asymmetric' : ''}${o.story ? ` ${o.story}` : ''}${o.difficulty ? ` ${o.difficulty}` : ''}`;

/** The id in the action that the target must repeat. */
function sameThing(a: Action, t: ChoiceTarget): boolean {
  switch (a.t) {
    case 'place':
    case 'spot':
      return t.on === 'spot' && t.spot === a.spot;
    case 'kin':
      return t.on === 'kin' && t.kin === a.kin;
    case 'sector':
      return t.on === 'sector' && t.sector === a.sector;
    case 'slot':
      return (t.on === 'moon' ? t.moon : 'slot' in t ? t.slot : -1) === a.slot;
    case 'site':
      return t.on === 'site' && t.site === a.site;
    case 'res':
      return t.on === 'supply' && t.item === a.res;
    case 'shard':
      return t.on === 'supply' && t.item === a.shard;
    case 'side':
      return t.on === 'side' && t.side === a.side;
    case 'card':
      return t.on === 'revelationCard' && t.card === a.card;
    default:
      return false;
  }
}

/** Why a slot target names the wrong row, judged by what choosing it does; null when it is right. */
function wrongRow(s: GameState, a: Extract<Action, { t: 'slot' }>, t: ChoiceTarget): string | null {
  const after = applyAction(s, a);
  const i = a.slot;
  switch (t.on) {
    case 'revelationSlot': {
      // The card leaves its slot: to a keep-or-discard choice, a player's cards or the discard pile.
      const card = s.revelations.slots[i]!;
      const next = pendingTask(after);
      const taken =
        after.revelations.slots[i] !== card ||
        (next?.k === 'keepOrDiscard' && next.card === card) ||
        after.players.some((p) => p.revelations.includes(card)) ||
        after.revelations.discard.includes(card);
      return card >= 0 && taken ? null : `revelation slot ${i} (card ${card}) was not taken`;
    }
    case 'eventSlot': {
      // Discarded from a full slot, or the last discard brought back into an empty one. Judged right after the
      // choice resolves: the flow may go on to change the row again (the Basilisk's Gates discard an event).
      const resolved = structuredClone(s);
      const top = resolved.stack.pop()!;
      choiceHandler(top.k)!.resolve(resolved, top, a);
      return resolved.events.foreseen[i] !== s.events.foreseen[i] ? null : `event slot ${i} did not change`;
    }
    case 'clanhouseSlot': {
      const next = pendingTask(after);
      return next?.k === 'clanhouseReplace' && next.slot === i && next.kin === s.clanhouse[i] ? null : `clanhouse slot ${i} was not recruited`;
    }
    case 'moon':
      return after.dragon === i ? null : `the dragon did not move to moon ${i}`;
    default:
      return `a slot choice aimed at ${t.on}`;
  }
}

interface Seen {
  /** "<step>:<kin type>" -> row, for slot choices. */
  rows: Map<string, Set<string>>;
}

function walk(o: ConfigOptions, seen: Seen, games: number): string[] {
  const config = makeConfig(o);
  const problems: string[] = [];
  fuzzGames({
    config,
    games,
    seed: 700,
    viewEvery: 0,
    illegalEvery: 0,
    checkReplay: false,
    onState: (s, info) => {
      const where = `game ${info.seed} ply ${info.ply}`;
      const step = pendingStep(s);
      for (const a of legalActions(s)) {
        const t = choiceTarget(s, a);
        if (!ON_TABLE.includes(a.t)) {
          if (t !== null) problems.push(`${where}: ${JSON.stringify(a)} has a target ${JSON.stringify(t)}`);
          continue;
        }
        if (t === null || !sameThing(a, t)) {
          problems.push(`${where}: ${step?.task ?? '?'} ${JSON.stringify(a)} -> ${JSON.stringify(t)}`);
          continue;
        }
        if (a.t === 'slot') {
          const why = wrongRow(s, a, t);
          if (why) problems.push(`${where}: ${step?.task ?? '?'}(${step?.as ?? ''}) ${why}`);
          const task = pendingTask(s)!;
          const key = `${task.k}${typeof task.orig === 'string' ? `/${task.orig}` : ''}:${step?.as ?? ''}`;
          const rows = seen.rows.get(key) ?? new Set<string>();
          rows.add(t.on);
          seen.rows.set(key, rows);
        }
      }
      return problems.length ? problems.slice(0, 5) : undefined;
    },
  });
  return problems;
}

const GAMES = 10;
let walked: { problems: Map<string, string[]>; seen: Seen } | null = null;

/** Walks every mix once (the tests below share the walk, in whatever order or selection they run). */
function walkAll(): { problems: Map<string, string[]>; seen: Seen } {
  if (walked) return walked;
  const seen: Seen = { rows: new Map() };
  const problems = new Map(mixes.map((o) => [name(o), walk(o, seen, GAMES)]));
  walked = { problems, seen };
  return walked;
}

describe('every legal choice with a table target carries it', () => {
  it.each(mixes.map((o) => ({ label: name(o) })))('$label: random games', ({ label }) => {
    expect(walkAll().problems.get(label)).toEqual([]);
  });

  it('slots point at the row the rules mean, for humans and for the Basilisk (Golden Rule)', () => {
    const { seen } = walkAll();
    const rows = (key: string) => [...(seen.rows.get(key) ?? [])];
    // PHILOSOPHER: "Acquire a revelation card, paying the scroll cost." (coop: the Basilisk's, through coopAbility)
    expect(rows('ability:philosopher')).toEqual(['revelationSlot']);
    expect(rows('coopAbility:philosopher')).toEqual(['revelationSlot']);
    // CLAIRVOYANT: "You may either discard an event card, or return the top card of the events discard pile ..."
    expect(rows('ability:clairvoyant')).toEqual(['eventSlot']);
    expect(rows('coopAbility:clairvoyant')).toEqual(['eventSlot']);
    // The Springs: "acquire up to 2 revelation cards", the Basilisk's chosen by the Golden Rule seat.
    expect(rows('springsAcquire:')).toEqual(['revelationSlot']);
    expect(rows('goldenRule/springsAcquire:')).toEqual(['revelationSlot']);
    expect(rows('goldenRule/discardEvent:')).toEqual(['eventSlot']);
    expect(rows('goldenRule/moveDragon:')).toEqual(['moon']);
    expect(rows('clanhouseAcquire:')).toEqual(['clanhouseSlot']);
    expect(rows('discardEvent:')).toEqual(['eventSlot']);
    expect(rows('moveDragon:')).toEqual(['moon']);
  });
});
