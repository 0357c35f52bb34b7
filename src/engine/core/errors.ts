import type { Msg } from './message.js';

/**
 * An action or configuration the rules do not allow. The state it was tried on
 * is left unchanged. `words` says why, for the player (the engine speaks no
 * language: its `message` is the words' id).
 */
export class RulesError extends Error {
  readonly code: string;
  readonly words: Msg;
  constructor(code: string, words: Msg) {
    super(words.id);
    this.name = 'RulesError';
    this.code = code;
    this.words = words;
  }
}

export function rulesAssert(cond: unknown, code: string, words: Msg): asserts cond {
  if (!cond) throw new RulesError(code, words);
}
