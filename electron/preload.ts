// The preload: exposes one typed API, window.ryozen, with one function per
// channel of the table. Each calls ipcRenderer.invoke(channel, payload) and
// resolves to a Reply ({ok:true, result} | {ok:false, error}). `onEvent`
// hands the game driver's events (src/shared/events.ts) to a listener and
// returns the way to stop. ipcRenderer itself is never exposed, nor the
// IpcRendererEvent: only payloads cross. Runs sandboxed, so it imports only
// 'electron' and plain constants (bundled by esbuild into
// dist/electron/preload.cjs).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { RyozenWindowApi } from '../src/shared/contract.js';
import { CHANNEL_NAMES, type ChannelName } from '../src/shared/channel-names.js';
import { GAME_EVENT_CHANNEL, type GameEvent, type GameEventListener } from '../src/shared/events.js';

const api = {} as Record<ChannelName, (input: unknown) => Promise<unknown>> & Pick<RyozenWindowApi, 'onEvent'>;
for (const name of CHANNEL_NAMES) {
  // Only the payload crosses: never the event, never ipcRenderer.
  api[name] = (input: unknown) => ipcRenderer.invoke(name, input);
}

api.onEvent = (listener: GameEventListener) => {
  if (typeof listener !== 'function') throw new TypeError('onEvent needs a function.');
  const relay = (_event: IpcRendererEvent, payload: GameEvent) => listener(payload);
  ipcRenderer.on(GAME_EVENT_CHANNEL, relay);
  return () => void ipcRenderer.removeListener(GAME_EVENT_CHANNEL, relay);
};

contextBridge.exposeInMainWorld('ryozen', Object.freeze(api) as unknown as RyozenWindowApi);
