// `npm start`, the README's play command: builds, then opens the desktop
// window, or, where Electron's binary cannot be had (or there is no display),
// says so in one line and starts the browser edition, which prints its address.
//
// Options: --browser (the browser edition even where the desktop one works),
// --no-build (reuse dist/), --port N (the browser edition's port).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { downloadElectronBinary, earlierFetchFailure, findElectronBinary, rememberFetch } from './electron-binary.mjs';
import { ensureNode } from './ensure-node.mjs';
import { chooseEdition, parseStartArgs, shouldFetchElectron } from './start-plan.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = fileURLToPath(import.meta.url);

/** Runs a child with our terminal, passes Ctrl+C on, and ends this process with the child's exit code. */
function handOver(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: projectDir, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('error', (err) => {
    console.error(`Could not start ${command}: ${err.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function runNpm(args) {
  const npmCli = process.env.npm_execpath;
  const [cmd, pre] = npmCli && npmCli.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
  return spawnSync(cmd, [...pre, ...args], { cwd: projectDir, stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;
}

let opts;
try {
  opts = parseStartArgs(process.argv.slice(2));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}

// An older Node than package.json's engines: rerun this script under one that fits.
let node = null;
try {
  node = ensureNode({ projectDir, log: (line) => console.log(line) });
} catch (err) {
  console.error(`${err.message} Trying with Node ${process.versions.node} anyway.`);
}
if (node?.fetched) {
  console.log(`Node ${process.versions.node} is older than Ryozen needs: running on Node ${node.version} (${path.relative(projectDir, node.binDir)}).`);
  const env = { ...process.env, PATH: `${node.binDir}${path.delimiter}${process.env.PATH ?? ''}` };
  handOver(path.join(node.binDir, 'node'), [self, ...process.argv.slice(2)], env);
} else {
  if (opts.build && runNpm(['run', 'build']) !== 0) process.exit(1);

  let binary = findElectronBinary(projectDir);
  let fetchFailure = null;
  const earlierFailure = binary ? null : earlierFetchFailure(projectDir);
  if (shouldFetchElectron({ binary, env: process.env, browser: opts.browser, earlierFailure })) {
    console.log("Fetching Electron's binary for the desktop window (first start only)...");
    fetchFailure = downloadElectronBinary(projectDir);
    binary = findElectronBinary(projectDir);
    rememberFetch(projectDir, binary ? null : (fetchFailure ?? 'the binary was not found after fetching it'));
  }

  const plan = chooseEdition({ binary, env: process.env, platform: process.platform, browser: opts.browser, fetchFailure, earlierFailure: fetchFailure ? null : earlierFailure });
  if (plan.edition === 'desktop') {
    handOver(plan.binary, [projectDir]);
  } else {
    if (plan.notice) console.log(plan.notice);
    const tsx = createRequire(path.join(projectDir, 'package.json')).resolve('tsx/cli');
    handOver(process.execPath, [tsx, path.join('src', 'main', 'web-host.ts'), ...opts.hostArgs]);
  }
}
