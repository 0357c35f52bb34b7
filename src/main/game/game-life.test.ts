// Who may change the game in play, read from the sources (docs/architecture.md,
// "A game's life"): the driver alone holds the Session and puts games in
// place, the keeper's binding is set through the driver's table only, the
// invite service gets everything it needs when it is built, and game/ knows
// nothing of transport/ (transport depends on game, through SeatDoors).
//
// The import table of the sub-layers (eslint, tests/architecture) says the
// last one for every folder; this file keeps the game's own owner rules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The TypeScript files under `dir` (repo-relative), tests and test support included unless `sourceOnly`. */
function filesUnder(dir: string, sourceOnly: boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const rel = path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (sourceOnly && /(\.test|-test-support)\.ts$/.test(rel)) continue;
    out.push(rel);
  }
  return out.sort();
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** Files whose text matches `pattern`. */
const matching = (files: string[], pattern: RegExp) => files.filter((f) => pattern.test(read(f)));

const APP_SOURCES = [...filesUnder('src/main', true), ...filesUnder('electron', true)];

describe("one owner of a game's life (main process)", () => {
  it('only the driver makes a Session, or imports it as more than a type', () => {
    expect(matching(APP_SOURCES, /new Session\(/)).toEqual(['src/main/game/driver.ts']);
    // A value import of the class (not `import type`, not `type Session` inside braces).
    const valueImport = /import\s*\{[^}]*(?<!type\s)\bSession\b[^}]*\}\s*from\s*'[^']*session\.js'/;
    expect(matching(APP_SOURCES, valueImport)).toEqual(['src/main/game/driver.ts']);
  });

  it("only the driver calls the session's changes", () => {
    const changes = /\b(session|game)\.(newGame|restore|resume|resumeWith|apply|undo|markSaved)\(/i;
    const callers = matching(APP_SOURCES, changes).filter((f) => f !== 'src/main/game/session.ts');
    expect(callers).toEqual(['src/main/game/driver.ts']);
  });

  it("the keeper is told how a game is kept by the driver's table alone", () => {
    expect(matching(APP_SOURCES, /\.keep\(/)).toEqual(['src/main/game/driver.ts']);
    expect(matching(APP_SOURCES, /campaignId\s*=(?!=)/)).toEqual([]);
  });

  it('the invite service is built once, with its doors and the gate, by the app context', () => {
    expect(matching(APP_SOURCES, /new InviteService\(/)).toEqual(['src/main/app-context.ts']);
    expect(matching(APP_SOURCES, /useGate/)).toEqual([]);
  });

  it('game/ imports nothing of transport/ (its tests included)', () => {
    expect(matching(filesUnder('src/main/game', false), /from\s*'\.\.\/transport\//)).toEqual([]);
  });
});
