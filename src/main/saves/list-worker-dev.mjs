// Development and test entry of the listing worker thread: registers tsx in
// this thread (a worker does not inherit the main thread's loader), then loads
// the TypeScript worker. The packaged app runs its esbuild bundle instead
// (dist/electron/save-worker.cjs, passed as SaveListRunner's workerUrl).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./list-worker.ts', import.meta.url).href);
