// What one seat may know. Face-down piles keep their size but not their
// contents; the generator state and the pending-step stack are dropped.
import type { Decision, GameState, Kin, KinType } from './core/types.js';

export type KinView = Omit<Kin, 'type'> & { type: KinType | 'hidden' };

export interface GameView extends Omit<GameState, 'kin' | 'stack' | 'rng'> {
  viewer: number;
  kin: KinView[];
  /** Number of pending steps (the steps themselves may hold hidden information). */
  stackDepth: number;
}

const HIDDEN = -1;
const mask = (ids: number[]): number[] => ids.map(() => HIDDEN);

/** Hooks for modes with secret information (asymmetric draws, the coop enemy deck). */
export const viewHooks: ((v: GameView, s: GameState, seat: number) => void)[] = [];

export function view(s: GameState, seat: number): GameView {
  const v: GameView = {
    ...s,
    viewer: seat,
    rng: undefined as never,
    stack: undefined as never,
    stackDepth: s.stack.length,
    kin: s.kin.map((k) => (k.loc === 'pile' ? { ...k, type: 'hidden' as const } : { ...k })),
    players: s.players.map((p) => ({ ...p, pile: mask(p.pile), revelations: p.revelations.slice() })),
    pools: s.pools.map((p) => ({ ...p })),
    board: s.board.map((r) => r.slice()),
    events: { deck: mask(s.events.deck), discard: s.events.discard.slice(), foreseen: s.events.foreseen.slice() },
    revelations: { deck: mask(s.revelations.deck), slots: s.revelations.slots.slice(), discard: s.revelations.discard.slice() },
    // The village pile is face up: its top tile is public, the rest is not.
    villages: {
      ...s.villages,
      pile: s.villages.pile.map((id, i, all) => (i === all.length - 1 ? id : HIDDEN)),
      sites: s.villages.sites.slice(),
    },
    ext: JSON.parse(JSON.stringify(s.ext ?? {})) as Record<string, unknown>,
  } as GameView;
  delete (v as Partial<GameState>).rng;
  delete (v as Partial<GameState>).stack;
  for (const hook of viewHooks) hook(v, s, seat);
  return v;
}

export type { Decision };
