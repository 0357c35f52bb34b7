// The import table (tests/architecture/layers.ts) is the one statement of which
// folder may import which: the lint rule built from it must refuse a bad import,
// the real import graph must keep to it, and docs/architecture.md must show it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDependencyTree } from 'dpdm';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOC, layersBlockOf } from '../../scripts/write-layers-doc.js';
import { EXCEPTIONS, importVerdict, isTestFile, layersMarkdown, withoutExtension } from './layers.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the ryozen/layers lint rule', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  /** The lines `ryozen/layers` reports when `code` is linted as if it lived at `filePath`. */
  async function refusedLines(filePath: string, lines: string[]) {
    const [result] = await eslint.lintText(lines.join('\n'), { filePath });
    if (!result) throw new Error('no lint result');
    return result.messages.filter((m) => m.ruleId === 'ryozen/layers').map((m) => m.line);
  }

  it('refuses an engine rule reaching up into variants or bots, but not down into core', async () => {
    const lines = await refusedLines('src/engine/rules/tmp-bad.ts', [
      "import { VARIANTS } from '../variants/index.js';",
      "import type { Bot } from '../bots/index.js';",
      "import { clone } from '../core/clone.js';",
      'export const all = [VARIANTS, clone]; export type B = Bot;',
    ]);
    expect(lines).toEqual([1, 2]);
  });

  it('refuses the upward import from engine to shared even in an engine test-support file', async () => {
    const lines = await refusedLines('src/engine/tmp-test-support.ts', ["import { sayEnglish } from '../shared/i18n/format.js';", 'export const say = sayEnglish;']);
    expect(lines).toEqual([1]);
  });

  it('keeps main in the order transport -> contract -> game -> saves', async () => {
    expect(await refusedLines('src/main/saves/tmp.ts', ["import { Session } from '../game/session.js';", 'export const s = Session;'])).toEqual([1]);
    expect(await refusedLines('src/main/game/tmp.ts', ["import { channels } from '../contract/channel-table.js';", 'export const c = channels;'])).toEqual([1]);
    // Only the invite service's own imports are let through, not the folder.
    expect(await refusedLines('src/main/game/tmp.ts', ["import { SeatListener } from '../transport/seat-listener.js';", 'export const l = SeatListener;'])).toEqual([1]);
    expect(await refusedLines('src/main/contract/tmp.ts', ["import { Session } from '../game/session.js';", 'export const s = Session;'])).toEqual([]);
  });

  it('keeps the renderer’s pure modules free of React, three and the stores', async () => {
    const lines = await refusedLines('src/renderer/scene/pure/tmp.ts', [
      "import * as THREE from 'three';",
      "import { useState } from 'react';",
      "import { useGame } from '../../store/game.js';",
      "import { TABLE } from '../../../engine/geometry/index.js';",
      "import type { GameView } from '../../../engine/view.js';",
      'export const all = [THREE, useState, useGame, TABLE]; export type V = GameView;',
    ]);
    expect(lines).toEqual([1, 2, 3]);
  });

  it('lets the renderer take engine types but not engine rules', async () => {
    const lines = await refusedLines('src/renderer/ui/tmp.tsx', [
      "import { legalActions } from '../../engine/index.js';",
      "import { type GameView } from '../../engine/view.js';",
      "import { layoutOf } from '../scene/pure/layout.js';",
      'export const all = [legalActions, layoutOf]; export type V = GameView;',
    ]);
    expect(lines).toEqual([1]);
  });

  it('lets a test reach across layers', async () => {
    expect(await refusedLines('src/main/saves/tmp.test.ts', ["import { Session } from '../game/session.js';", 'void Session;'])).toEqual([]);
  });
});

describe('the real import graph', () => {
  let edges: { from: string; to: string }[];
  beforeAll(async () => {
    const tree = await parseDependencyTree(['src/**/*.ts', 'src/**/*.tsx'], { cwd: ROOT, context: ROOT, transform: false, skipDynamicImports: false });
    edges = Object.entries(tree).flatMap(([from, deps]) => (deps ?? []).flatMap((d) => (d.id ? [{ from, to: d.id }] : [])));
    expect(edges.length).toBeGreaterThan(1000);
  });

  it('has no import the table refuses (type-only imports counted where only types are allowed)', () => {
    const refused = edges.filter((e) => importVerdict(e.from, e.to) === 'refused').map((e) => `${e.from} -> ${e.to}`);
    expect(refused).toEqual([]);
  });

  it('has no engine file importing anything outside src/engine but its tests', () => {
    const upward = edges.filter((e) => e.from.startsWith('src/engine/') && !isTestFile(e.from) && !e.to.startsWith('src/engine/'));
    expect(upward.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('still needs every exception the table allows (a removed import takes its exception with it)', () => {
    const unused = EXCEPTIONS.filter((x) => !edges.some((e) => withoutExtension(e.from).startsWith(x.from) && withoutExtension(e.to).startsWith(x.to)));
    expect(unused).toEqual([]);
  });
});

it('docs/architecture.md shows the import table as the lint rule reads it (npx tsx scripts/write-layers-doc.ts)', () => {
  expect(layersBlockOf(readFileSync(DOC, 'utf8'))).toBe(layersMarkdown());
});
