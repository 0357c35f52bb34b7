// Issue 19: game:import of refused documents must not grow the host. A child
// process with a 384 MB heap imports 150 hostile documents through the real
// channel; before the fix each left its keys in the state hash's caches and
// the host died after 66 of them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('./import-memory-child-test-support.ts', import.meta.url));

interface Growth {
  count: number;
  bytes: number;
  heapGrowthMb: number;
  rssGrowthMb: number;
  codes: string[];
}

function run(dataDir: string, kind: 'over' | 'under', count: number): Promise<Growth> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', '--max-old-space-size=384', '--expose-gc', child, dataDir, kind, String(count)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    p.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    p.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    p.on('error', reject);
    p.on('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`the importing host died (code ${code}, signal ${signal}): ${err.slice(-2000)}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Growth);
    });
  });
}

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-import-memory-'));
});
afterEach(() => {
  rmSync(tmp, { recursive: true, force: true });
});

describe('importing hostile documents', () => {
  it("150 documents of 54,000 new keys each are refused and leave the host's memory as it was", async () => {
    const g = await run(tmp, 'over', 150);
    console.log(`150 hostile imports (${g.bytes} bytes each): heap ${g.heapGrowthMb} MB, resident ${g.rssGrowthMb} MB more`);
    expect(g.codes).toEqual(['too-large']);
    expect(g.heapGrowthMb).toBeLessThan(100);
    // The resident size also counts the save worker's heap, which is collected when it sees fit.
    expect(g.rssGrowthMb).toBeLessThan(200);
  }, 240_000);

  it('150 documents within every limit, hashed in full before they are refused, leave it as it was too', async () => {
    const g = await run(tmp, 'under', 150);
    console.log(`150 imports within the limits (${g.bytes} bytes each): heap ${g.heapGrowthMb} MB, resident ${g.rssGrowthMb} MB more`);
    expect(g.codes).toEqual(['hash-mismatch']);
    expect(g.heapGrowthMb).toBeLessThan(100);
    expect(g.rssGrowthMb).toBeLessThan(200);
  }, 240_000);
});
