// Proves the architecture's import rules (eslint.config.js) really bite:
// fixture code pretending to live in each layer is linted with the project's
// own config through ESLint's Node API.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error('no lint result');
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

const rulesOf = (msgs: { rule: string | null }[]) => msgs.map((m) => m.rule);

describe('src/engine imports nothing outside itself', () => {
  it('refuses node:, packages and paths that climb out of src/engine', async () => {
    const msgs = await lint(
      'src/engine/foo.ts',
      [
        "import { readFileSync } from 'node:fs';",
        "import { x } from '../../main/x';",
        "import { y } from '../main/y.js';",
        "import { z } from 'zod';",
        "import { ok } from './core/types.js';",
        'export const all = [readFileSync, x, y, z, ok];',
      ].join('\n'),
    );
    const lines = msgs.filter((m) => m.rule === 'no-restricted-imports').map((m) => m.line);
    expect(lines).toEqual([1, 2, 3, 4]);
  });

  it('lets deeper engine files use siblings but not climb out', async () => {
    const msgs = await lint(
      'src/engine/rules/deep/bar.ts',
      [
        "import { a } from '../../core/types.js';",
        "import { b } from '../sibling.js';",
        "import { c } from '../../../main/api.js';",
        "import { d } from '../../../../package.json';",
        'export const all = [a, b, c, d];',
      ].join('\n'),
    );
    expect(msgs.filter((m) => m.rule === 'no-restricted-imports').map((m) => m.line)).toEqual([3, 4]);
  });

  it('refuses Math.random, Date.now and new Date()', async () => {
    const msgs = await lint(
      'src/engine/core/dice.ts',
      ['export const r = Math.random();', 'export const t = Date.now();', 'export const d = new Date();'].join('\n'),
    );
    expect(rulesOf(msgs)).toEqual(['no-restricted-properties', 'no-restricted-properties', 'no-restricted-syntax']);
  });

  it('lets engine tests use vitest and fast-check', async () => {
    const msgs = await lint(
      'src/engine/core/dice.test.ts',
      ["import { it } from 'vitest';", "import fc from 'fast-check';", "import { z } from 'zod';", 'void [it, fc, z];'].join('\n'),
    );
    expect(msgs.filter((m) => m.rule === 'no-restricted-imports').map((m) => m.line)).toEqual([3]);
  });
});

describe('src/renderer reaches the engine only for geometry, the setup rules and types', () => {
  it('refuses rules code, electron and Node built-ins', async () => {
    const msgs = await lint(
      'src/renderer/foo.ts',
      [
        "import { applyAction } from '../engine/rules/x';",
        "import { ipcRenderer } from 'electron';",
        "import fs from 'node:fs';",
        "import path from 'path';",
        "import { createGame } from '../engine/index.js';",
        "import { channels } from '../main/api.js';",
        'export const all = [applyAction, ipcRenderer, fs, path, createGame, channels];',
      ].join('\n'),
    );
    expect(msgs.filter((m) => m.rule === 'no-restricted-imports').map((m) => m.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses every language at once in its own code, but not in its tests', async () => {
    const code = [
      "import { sayEnglish } from '../shared/i18n/format.js';",
      "import { CATALOGS } from '../shared/i18n/catalogs/index.js';",
      "import { PARTS } from '../shared/i18n/catalogs/de.js';",
      "import { wordsFor } from '../shared/i18n/words.js';",
      "import { mergeParts } from '../shared/i18n/catalogs/parts.js';",
      'export const all = [sayEnglish, CATALOGS, PARTS, wordsFor, mergeParts];',
    ].join('\n');
    const own = await lint('src/renderer/foo.ts', code);
    expect(own.filter((m) => m.rule === 'no-restricted-imports').map((m) => m.line)).toEqual([1, 2, 3]);
    const test = await lint('src/renderer/foo.test.ts', code);
    expect(test.filter((m) => m.rule === 'no-restricted-imports')).toEqual([]);
  });

  it('allows geometry, type imports from the engine and main, and packages', async () => {
    const msgs = await lint(
      'src/renderer/scene/Thing.ts',
      [
        "import { TABLE } from '../../engine/geometry/index.js';",
        "import { setupProblems } from '../../engine/setup-rules.js';",
        "import type { GameView } from '../../engine/index.js';",
        "import { type Action } from '../../engine/core/types.js';",
        "import type { RyozenApi } from '../../main/api.js';",
        "import { create } from 'zustand';",
        'export type T = [GameView, Action, RyozenApi];',
        'export const all = [TABLE, setupProblems, create];',
      ].join('\n'),
    );
    expect(msgs.filter((m) => m.rule === 'no-restricted-imports')).toEqual([]);
  });
});

describe('src/main runs without electron', () => {
  it('refuses electron', async () => {
    const msgs = await lint('src/main/thing.ts', ["import { app } from 'electron';", 'export const a = app;'].join('\n'));
    expect(rulesOf(msgs)).toContain('no-restricted-imports');
  });

  it('lets electron/ import electron', async () => {
    const msgs = await lint('electron/thing.ts', ["import { app } from 'electron';", 'export const a = app;'].join('\n'));
    expect(rulesOf(msgs)).not.toContain('no-restricted-imports');
  });
});
