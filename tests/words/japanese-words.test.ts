// Japanese log lines keep one tense: the log tells the game as it happens, in
// the present (置く, 得る), so a variant's line never reads as a past-tense
// report (置いた, 得た) next to the base game's. The glossary's terms hold
// where they had slipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/shared/i18n/catalogs/index.js';

/** A sentence or clause that ends in the past: "た"/"だ" (plain) or "ました", before a full stop, a colon, a bracket or the text's end. */
const PAST_ENDING = /(た|だ)(。|：|（|$)|ました/;

const logTexts = Object.entries(CATALOGS.ja).filter(([id]) => id.includes('.log.'));
const composed = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'words', 'ja.txt'), 'utf8').split('\n');

describe('the Japanese log, in one tense', () => {
  it('has log texts to check', () => {
    expect(logTexts.length).toBeGreaterThan(100);
  });

  it('ends no log line in the past tense, base game or variant', () => {
    // An ICU branch's end is a sentence's end too: read each text with its braces taken out.
    const past = logTexts.filter(([, text]) => PAST_ENDING.test(text.replace(/[{}]/g, '。'))).map(([id]) => id);
    expect(past).toEqual([]);
  });
});

describe('Japanese wording', () => {
  it('says where a kin moves from, with から', () => {
    expect(composed.filter((l) => /を(都|城門|外縁|社|温泉|氏族館)(城門|都|外縁|社|温泉|氏族館)/.test(l))).toEqual([]);
  });

  it('gives one reason per line: never "により" twice', () => {
    expect(composed.filter((l) => (l.match(/により/g) ?? []).length > 1)).toEqual([]);
  });

  it('never opens a quotation inside a quotation with the same bracket (「「): the coach quotes a choice in 【】', () => {
    expect(composed.filter((l) => l.includes('「「'))).toEqual([]);
  });

  it('says no sentence with two colons, as "灯籠1個を払う：都の昼の効果：この手は…" did', () => {
    expect(composed.filter((l) => l.split('。').some((sentence) => (sentence.match(/：/g) ?? []).length > 1 && !/（[^）]*：/.test(sentence)))).toEqual([]);
  });

  it('keeps the glossary’s words: a kept revelation card stays 手元に, the pioneer starts at 始まりの村', () => {
    const all = Object.values(CATALOGS.ja).join('\n');
    expect(all).not.toMatch(/出発地|出発の村|カードを残す/);
  });
});
