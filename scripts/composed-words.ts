// Every composed sentence a player can meet, in each language, for review:
// seeded games of every mode are played by a seeded chooser, and each log line,
// decision prompt, choice and button label, final tie-break and coach sentence
// they show is said in every language of the app. The texts are written to
// docs/words/<locale>.txt (scripts/write-words.ts), and
// tests/words/words-current.test.ts keeps those files current, so a change to
// any word shows in the diff of its language's file.
import { makeConfig, type ConfigOptions } from '../src/engine/config.js';
import { SCENARIOS } from '../src/engine/content/index.js';
import type { Msg } from '../src/engine/core/message.js';
import { DIFFICULTIES, type GameConfig, type GameState } from '../src/engine/core/types.js';
import { costWords, explainChoice, leadOverNext } from '../src/engine/bots/explain.js';
import { chooseAction, SEARCHED_KINDS } from '../src/engine/bots/index.js';
import { applyAction, buttonLabel, createGame, currentDecision, describeAction, finalScores, isGameOver, legalActions } from '../src/engine/index.js';
import { wordsFor } from '../src/shared/i18n/format.js';
import { LOCALES, type Locale } from '../src/shared/i18n/locales.js';
import { chooser } from '../tests/golden-replays/golden-replays-test-support.js';

/** Seeds played per mode: enough to meet most sentences, few enough to stay quick. */
const SEEDS = [11, 23, 37];
/** A game stops here if not over (keeps the run time bounded). */
const PLY_CAP = 500;
/** Decisions the coach explains in the first seed's game of each mode (its search is the slow part). */
const COACHED_PER_GAME = 3;
/** Playouts of each coached search: few, since only the words matter here. */
const COACH_ITERATIONS = 12;
/**
 * Seat names as players type them. Two begin with a vowel, so French elision
 * ("d'Aiko") and the like show; they are the same in every language.
 */
const SEAT_NAMES = ['Aiko', 'Bram', 'Emi', 'Hiro'];

export interface WordsMode {
  name: string;
  options: ConfigOptions;
}

/** Every mode of the app, each with the table rules it can take. */
export function wordsModes(): WordsMode[] {
  const sides = [0, 1, 2, 3] as const;
  const out: WordsMode[] = [];
  for (const players of [2, 3, 4]) out.push({ name: `standard ${players} players`, options: { players } });
  out.push({ name: 'team', options: { players: 4, mode: 'team', sides: [...sides] } });
  out.push({ name: 'palace alternative', options: { players: 3, palaceAlt: true, sides: [...sides].slice(0, 3) } });
  out.push({ name: 'dragon', options: { players: 3, dragon: true } });
  out.push({ name: 'asymmetric', options: { players: 3, asymmetric: true } });
  out.push({ name: 'team, palace alternative, dragon, asymmetric', options: { players: 4, mode: 'team', palaceAlt: true, dragon: true, asymmetric: true, sides: [...sides] } });
  for (const difficulty of DIFFICULTIES) out.push({ name: `co-op ${difficulty}`, options: { players: 2, mode: 'coop', difficulty } });
  for (const sc of SCENARIOS) out.push({ name: `co-op story ${sc.id}`, options: { players: 3, mode: 'coop', story: sc.id, difficulty: 'medium' } });
  out.push({
    name: 'co-op, palace alternative, dragon',
    options: { players: 2, mode: 'coop', difficulty: 'hard', palaceAlt: true, dragon: true, sides: [0, 1], basiliskSide: 3 },
  });
  out.push({ name: 'co-op, Golden Rule by another seat', options: { players: 3, mode: 'coop', goldenRuleSeat: 1, difficulty: 'medium' } });
  return out;
}

/** The coach's sentences for the decision at hand, as a suggestion makes them (src/main/bots/worker.ts). */
function coachWords(s: GameState, seed: number): Msg[] {
  const kind = currentDecision(s)?.kind;
  if (!kind) return [];
  const r = chooseAction(s, 'strong', { seed, iterations: COACH_ITERATIONS, tuning: { searched: [...SEARCHED_KINDS, kind], recordSamples: true } });
  const ranking = r.stats.ranking ?? [];
  if (!ranking.length) return [];
  const out = [explainChoice(s, ranking)];
  // The review says a choice's cost the same way, from the same paired differences (review.ts).
  const lead = leadOverNext(ranking);
  if (lead) out.push(costWords({ loss: Math.abs(lead.mean), give: lead.half }));
  return out;
}

/** Every message one seeded game shows: its log, each decision's prompt and labels, the tie-break, and a few coach sentences. */
export function messagesOfGame(config: GameConfig, seed: number, coachings = COACHED_PER_GAME): Msg[] {
  const out: Msg[] = [];
  const pick = chooser(seed);
  let s = createGame(config, seed);
  let logged = 0;
  const newLines = () => {
    for (; logged < s.log.length; logged++) out.push(s.log[logged]!.msg);
  };
  newLines();
  let coached = 0;
  for (let ply = 0; ply < PLY_CAP && !isGameOver(s); ply++) {
    const d = currentDecision(s);
    if (d) out.push(d.prompt);
    const options = legalActions(s);
    for (const a of options) out.push(describeAction(s, a), buttonLabel(s, a));
    // Coach a couple of decisions with real choices, spread over the game by the chooser.
    if (coached < coachings && options.length > 2 && pick(12) === 0) {
      out.push(...coachWords(s, seed + ply));
      coached++;
    }
    s = applyAction(s, options[pick(options.length)]!);
    // A log may be trimmed or rewritten by a rule: read only what is new, from where it now ends.
    logged = Math.min(logged, s.log.length);
    newLines();
  }
  if (isGameOver(s)) {
    const tieBreak = finalScores(s).tieBreak;
    if (tieBreak) out.push(tieBreak);
  }
  return out;
}

/** Each distinct message of every mode's seeded games (by id and arguments), in the order first met. */
export function messagesOfEveryMode(): Msg[] {
  const seen = new Map<string, Msg>();
  for (const mode of wordsModes()) {
    const base = makeConfig(mode.options);
    const config: GameConfig = { ...base, seats: base.seats.map((seat, i) => ({ ...seat, name: SEAT_NAMES[i]! })) };
    for (const seed of SEEDS) for (const m of messagesOfGame(config, seed, seed === SEEDS[0] ? COACHED_PER_GAME : 0)) seen.set(JSON.stringify(m), m);
  }
  return [...seen.values()];
}

/** The header of a words file: what it is and how it is made (lines starting with '#'). */
function header(locale: Locale, count: number): string[] {
  return [
    `# Ryozen's composed words in ${locale}: ${count} distinct texts, sorted.`,
    `# Every log line, decision prompt, choice and button label, tie-break and coach sentence met in`,
    `# seeded games of every mode (${wordsModes().length} modes x ${SEEDS.length} seeds, random legal moves,`,
    `# the coach asked on ${COACHED_PER_GAME} decisions of each mode's first game), said with the catalogs' arguments filled in.`,
    `# Written by \`npm run words:write\` (scripts/write-words.ts); tests/words/words-current.test.ts keeps it current.`,
    '',
  ];
}

/** The file of one language: its header, then one line per distinct text (line breaks inside a text shown as ⏎). */
export function wordsFileText(locale: Locale, messages: readonly Msg[]): string {
  const w = wordsFor(locale);
  const texts = new Set(messages.map((m) => w.say(m).replace(/\r?\n/g, ' ⏎ ').trim()));
  texts.delete('');
  // Code-point order, not a locale's collation: the same on every machine and Node version.
  const sorted = [...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [...header(locale, sorted.length), ...sorted].join('\n') + '\n';
}

/** Every language's file, by locale. */
export function allWordsFiles(): Record<Locale, string> {
  const messages = messagesOfEveryMode();
  return Object.fromEntries(LOCALES.map((l) => [l, wordsFileText(l, messages)])) as Record<Locale, string>;
}

export const wordsFileName = (locale: Locale): string => `docs/words/${locale}.txt`;
