// Every word of a game in every language: random games of every mode mix are
// played, and each log line, prompt, choice label and final tie-break is said
// in every language and the pseudo-language. None may be a raw message id, a
// leftover ICU brace, (in Japanese and Chinese) English left untranslated, or
// a Spanish article or Chinese particle doubled where two phrases meet.
import { describe, expect, it } from 'vitest';
import { createGame, currentDecision, describeAction, finalScores, isGameOver, legalActions, applyAction } from '../src/engine/index.js';
import { goldenMixes } from './golden-replays/golden-replays-test-support.js';
import type { Msg } from '../src/engine/core/message.js';
import type { GameState } from '../src/engine/core/types.js';
import { wordsFor } from '../src/shared/i18n/format.js';
import { LOCALES, PSEUDO_LOCALE, type AnyLocale } from '../src/shared/i18n/locales.js';

/** Seat names with no Latin letters, so that any Latin word in a Japanese or Chinese line is English left behind. */
const SEAT_NAMES = ['愛子', '大地', '恵美', '博'];
const PLY_CAP = 600;
const LANGUAGES: AnyLocale[] = [...LOCALES, PSEUDO_LOCALE];
/** The languages written without Latin letters, where a Latin word is English left behind. */
const NO_LATIN: ReadonlySet<AnyLocale> = new Set(['ja', 'zh-Hans']);

/** The messages one random game shows a player, with where each was met. */
function messagesOfOneGame(config: GameState['config'], seed: number): { where: string; m: Msg }[] {
  const out: { where: string; m: Msg }[] = [];
  let pick = seed >>> 0;
  const next = (n: number) => {
    pick = (Math.imul(pick ^ (pick >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return pick % n;
  };
  let s = createGame(config, seed);
  const seen = (prefix: string) => s.log.forEach((l) => out.push({ where: `${prefix} log`, m: l.msg }));
  seen('setup');
  for (let ply = 0; ply < PLY_CAP && !isGameOver(s); ply++) {
    const d = currentDecision(s);
    if (d) out.push({ where: `ply ${ply} prompt (${d.kind})`, m: d.prompt });
    const options = legalActions(s);
    for (const a of options) out.push({ where: `ply ${ply} label ${JSON.stringify(a)}`, m: describeAction(s, a) });
    s = applyAction(s, options[next(options.length)]!);
    seen(`ply ${ply}`);
  }
  if (isGameOver(s)) {
    const tieBreak = finalScores(s).tieBreak;
    if (tieBreak) out.push({ where: 'tie-break', m: tieBreak });
  }
  return out;
}

/** What is wrong with `text`, the message `m` said in `locale`. */
function problemsOf(locale: AnyLocale, text: string, english: string): string[] {
  const out: string[] = [];
  if (/[{}]/.test(text)) out.push('a leftover brace');
  if (/\b[a-z][\w-]*\.[a-z0-9][\w.-]*\b/.test(text) && !/\b[a-z][\w-]*\.[a-z0-9][\w.-]*\b/.test(english)) out.push('a raw message id');
  if (NO_LATIN.has(locale)) {
    const latin = text.match(/[A-Za-z]{3,}/g);
    if (latin) out.push(`English left in ${locale}: ${latin.join(', ')}`);
  }
  // A slot filled with a phrase made for another: Spanish contracts "de el" and "a el", Chinese never doubles a particle.
  if (locale === 'es' && /(^|\s)(de|a) el\s/i.test(text)) out.push('an uncontracted "de el" or "a el"');
  if (locale === 'zh-Hans' && /(的的|在在|从从|把把)/.test(text)) out.push('a doubled particle');
  if (locale === PSEUDO_LOCALE && /(^|[^⟦~\p{L}])[A-Za-z]{3,}/u.test(text.replace(/⟦[^⟧]*⟧/g, ''))) out.push('words outside the pseudo-language');
  return out;
}

describe('every word of a game, in every language', () => {
  // One reading of the revelations is enough here: the words do not change with it.
  const mixes = goldenMixes().filter((m) => m.name.endsWith('-r3'));
  for (const mix of mixes) {
    it(`${mix.name}: no raw id, no brace, nothing left in English`, () => {
      const config = { ...mix.config, seats: mix.config.seats.map((seat, i) => ({ ...seat, name: SEAT_NAMES[i]! })) };
      const messages = messagesOfOneGame(config, 7);
      expect(messages.length).toBeGreaterThan(20);
      const problems: string[] = [];
      for (const locale of LANGUAGES) {
        const w = wordsFor(locale);
        for (const { where, m } of messages) {
          const text = w.say(m);
          for (const p of problemsOf(locale, text, wordsFor('en').say(m))) problems.push(`${locale} ${where}: ${p} in "${text}"`);
        }
        expect([...w.missing], `${locale}: ids no catalog has`).toEqual([]);
      }
      expect(problems.slice(0, 20)).toEqual([]);
    });
  }
});
