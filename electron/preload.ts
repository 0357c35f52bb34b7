// The preload: exposes one typed API, window.ryozen, with one function per
// channel of the table. Each calls ipcRenderer.invoke(channel, payload) and
// resolves to a Reply ({ok:true, result} | {ok:false, error}). ipcRenderer
// itself is never exposed. Runs sandboxed, so it imports only 'electron' and
// the channel names (bundled by esbuild into dist/electron/preload.cjs).
import { contextBridge, ipcRenderer } from 'electron';
import type { RyozenApi } from '../src/main/api.js';
import { CHANNEL_NAMES, type ChannelName } from '../src/main/channel-names.js';

const api = {} as Record<ChannelName, (input: unknown) => Promise<unknown>>;
for (const name of CHANNEL_NAMES) {
  // Only the payload crosses: never the event, never ipcRenderer.
  api[name] = (input: unknown) => ipcRenderer.invoke(name, input);
}

contextBridge.exposeInMainWorld('ryozen', Object.freeze(api) as unknown as RyozenApi);
