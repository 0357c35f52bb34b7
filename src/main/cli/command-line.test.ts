// The headless tools' command lines, run as a person runs them: --help shows
// the options, a mistake is one line that says what to do (no stack trace).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Starting a tool compiles it through tsx: slow on a busy machine. */
const RUN_LIMIT_MS = 60_000;

function run(tool: string, args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(HERE, `${tool}.ts`), ...args], { encoding: 'utf8', timeout: RUN_LIMIT_MS });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe.each(['sim', 'arena'])('npm run %s', (tool) => {
  it('--help prints the usage and exits 0', () => {
    const r = run(tool, ['--help']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Usage: npm run ${tool} -- [options]`);
    expect(r.stdout).toContain('--games N');
    // The usage only: no game was played.
    expect(r.stdout).not.toMatch(/^(game seed=|summary \{)/m);
  });

  it('-h does the same, even after an option that wants a value', () => {
    const r = run(tool, ['--games', '-h']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Usage: npm run ${tool} -- [options]`);
  });

  it('an unknown option exits non-zero with one line naming it, and no stack trace', () => {
    const r = run(tool, ['--no-such-flag']);
    expect(r.status).not.toBe(0);
    expect(r.status).not.toBeNull();
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${tool}: Unknown option '--no-such-flag'. Run "npm run ${tool} -- --help" to see the options.\n`);
  });

  it('an option without its value is one line too', () => {
    const r = run(tool, ['--games']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(new RegExp(`^${tool}: .*--games.*--help`));
    expect(r.stderr).not.toMatch(/\n\s+at |TypeError|node:internal/);
  });
});
