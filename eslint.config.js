// ESLint flat config. Besides the usual checks it enforces the architecture's
// one-way arrows (docs/architecture.md):
//   renderer -> (bridge) -> main -> engine
// - src/engine imports nothing outside src/engine (no packages, no node:, no
//   relative path that climbs out of src/engine), and never reads the clock or
//   Math.random: all randomness comes from the seeded RNG in the game state.
// - src/renderer imports no Node built-ins and no electron; from the engine
//   only src/engine/geometry (pure math), src/engine/setup-rules.ts (the
//   table-rule list and the setup check the new-game form shares) and the
//   message helpers (core/message.ts, content/names.ts), plus `import type`
//   from anywhere.
// - src/main imports no electron (it must run under plain Node: web host, CLI, tests).
// - Within and between the layers, which folder may import which is one table,
//   tests/architecture/layers.ts, enforced by the `ryozen/layers` rule below.
import { builtinModules } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';
import i18next from 'eslint-plugin-i18next';
import { importVerdict, layerOf, packageRefused } from './tests/architecture/layers.ts';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/__tests__/**'];
const NODE_BUILTINS = builtinModules.filter((m) => !m.startsWith('_'));

/** Deepest folder level under src/engine that gets its own boundary rule. */
const ENGINE_MAX_DEPTH = 8;

/**
 * The boundary rule for engine files `depth` folders below src/engine: a
 * relative import may climb at most `depth` levels (so it stays inside
 * src/engine); anything that is not a relative path is a package or a Node
 * built-in and is refused (test files may use their test tools).
 */
function engineImportRule(depth, isTest) {
  const patterns = [
    isTest
      ? {
          // A test may read what a message says, in the shared catalogs.
          regex: `^(?:\\.\\./){${depth}}\\.\\.(?:$|/(?!shared/i18n/))`,
          message: 'Engine tests may not import anything outside src/engine but src/shared/i18n (the words of messages).',
        }
      : {
          regex: `^(?:\\.\\./){${depth}}\\.\\.(?:/|$)`,
          message: 'src/engine may not import anything outside src/engine (this path climbs out of it).',
        },
  ];
  if (!isTest) {
    patterns.push({
      regex: '^(?!\\.{1,2}(?:/|$))',
      message:
        'src/engine is pure: it may import only its own files (no packages, no node:, no electron, no DOM code).',
    });
  } else {
    patterns.push({
      regex: '^(?!\\.{1,2}(?:/|$)|vitest(?:/|$)|fast-check$|node:)',
      message: 'Engine tests may import engine files, the shared catalogs, vitest, fast-check and node: built-ins only.',
    });
  }
  return ['error', { patterns }];
}

function engineBlocks() {
  const blocks = [];
  for (let depth = 0; depth <= ENGINE_MAX_DEPTH; depth++) {
    const dir = 'src/engine/' + '*/'.repeat(depth);
    const files = [`${dir}*.ts`];
    blocks.push({
      name: `ryozen/engine-boundary-depth-${depth}`,
      files,
      ignores: [...TEST_FILES, 'src/**/*test-support.ts'],
      rules: { 'no-restricted-imports': engineImportRule(depth, false) },
    });
    blocks.push({
      name: `ryozen/engine-test-boundary-depth-${depth}`,
      files: [`${dir}*.test.ts`, `${dir}*test-support.ts`],
      rules: { 'no-restricted-imports': engineImportRule(depth, true) },
    });
  }
  return blocks;
}

/**
 * `ryozen/layers`: every import of a file under src/ checked against the
 * table (tests/architecture/layers.ts). Relative paths are resolved, so the
 * depth of a file does not matter; `import type` (or an import whose every
 * name is a type) may reach the table's `typesFrom` entries.
 */
const layersRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      refused: '{{from}} may not import {{to}} (tests/architecture/layers.ts: {{layer}} may import {{allowed}}).',
      typesOnly: '{{from}} may only `import type` from {{to}} (tests/architecture/layers.ts).',
      package: '{{from}} may not use the package {{pkg}} (tests/architecture/layers.ts).',
    },
  },
  create(context) {
    const root = context.cwd;
    const from = relative(root, context.filename).split('\\').join('/');
    const layer = layerOf(from);
    if (!layer) return {};
    const check = (node, spec, typeOnly) => {
      if (typeof spec !== 'string') return;
      if (!spec.startsWith('.')) {
        if (packageRefused(from, spec)) context.report({ node, messageId: 'package', data: { from, pkg: spec } });
        return;
      }
      const to = relative(root, resolve(dirname(context.filename), spec)).split('\\').join('/');
      const verdict = importVerdict(from, to);
      if (verdict === 'refused' || (verdict === 'types-only' && !typeOnly)) {
        const allowed = layer.mayImport.length ? layer.mayImport.join(', ') : 'nothing outside itself';
        context.report({
          node,
          messageId: verdict === 'refused' ? 'refused' : 'typesOnly',
          data: { from, to, layer: layer.folder, allowed },
        });
      }
    };
    const allTypes = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((sp) => sp.importKind === 'type' || sp.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, allTypes(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, allTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

/** Strings that are not words: symbols and numbers, identifiers, codes, colours, CSS values and selectors, addresses, error names. */
const NOT_WORDS = [
  /^[^\p{L}]*$/u,
  /^[A-Z0-9_-]+$/,
  /^[a-z0-9][\w:./#%()-]*$/,
  /^#[0-9a-fA-F]{3,8}$/,
  /^rgba?\(/,
  /^(italic |bold |\d+ )*[\d.]+px\b/,
  /^[.#[][^ ]*( [>+~]?[ .#[a-z*][^ ]*)*$/,
  /^[a-z]+:\/\//,
  /^\/[\w/?&=.-]*$/,
  /^[A-Z][a-zA-Z]+Error$/,
];

/** i18next/no-literal-string for the renderer: `mode` 'jsx-only' for markup, 'all' for code. */
function wordsFromCatalogsRule(mode) {
  return [
    'error',
    {
      mode,
      'should-validate-template': true,
      callees: {
        exclude: [
          'Error', 'RegExp', 'replace', 'getExtension', 'matchMedia', 'msg', 't', 'startsWith', 'endsWith', 'includes', 'get', 'has',
          'set', 'call', 'on', 'querySelector(All)?', 'matches', 'closest', 'addEventListener', 'removeEventListener', 'getContext',
          'createElement', 'warn', 'error',
        ],
      },
      'object-properties': { exclude: ['[A-Z_-]+', 'id', 'code', 'kind', 'type', 't', 'on', 'phase', 'screen', 'state', 'line'] },
      'jsx-attributes': {
        exclude: [
          'className', 'style', 'type', 'key', 'id', 'width', 'height', 'role', 'href', 'src', 'rel', 'target', 'name',
          'htmlFor', 'autoComplete', 'inputMode', 'lang', 'dir', 'method', 'accept', 'mode', 'kind', 'variant', 'size',
          'data-.*', 'aria-(?!label|description|placeholder|valuetext|roledescription).*', 'testId', 'viewBox', 'd', 'fill',
          'stroke.*', 'points', 'transform', 'xmlns', 'position', 'side', 'anchor.*', 'color', 'clan', 'tone',
        ],
      },
      words: { exclude: NOT_WORDS },
    },
  ];
}

const rendererImportRule = [
  'error',
  {
    paths: [
      { name: 'electron', message: 'The renderer reaches the main process only through bridge.ts (window.ryozen or the web host).' },
      ...NODE_BUILTINS.map((name) => ({ name, message: 'The renderer runs in a browser sandbox: no Node built-ins.' })),
    ],
    patterns: [
      { regex: '^node:', message: 'The renderer runs in a browser sandbox: no Node built-ins.' },
      {
        regex: '(?:^|/)engine(?:/(?!geometry(?:/|$)|setup-rules(?:\\.js)?$|core/message(?:\\.js)?$|content/names(?:\\.js)?$).*)?$',
        allowTypeImports: true,
        message:
          'The renderer may import only src/engine/geometry, src/engine/setup-rules.ts and the message helpers (core/message.ts, content/names.ts) from the engine (and `import type` from the rest). Rules run in the main process.',
      },
      {
        regex: '(?:^|/)main(?:/|$)',
        allowTypeImports: true,
        message: 'The renderer may only `import type` from src/main; calls go through bridge.ts.',
      },
    ],
  },
];

/**
 * The renderer's own code (not its tests) loads one language at a time
 * (src/renderer/languages.ts, by dynamic import): a static import of a
 * catalog, or of format.ts, which holds all four, would put every language
 * back into the first download.
 */
const rendererOneLanguageRule = [
  'error',
  {
    ...rendererImportRule[1],
    patterns: [
      ...rendererImportRule[1].patterns,
      {
        regex: '(?:^|/)shared/i18n/(?:format(?:\\.js)?$|catalogs/(?!parts(?:\\.js)?$))',
        allowTypeImports: true,
        message: 'The renderer loads one language at a time (languages.ts) and says words through shared/i18n/words.ts: format.ts and the catalogs would bring every language into the first download.',
      },
    ],
  },
];

export default defineConfig([
  globalIgnores(['dist/**', 'release/**', 'out/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'assets/**']),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'ryozen/typescript',
    files: TS,
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    name: 'ryozen/node-globals',
    files: ['src/main/**', 'electron/**', 'scripts/**', 'bench/**', 'e2e/**', 'tests/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'ryozen/browser-globals',
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // ---- the arrows ----
  {
    name: 'ryozen/layers',
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { ryozen: { rules: { layers: layersRule } } },
    rules: { 'ryozen/layers': 'error' },
  },
  ...engineBlocks(),
  {
    name: 'ryozen/engine-determinism',
    files: ['src/engine/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in the game state (src/engine/core/rng.ts).' },
        { object: 'Date', property: 'now', message: 'The engine never reads the clock: results must replay exactly.' },
        { object: 'performance', property: 'now', message: 'The engine never reads the clock: results must replay exactly.' },
        { object: 'crypto', property: 'getRandomValues', message: 'Use the seeded RNG in the game state.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine never reads the clock: results must replay exactly.' },
        { selector: "CallExpression[callee.name='Date']", message: 'The engine never reads the clock: results must replay exactly.' },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'process', 'require', 'fetch', 'setTimeout', 'setInterval', 'localStorage', 'performance'].map((name) => ({
          name,
          message: 'src/engine is pure: no I/O, no timers, no host globals.',
        })),
      ],
    },
  },
  {
    name: 'ryozen/renderer-boundary',
    files: ['src/renderer/**/*.ts', 'src/renderer/**/*.tsx'],
    rules: { 'no-restricted-imports': rendererImportRule },
  },
  {
    name: 'ryozen/renderer-one-language',
    files: ['src/renderer/**/*.ts', 'src/renderer/**/*.tsx'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': rendererOneLanguageRule },
  },
  {
    // Every word a player reads comes from the catalogs (src/shared/i18n/catalogs):
    // no words written into the renderer's markup, its attributes or its templates.
    name: 'ryozen/renderer-words-from-catalogs',
    files: ['src/renderer/**/*.tsx'],
    ignores: TEST_FILES,
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': wordsFromCatalogsRule('jsx-only') },
  },
  {
    // The same in the renderer's code outside markup (stores, painted textures).
    name: 'ryozen/renderer-code-words-from-catalogs',
    files: ['src/renderer/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': wordsFromCatalogsRule('all') },
  },
  {
    // The contract between the main side and every page: plain data and zod, nothing of a host.
    name: 'ryozen/shared-boundary',
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src/shared is imported by the preload, the pages and the main side: no electron.' }, ...['react', 'three', '@react-three/fiber'].map((name) => ({ name, message: 'src/shared holds the contract only.' }))],
          patterns: [
            { regex: '^node:', message: 'src/shared runs in pages too: no Node built-ins.' },
            { regex: '(?:^|/)(?:main|renderer)(?:/|$)', allowTypeImports: true, message: 'src/shared may only `import type` from src/main; never from the renderer.' },
          ],
        },
      ],
    },
  },
  {
    name: 'ryozen/main-boundary',
    files: ['src/main/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'src/main runs under plain Node (web host, CLI, tests); electron is used only in electron/.',
            },
          ],
        },
      ],
    },
  },
]);
