// Child process of the web host robustness tests (web-host-frames.test.ts,
// web-host-limits.test.ts): runs a real web host in its own process, so a
// client that crashes the host shows as a dead child, not a dead test runner.
//
//   node --import tsx web-host-child-test-support.ts <rendererDir> <dataDir>
//
// Prints "ready <port> <token>" once listening. Answers each "hash" line on
// stdin with "hash <state hash | none>", the game's real state, which no
// client can read over the WebSocket.
import { createInterface } from 'node:readline';
import { startWebHost } from './web-host.js';

async function main(): Promise<void> {
  const [rendererDir, dataDir] = process.argv.slice(2);
  if (!rendererDir || !dataDir) throw new Error('usage: web-host-child <rendererDir> <dataDir>');
  const host = await startWebHost({ port: 0, rendererDir, dataDir, log: (line) => process.stderr.write(`${line}\n`) });
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() === 'hash') process.stdout.write(`hash ${host.session.hash() ?? 'none'}\n`);
  });
  // The test ends us by closing stdin (or by a signal if that fails).
  process.stdin.on('end', () => void host.close().then(() => process.exit(0)));
  process.stdout.write(`ready ${host.port} ${host.token}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
