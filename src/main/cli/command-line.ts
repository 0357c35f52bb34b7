// Reading a command line for the headless tools (sim, arena): --help prints
// the usage, and a mistake in the options is one line on stderr, never a
// stack trace (node's parseArgs throws on an unknown flag or a missing value).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isMsg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parsed option values, as parseArgs gives them for `options`. */
export type Values<O extends Options> = ReturnType<typeof parseArgs<{ options: O }>>['values'];

/**
 * Parses `argv` against `options`. `--help` or `-h` anywhere prints `usage`
 * and exits 0; a command line parseArgs refuses exits 2 with one line that
 * names the tool and says how to see the options.
 */
export function readCommandLine<O extends Options>(tool: string, usage: string, options: O, argv: string[] = process.argv.slice(2)): Values<O> {
  // Before parsing: `--games --help` must still show the usage, not complain about --games.
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(usage.endsWith('\n') ? usage : `${usage}\n`);
    process.exit(0);
  }
  try {
    return parseArgs({ args: argv, options }).values as Values<O>;
  } catch (err) {
    process.stderr.write(`${commandLineMistake(tool, err)}\n`);
    process.exit(2);
  }
}

/** What an error says, in English: its words (an engine refusal's message is only their id), else its message. */
export function errorText(err: unknown): string {
  const words = (err as { words?: unknown } | null)?.words;
  if (isMsg(words)) return sayEnglish(words);
  return err instanceof Error ? err.message : String(err);
}

/** One sentence for a refused command line, from parseArgs' error (whose text goes on to explain positionals). */
export function commandLineMistake(tool: string, err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err);
  const first = (raw.split(/\.\s/)[0] ?? raw).replace(/\.$/, '').trim();
  return `${tool}: ${first}. Run "npm run ${tool} -- --help" to see the options.`;
}
