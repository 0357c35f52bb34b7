// Child process of import-memory.test.ts: imports hostile documents through
// the real channel (dispatch on createAppContext, as the app's bridges do)
// and prints how the host's memory grew, as JSON on its last line.
//   node --import tsx --max-old-space-size=384 --expose-gc import-memory-child-test-support.ts <dataDir> <over|under> <count>
import { channels, type ChannelTable } from './contract/channel-table.js';
import { createAppContext } from './app-context.js';
import { hostileImport, hostileImportUnderLimits } from './hostile-documents-test-support.js';
import { dispatch, type Sender } from './contract/ipc-guard.js';

const [dataDir, kind, countText] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;
if (!dataDir || !gc) throw new Error('usage: node --expose-gc import-memory-child-test-support.ts <dataDir> <over|under> <count>');
const count = Number(countText ?? 150);
const make = kind === 'under' ? hostileImportUnderLimits : hostileImport;
const sender: Sender = { kind: 'web', authenticated: true };
const ctx = createAppContext({ dataDir, thinker: null, botPauseMs: 0 });

const mb = (n: number) => Math.round((n / 1048576) * 10) / 10;
const measure = () => {
  gc();
  const m = process.memoryUsage();
  return { heapMb: mb(m.heapUsed), rssMb: mb(m.rss) };
};

// Ten imports first: the worker thread, the engine, the caches and both heaps are in their stride before measuring.
const codes = new Set<string>();
const importOne = async (n: number) => {
  const reply = await dispatch(channels as ChannelTable, ctx, 'game:import', { text: make(n) }, sender);
  codes.add(reply.ok ? 'accepted' : reply.error.code);
};
for (let n = -10; n < 0; n++) await importOne(n);
const before = measure();
for (let n = 0; n < count; n++) await importOne(n);
// Let the worker's collector run too.
await new Promise((r) => setTimeout(r, 200));
const after = measure();
process.stdout.write(
  JSON.stringify({ count, bytes: make(0).length, before, after, heapGrowthMb: mb((after.heapMb - before.heapMb) * 1048576), rssGrowthMb: mb((after.rssMb - before.rssMb) * 1048576), codes: [...codes] }) + '\n',
);
process.exit(0);
