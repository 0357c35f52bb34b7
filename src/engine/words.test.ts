// The words a player reads: every log line and every choice label of random
// games in every mode, read the way a player would. A log line is a sentence
// that says who did what, where; a label says what clicking it does.
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../shared/i18n/format.js';
import { makeConfig, type ConfigOptions } from './config.js';
import type { GameState, LogLine } from './core/types.js';
import { describeAction, legalActions } from './index.js';
import { fuzzGames } from './invariants-test-support.js';
import { KIN_DEFS, SCENARIOS } from './content/index.js';
import { pendingStep } from './targets.js';

const NAMES = ['Aiko', 'Daichi', 'Emi', 'Hiro'];
const KIN_NAMES = Object.values(KIN_DEFS).map((d) => d.name);

const modes: { name: string; o: ConfigOptions }[] = [
  { name: 'standard 2p', o: { players: 2 } },
  { name: 'standard 3p', o: { players: 3 } },
  { name: 'standard 4p', o: { players: 4 } },
  { name: 'palace alternative 3p', o: { players: 3, palaceAlt: true } },
  { name: 'coop', o: { players: 2, mode: 'coop' } },
  { name: 'coop story', o: { players: 2, mode: 'coop', story: SCENARIOS[0]!.id } },
  { name: 'coop + palace alternative', o: { players: 2, mode: 'coop', palaceAlt: true } },
  { name: 'teams', o: { players: 4, mode: 'team' } },
  { name: 'dragon 3p', o: { players: 3, dragon: true } },
  { name: 'asymmetric 3p', o: { players: 3, asymmetric: true } },
];

/** How a seat is named at the start of its own lines. */
function subject(s: GameState, seat: number): string {
  return s.players[seat]?.isBasilisk ? 'The Basilisk' : NAMES[seat]!;
}

/** Everything wrong with one log line, in words. */
function lineProblems(s: GameState, line: LogLine): string[] {
  const out: string[] = [];
  const text = sayEnglish(line.msg);
  // "a agate", "an Fighter"
  if (/\ba [aeiou]/i.test(text)) out.push('"a" before a vowel');
  if (/\ban [b-df-hj-np-tv-z]/i.test(text)) out.push('"an" before a consonant');
  if (!/[.!]$/.test(text) || !/^[A-Z]/.test(text)) out.push('not a sentence');
  // "Aiko: Pass." — a bare choice label instead of a sentence
  if (/^[^ ]+( [^ ]+)?: /.test(text) && line.seat >= 0) out.push('a label after a colon, not a sentence');
  if (/\bPass\b/.test(text)) out.push('a bare "Pass"');
  if (/\bwall \d/.test(text)) out.push('a wall number, which the table does not show');
  if (line.seat >= 0) {
    const who = subject(s, line.seat);
    if (!text.startsWith(who)) out.push(`does not start with the acting seat (${who})`);
    // "Daichi hits Daichi's Apprentice": a seat's own kin is said as its own
    const rest = text.slice(who.length);
    if (rest.includes(`${who === 'The Basilisk' ? 'the Basilisk' : who}'s`)) out.push('names the acting seat twice instead of "their own"');
    // "gains 4 favor." — where from, and why? A gain or loss says its source.
    if (/\b(gains|loses) (\d+ [a-z]+(, \d+ [a-z]+)*|an? \w+ moon shard)\.$/.test(text)) out.push('a gain or loss without its source');
    // A placement names where: the spot of the sector, or the palace spot.
    if (/ places /.test(text) && !/(spot \d+ of the \w+|the Phoenix Palace|the ward by|the battlement on|the pinnacle)/.test(text)) {
      out.push('a placement without its spot');
    }
  }
  return out;
}

/** Everything wrong with one choice label. */
function labelProblems(label: string): string[] {
  const out: string[] = [];
  if (!label.trim()) out.push('empty');
  if (label === 'Pass') out.push('a bare "Pass" (what does passing skip?)');
  if (/\ba [aeiou]/i.test(label)) out.push('"a" before a vowel');
  if (/\bwall \d/.test(label)) out.push('a wall number, which the table does not show');
  // "Hermit of Aiko": a kin is named as its owner says it
  for (const kin of KIN_NAMES) if (new RegExp(`\\b${kin} of [A-Z]`).test(label)) out.push(`"${kin} of <seat>"`);
  return out;
}

function walk(o: ConfigOptions, games: number): { problems: string[]; lines: number; labels: number } {
  const config = makeConfig(o);
  config.seats.forEach((seat, i) => (seat.name = NAMES[i]!));
  const problems = new Set<string>();
  let lines = 0;
  let labels = 0;
  fuzzGames({
    config,
    games,
    seed: 4100,
    viewEvery: 0,
    illegalEvery: 0,
    checkReplay: false,
    onState: (s) => {
      for (const line of s.log) {
        lines++;
        for (const p of lineProblems(s, line)) problems.add(`${p}: "${sayEnglish(line.msg)}"`);
      }
      const task = pendingStep(s)?.task ?? '?';
      for (const a of legalActions(s)) {
        labels++;
        const label = sayEnglish(describeAction(s, a));
        for (const p of labelProblems(label)) problems.add(`${task} ${p}: "${label}"`);
      }
      return undefined;
    },
  });
  return { problems: [...problems].slice(0, 20), lines, labels };
}

describe('the words of the game, read over random games of every mode', () => {
  it.each(modes)('$name: every log line says who did what and where; every label says what a click does', ({ o }) => {
    const { problems, lines, labels } = walk(o, 2);
    expect(problems).toEqual([]);
    // The walk read real games, not an empty log.
    expect(lines).toBeGreaterThan(100);
    expect(labels).toBeGreaterThan(100);
  });
});
