// The names of the IPC / WebSocket channels, on their own so that the Electron
// preload can list them without bundling zod, the session or the engine.
// The channel table (src/main/contract/channel-table.ts) must have exactly these keys (a type error otherwise).
export const CHANNEL_NAMES = [
  'game:new',
  'game:view',
  'game:act',
  'game:list',
  'game:save',
  'game:load',
  'game:delete',
  'game:log',
  'game:undo',
  'bot:suggest',
  'campaign:create',
  'campaign:list',
  'campaign:rename',
  'campaign:delete',
  'campaign:continue',
  'settings:get',
  'settings:set',
  'replay:open',
  'replay:frame',
  'game:export',
  'game:import',
  'games:list',
  'games:last',
  'games:continue',
  'games:rename',
  'games:pin',
  'games:delete',
  'review:start',
  'review:stop',
  'invite:status',
  'invite:seat',
  'invite:drop',
  'invite:stop',
] as const;

export type ChannelName = (typeof CHANNEL_NAMES)[number];

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && (CHANNEL_NAMES as readonly string[]).includes(name);
}
