// The one rule for a name a person types now: a seat's name in a new game, a
// campaign's name (created or renamed), an ally's name. Save names follow
// their own stricter allow-list (saves/save-name.ts: they become file names),
// which accepts nothing this rule refuses.
//
// Names go into the game log, the score screen and save files, and are shown
// beside other text. So a name may be any printable text of any script, but
// no character that is not printable or that moves other text around:
//   - control characters (Cc: newline, NUL, escape ...) and the line and
//     paragraph separators U+2028/U+2029, which break a log line in two;
//   - bidirectional controls (U+061C, U+200E, U+200F, U+202A-U+202E,
//     U+2066-U+2069): U+202E shows "Aki\u202Eeog" as "Akigoe", turning what
//     follows the name around;
//   - every other invisible format character (Cf: zero-width space, soft
//     hyphen, byte order mark, tags ...), which makes two names that look
//     the same differ, except the joiners ZWNJ/ZWJ (U+200C, U+200D), part of
//     the spelling of words in Persian, Hindi and other scripts;
//   - lone surrogates (Cs), which are not text at all.
// A name has no spaces at either end (the screens trim what is typed).
//
// Names already in save and campaign files were checked by looser rules;
// they are read as they are (schemas.ts keeps the reading forms), so a game
// saved before this rule still loads.
//
// Only zod here: schemas.ts and the channel table, which the renderer imports types
// from, use it.
import { z } from 'zod';
import { msg, type Msg } from '../engine/core/message.js';

/** Characters no typed name may hold; the joiners U+200C/U+200D are the one exception among format characters. */
export const FORBIDDEN_IN_NAMES = /[\p{Cc}\p{Cs}\u2028\u2029]|(?![\u200c\u200d])\p{Cf}/u;

/** 'A name may not contain line breaks, control characters or invisible formatting characters.' */
export const NAME_CHARACTERS_RULE: Msg = msg('main.name.characters');

/** Why `name` cannot be a typed name of at most `max` characters, or null when it can. */
export function nameProblem(name: string, max: number): Msg | null {
  if (name.trim().length === 0) return msg('main.name.empty');
  if (name.length > max) return msg('main.name.tooLong', { max });
  if (FORBIDDEN_IN_NAMES.test(name)) return NAME_CHARACTERS_RULE;
  if (name.trim() !== name) return msg('main.name.spaces');
  return null;
}

/** The channels' form of the rule, for a field of at most `max` characters: the issue's `params.words` say why (its message is their id). */
export const typedName = (max: number) =>
  z.string().superRefine((name, ctx) => {
    const problem = nameProblem(name, max);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.id, params: { words: problem } });
  });
