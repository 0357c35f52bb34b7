// View state only (zustand): what the main process last told us, plus menu
// choices. The real game state never lives here; every change goes through
// the bridge and comes back as a seat view.
import { create } from 'zustand';
import type { ClanId, GameConfig } from '../../engine/core/types.js';
import type { LegalChoice, SeatView } from '../../main/session.js';
import { BridgeError, getBridge, type Bridge } from '../bridge.js';

/** Clan order for a new game's seats (mirrors the engine's CLANS). */
export const CLAN_ORDER: readonly ClanId[] = ['crane', 'koi', 'tortoise', 'fox'];

export type Screen = 'menu' | 'playing';

export interface GameStore {
  screen: Screen;
  players: 2 | 3 | 4;
  busy: boolean;
  error: string | null;
  /** The view of the seat whose turn it is (hotseat: the screen follows the deciding seat). */
  seatView: SeatView | null;
  setPlayers(n: 2 | 3 | 4): void;
  startGame(): Promise<void>;
  choose(choice: LegalChoice): Promise<void>;
  backToMenu(): void;
  dismissError(): void;
}

function message(err: unknown): string {
  if (err instanceof BridgeError) return err.message;
  return err instanceof Error ? err.message : String(err);
}

export function configFor(players: number): GameConfig {
  return {
    seats: CLAN_ORDER.slice(0, players).map((clan, i) => ({ clan, controller: 'human', name: `Player ${i + 1}` })),
    mode: 'standard',
    palaceAlt: false,
    dragon: false,
    asymmetric: false,
  };
}

export function createGameStore(bridge: () => Bridge = getBridge) {
  return create<GameStore>()((set, get) => {
    /** Shows the seat that must choose (or seat 0 once the game is over). */
    async function follow(decisionSeat: number | null) {
      const sv = await bridge().call('game:view', { seat: decisionSeat ?? 0 });
      set({ seatView: sv });
    }

    async function run(work: () => Promise<void>) {
      if (get().busy) return;
      set({ busy: true, error: null });
      try {
        await work();
      } catch (err) {
        set({ error: message(err) });
      } finally {
        set({ busy: false });
      }
    }

    return {
      screen: 'menu',
      players: 2,
      busy: false,
      error: null,
      seatView: null,
      setPlayers: (players) => set({ players }),
      startGame: () =>
        run(async () => {
          const started = await bridge().call('game:new', { config: configFor(get().players) });
          await follow(started.decisionSeat);
          set({ screen: 'playing' });
        }),
      choose: (choice) =>
        run(async () => {
          const current = get().seatView;
          if (!current) return;
          const after = await bridge().call('game:act', { seat: current.seat, action: choice.action });
          const next = after.decision ? after.decision.seat : null;
          if (next === after.seat || next === null) set({ seatView: after });
          else await follow(next);
        }),
      backToMenu: () => set({ screen: 'menu', seatView: null, error: null }),
      dismissError: () => set({ error: null }),
    };
  });
}

export const useGame = createGameStore();
