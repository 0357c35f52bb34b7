// The refusal every service and the channel gate report to the caller: the
// bridge turns it into {ok:false, error:{code, message, words}} (ipc-guard.ts).
// On its own so that the services, which the channel table imports, can throw
// it without importing the table back.
import { isMsg, msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';

/**
 * An error a handler reports to the caller as {ok:false, error:{code, message, words}}:
 * `words` for the player (said in their language), `message` the same in
 * English for logs and the command line.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly words: Msg;
  constructor(code: string, words: Msg) {
    super(sayEnglish(words));
    this.name = 'ApiError';
    this.code = code;
    this.words = words;
  }
}

/** The words of any thrown value: its own (an ApiError, a RulesError, a SaveError), else its English message as it is. */
export function errorWords(err: unknown): Msg {
  const words = (err as { words?: unknown } | null)?.words;
  if (isMsg(words)) return words;
  return msg('legacy.text', { text: err instanceof Error ? err.message : String(err) });
}
