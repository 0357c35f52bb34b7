// Who may call each channel. The main side enforces it in `dispatch`
// (src/main/contract/ipc-guard.ts) before any handler runs; the renderer never does.
//   'desktop': the desktop only (Electron's window, or the page that
//              presented the web host's per-run token).
//   'seat':    the desktop, and a seat's own device for its own seat only: a
//              seat input naming another seat is refused, a missing one
//              means the caller's.
// Typed by ChannelName: a channel added without a decision here does not compile.
import type { ChannelName } from './channel-names.js';

export type Right = 'desktop' | 'seat';

/** Who sent a call, as the bridge that received it established. */
export type Caller = { role: 'desktop' } | { role: 'seat'; seat: number };

export const DESKTOP: Caller = Object.freeze({ role: 'desktop' });

export const CHANNEL_RIGHTS: Readonly<Record<ChannelName, Right>> = {
  // A seat plays, reads and takes back its own choices, and asks for a suggestion for itself.
  'game:view': 'seat',
  'game:act': 'seat',
  'game:undo': 'seat',
  'game:log': 'seat',
  'bot:suggest': 'seat',
  // Starting, loading, saving, exporting and importing games, the games list, campaigns,
  // settings, replays and reviews belong to the machine that holds the saves.
  'game:new': 'desktop',
  'game:list': 'desktop',
  'game:save': 'desktop',
  'game:load': 'desktop',
  'game:delete': 'desktop',
  'campaign:create': 'desktop',
  'campaign:list': 'desktop',
  'campaign:rename': 'desktop',
  'campaign:delete': 'desktop',
  'campaign:continue': 'desktop',
  'settings:get': 'desktop',
  'settings:set': 'desktop',
  'replay:open': 'desktop',
  'replay:frame': 'desktop',
  'game:export': 'desktop',
  'game:import': 'desktop',
  'games:list': 'desktop',
  'games:last': 'desktop',
  'games:continue': 'desktop',
  'games:rename': 'desktop',
  'games:pin': 'desktop',
  'games:delete': 'desktop',
  'review:start': 'desktop',
  'review:stop': 'desktop',
  // Who plays where, and who may join: the desktop's to decide.
  'invite:status': 'desktop',
  'invite:seat': 'desktop',
  'invite:drop': 'desktop',
  'invite:stop': 'desktop',
};

/** The channels a seat's device may call. */
export const SEAT_CHANNELS: readonly ChannelName[] = (Object.keys(CHANNEL_RIGHTS) as ChannelName[]).filter((name) => CHANNEL_RIGHTS[name] === 'seat');
