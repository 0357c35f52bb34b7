// Development and test entry of the bot worker thread: registers tsx in this
// thread, then loads the TypeScript worker. (A worker does not inherit the
// main thread's loader, and `--import tsx` in a worker's execArgv is not
// honoured by Node 20.) The packaged app runs its esbuild bundle of worker.ts
// instead (BotRunnerOptions.workerUrl).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./worker.ts', import.meta.url).href);
