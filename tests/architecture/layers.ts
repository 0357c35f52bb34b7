// The one table of which folder of src/ may import which. eslint.config.js
// turns it into the `ryozen/layers` lint rule, tests/architecture/layers.test.ts
// checks the real import graph and docs/architecture.md against it.
//
// Plain data and plain functions only (no imports, no enums): eslint.config.js
// loads this file with Node's own type stripping.
//
// Reading it:
// - A file belongs to the deepest `folder` listed that holds it. It may always
//   import the files of its own layer.
// - `mayImport` lists what it may import besides: a folder (and everything
//   under it, its own sub-layers included) or one file (written without its
//   extension).
// - `typesFrom` lists what it may reach with `import type` only.
// - `packages: false` means no package at all (bare names; `node:` included);
//   `forbiddenPackages` names the packages it must not use.
// - Tests (`*.test.ts(x)`) are exempt: a test may reach across layers to drive
//   the code it checks. Test-support files are not: other code, scripts and
//   the engine's own tools import them.

export interface Layer {
  folder: string;
  /** Why this layer exists, in a few words (shown in docs/architecture.md). */
  role: string;
  mayImport: string[];
  typesFrom?: string[];
  packages?: false;
  forbiddenPackages?: string[];
}

export interface Exception {
  from: string;
  to: string;
  why: string;
}

/** What the renderer may take from the engine at run time: pure helpers, no rules. */
const ENGINE_FOR_PAGES = [
  'src/engine/geometry',
  'src/engine/setup-rules',
  'src/engine/core/message',
  'src/engine/content/names',
];

const PAGE_FRAMEWORKS = ['react', 'react-dom', 'three', '@react-three/fiber', '@react-three/drei', 'zustand'];

export const LAYERS: Layer[] = [
  // ---- the engine: pure rules, bottom of everything ----
  {
    folder: 'src/engine/core',
    role: 'types, state, flow, RNG, hashing, messages',
    mayImport: [],
    // The Variant interface names the village shape a variant may deal.
    typesFrom: ['src/engine/content/types'],
    packages: false,
  },
  { folder: 'src/engine/content', role: 'the printed components as data', mayImport: ['src/engine/core'], packages: false },
  { folder: 'src/engine/geometry', role: 'table coordinates (pure math)', mayImport: ['src/engine/core'], packages: false },
  {
    folder: 'src/engine/rules',
    role: 'the base game’s rules',
    mayImport: ['src/engine/core', 'src/engine/content', 'src/engine/geometry'],
    packages: false,
  },
  {
    folder: 'src/engine/variants',
    role: 'each mode declared whole',
    mayImport: ['src/engine/core', 'src/engine/content', 'src/engine/geometry', 'src/engine/rules'],
    packages: false,
  },
  {
    folder: 'src/engine',
    role: 'the public API (index.ts), views, words, set-up',
    mayImport: ['src/engine/core', 'src/engine/content', 'src/engine/geometry', 'src/engine/rules', 'src/engine/variants'],
    packages: false,
  },
  {
    folder: 'src/engine/bots',
    role: 'the computer players, on the public API',
    mayImport: ['src/engine'],
    packages: false,
  },

  // ---- the contract between the main side and the pages ----
  {
    folder: 'src/shared',
    role: 'channels, schemas, events, views, the message catalogs',
    mayImport: ['src/engine'],
    typesFrom: ['src/main'],
    forbiddenPackages: ['electron', ...PAGE_FRAMEWORKS],
  },

  // ---- the main side (plain Node) ----
  { folder: 'src/main/saves', role: 'atomic, versioned save files', mayImport: ['src/engine', 'src/shared'], forbiddenPackages: ['electron'] },
  { folder: 'src/main/bots', role: 'the bot worker', mayImport: ['src/engine', 'src/shared'], forbiddenPackages: ['electron'] },
  { folder: 'src/main/i18n', role: 'words for the main side', mayImport: ['src/shared'], forbiddenPackages: ['electron'] },
  {
    folder: 'src/main/game',
    role: 'the session, the driver and the game services',
    mayImport: ['src/engine', 'src/shared', 'src/main/saves', 'src/main/bots', 'src/main/i18n'],
    forbiddenPackages: ['electron'],
  },
  {
    folder: 'src/main/contract',
    role: 'the channel table and its guard',
    mayImport: ['src/engine', 'src/shared', 'src/main/game', 'src/main/saves', 'src/main/bots', 'src/main/i18n'],
    forbiddenPackages: ['electron'],
  },
  {
    folder: 'src/main/transport',
    role: 'http, WebSocket, app://, the seat listener',
    mayImport: ['src/engine', 'src/shared', 'src/main/contract', 'src/main/game', 'src/main/saves', 'src/main/bots', 'src/main/i18n'],
    forbiddenPackages: ['electron'],
  },
  {
    folder: 'src/main/cli',
    role: 'sim and arena from the command line',
    mayImport: ['src/engine', 'src/shared', 'src/main/game', 'src/main/saves', 'src/main/bots', 'src/main/i18n'],
    forbiddenPackages: ['electron'],
  },
  {
    folder: 'src/main',
    role: 'wiring: app-context.ts, web-host.ts, paths, settings',
    mayImport: ['src/engine', 'src/shared', 'src/main/transport', 'src/main/contract', 'src/main/game', 'src/main/saves', 'src/main/bots', 'src/main/i18n', 'src/main/cli'],
    forbiddenPackages: ['electron'],
  },

  // ---- the pages ----
  {
    folder: 'src/renderer/scene/pure',
    role: 'layout, framing, targets: no React, no three',
    mayImport: ['src/shared', ...ENGINE_FOR_PAGES, 'src/renderer/catalog.generated'],
    typesFrom: ['src/engine', 'src/main', 'src/renderer/scene/cameraStore'],
    forbiddenPackages: ['electron', ...PAGE_FRAMEWORKS],
  },
  {
    folder: 'src/renderer',
    role: 'React, the 3D table, stores; calls go through bridge.ts',
    mayImport: ['src/shared', ...ENGINE_FOR_PAGES, 'src/renderer/scene/pure'],
    typesFrom: ['src/engine', 'src/main'],
    forbiddenPackages: ['electron'],
  },
];

/** Imports the table does not allow yet, each with the work that removes it. */
export const EXCEPTIONS: Exception[] = [
];

const EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;

/** `src/a/b.ts` -> `src/a/b`: table entries are written without extensions. */
export function withoutExtension(path: string): string {
  return path.replace(EXTENSION, '');
}

const under = (path: string, entry: string) => path === entry || path.startsWith(entry + '/');

/** The layer a repository-relative path belongs to (the deepest folder that holds it), if any. */
export function layerOf(path: string): Layer | undefined {
  let best: Layer | undefined;
  for (const l of LAYERS) if (path.startsWith(l.folder + '/') && (!best || l.folder.length > best.folder.length)) best = l;
  return best;
}

export function isTestFile(path: string): boolean {
  return /\.test\.[cm]?[jt]sx?$/.test(path) || path.includes('/__tests__/');
}

export type Verdict = 'ok' | 'types-only' | 'refused';

/**
 * May the file `from` import the file `to` (both relative to the repository,
 * `/`-separated)? 'types-only' when only `import type` is allowed.
 */
export function importVerdict(from: string, to: string): Verdict {
  const source = layerOf(from);
  if (!source || isTestFile(from) || !to.startsWith('src/')) return 'ok';
  const target = withoutExtension(to);
  const own = layerOf(to);
  if (own === source) return 'ok';
  if (source.mayImport.some((e) => under(target, e))) return 'ok';
  const from0 = withoutExtension(from);
  if (EXCEPTIONS.some((x) => under(from0, x.from) && under(target, x.to))) return 'ok';
  if (source.typesFrom?.some((e) => under(target, e))) return 'types-only';
  return 'refused';
}

/** Whether `pkg` (a bare import such as `react` or `node:fs`) is refused to the file `from`. */
export function packageRefused(from: string, pkg: string): boolean {
  const source = layerOf(from);
  if (!source || isTestFile(from)) return false;
  if (source.packages === false) return true;
  const name = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]!;
  return (source.forbiddenPackages ?? []).includes(name);
}

const code = (entries: string[]) => entries.map((e) => '`' + e + '`').join(', ');

/**
 * The import rules as the markdown docs/architecture.md shows between its
 * `layers:start` and `layers:end` marks (scripts/write-layers-doc.ts writes it).
 */
export function layersMarkdown(): string {
  const rows = LAYERS.map((l) => {
    const may = l.mayImport.length ? code(l.mayImport) : 'nothing outside itself';
    const types = l.typesFrom?.length ? `; \`import type\` from ${code(l.typesFrom)}` : '';
    const pkgs = l.packages === false ? 'none' : l.forbiddenPackages?.length ? `all but ${code(l.forbiddenPackages)}` : 'any';
    return `| \`${l.folder}\` | ${l.role} | ${may}${types} | ${pkgs} |`;
  });
  const exceptions = EXCEPTIONS.map((x) => `- \`${x.from}\` -> \`${x.to}\`: ${x.why}.`);
  return [
    '| folder | holds | may import (besides itself) | packages |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    ...(exceptions.length ? ['Allowed for now, each to be removed by work under way:', '', ...exceptions] : ['No exceptions: every import follows the table.']),
  ].join('\n');
}
