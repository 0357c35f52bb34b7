// View state only (zustand): what the main process last told us, plus what
// the player is in the middle of (a half-made placement, an open dialog).
// The real game state never lives here; every change goes through the bridge
// and comes back as a seat view.
//
// Contract with the 3D scene (src/renderer/scene): it reads `seatView` (its
// `legal` choices), `selectedKin`, and calls `choose(choice)` and
// `selectKin(id | null)`: the player picks a kin in the DOM, the scene lights
// that kin's legal spots, and a click on a spot chooses.
import { create } from 'zustand';
import type { ClanId, GameConfig } from '../../engine/core/types.js';
import type { LegalChoice, LogEntry, SeatView } from '../../main/session.js';
import { BridgeError, getBridge, type Bridge } from '../bridge.js';

/** Clan order for a quick game's seats (mirrors the engine's CLANS). */
export const CLAN_ORDER: readonly ClanId[] = ['crane', 'koi', 'tortoise', 'fox'];

export type Screen = 'title' | 'setup' | 'playing' | 'campaigns' | 'rules';
export type Overlay = null | 'rules' | 'save' | 'load' | 'log';

export interface ErrorDialog {
  title: string;
  message: string;
}

export interface Thinking {
  seat: number;
  fraction: number;
}

export interface Handoff {
  seat: number;
  secret: boolean;
}

export interface SaveEntry {
  name: string;
  displayName?: string;
  savedAt?: string;
  summary?: string;
}

export interface DamagedEntry {
  file: string;
  message: string;
}

export interface SaveListing {
  saves: SaveEntry[];
  damaged: DamagedEntry[];
}

/** One campaign in the list (the fields of src/main/saves/campaigns.ts CampaignListing the UI shows). */
export interface CampaignListing {
  id: string;
  name: string;
  difficulty: 'easy' | 'medium' | 'hard' | 'heroic';
  allies: { clan: ClanId; name: string; controller: string }[];
  scenarioOrder: string[];
  /** Index of the scenario in progress; 4 when finished. */
  current: number;
  currentScenario: string | null;
  finished: boolean;
  results: { scenarioId: string; outcome: 'won' | 'lost' }[];
  hasGameInProgress: boolean;
  savedAt: string;
  summary: string;
}

export interface CampaignList {
  campaigns: CampaignListing[];
  damaged: DamagedEntry[];
}

export interface NewCampaignForm {
  name: string;
  allies: { clan: ClanId; name: string; controller: 'human' | 'random' | 'heuristic' | 'strong' }[];
  difficulty: 'easy' | 'medium' | 'hard' | 'heroic';
  goldenRuleSeat?: number;
  scenarioOrder?: string[];
}

export interface ActiveCampaign {
  id: string;
  scenarioId: string | null;
}

export interface TutorialState {
  /** Callout ids the player has already dismissed. */
  seen: string[];
}

export interface GameStore {
  screen: Screen;
  overlay: Overlay;
  /** Quick-start player count (title screen). */
  players: 2 | 3 | 4;
  busy: boolean;
  /** A short message (a refused choice, a failed save); dismissable. */
  error: string | null;
  /** A blocking error dialog (damaged file, lost connection). */
  errorDialog: ErrorDialog | null;
  /** A short confirmation ("Saved as ..."). */
  notice: string | null;
  /** The view of the seat on screen (hotseat: the deciding human seat). */
  seatView: SeatView | null;
  /** Placement in two steps: the kin picked from the hand, before its spot. */
  selectedKin: number | null;
  /** A computer seat is choosing. */
  thinking: Thinking | null;
  /** The last thing a computer seat did, shown briefly. */
  lastBotMove: { seat: number; label: string } | null;
  /** The table is hidden until this seat's player confirms they sit at the screen. */
  handoff: Handoff | null;
  log: LogEntry[];
  campaign: ActiveCampaign | null;
  tutorial: TutorialState | null;

  setScreen(screen: Screen): void;
  setOverlay(overlay: Overlay): void;
  setPlayers(n: 2 | 3 | 4): void;
  /** Quick start from the title screen: the chosen number of human seats, standard mode. */
  startGame(): Promise<void>;
  /** Starts a game from a full config (new game screen). */
  startConfigured(config: GameConfig, seed?: number | string): Promise<boolean>;
  /** The guided first game: you against one computer seat, with callouts. */
  startTutorial(): Promise<void>;
  choose(choice: LegalChoice): Promise<void>;
  selectKin(id: number | null): void;
  confirmHandoff(): void;
  undo(): Promise<void>;
  saveGame(name: string): Promise<boolean>;
  listSaves(): Promise<SaveListing>;
  loadGame(name: string): Promise<boolean>;
  listCampaigns(): Promise<CampaignList>;
  createCampaign(form: NewCampaignForm): Promise<boolean>;
  renameCampaign(id: string, name: string): Promise<boolean>;
  deleteCampaign(id: string): Promise<boolean>;
  continueCampaign(id: string): Promise<boolean>;
  /** A suggested choice for the seat on screen (the steady computer player's pick). */
  suggest(): Promise<string>;
  dismissTutorial(id: string): void;
  endTutorial(): void;
  backToMenu(): void;
  dismissError(): void;
  dismissNotice(): void;
  showError(title: string, message: string): void;
  closeErrorDialog(): void;
}

export function message(err: unknown): string {
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

export const TUTORIAL_CONFIG: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Hana' },
    { clan: 'koi', controller: 'heuristic', name: 'Sensei Koi' },
  ],
  mode: 'standard',
  palaceAlt: false,
  dragon: false,
  asymmetric: false,
};
export const TUTORIAL_SEED = 7;

/** Is this seat played by the computer? (The Basilisk has no seat entry: the engine plays it.) */
export function isComputerSeat(config: GameConfig | null | undefined, seat: number): boolean {
  const c = config?.seats[seat]?.controller;
  return c !== undefined && c !== 'human';
}

export function humanSeats(config: GameConfig | null | undefined): number[] {
  if (!config) return [];
  return config.seats.flatMap((s, i) => (s.controller === 'human' ? [i] : []));
}

/**
 * Whether the screen must be handed over before `seat` may see the table:
 * only with two or more people sharing the screen, when the person at the
 * screen changes and the coming choice is secret or hidden information is in
 * play (the asymmetric variant).
 */
export function needsHandoff(config: GameConfig | null | undefined, seat: number, secret: boolean, lastSeat: number | null): boolean {
  if (humanSeats(config).length < 2) return false;
  if (lastSeat === seat) return false;
  return secret || !!config?.asymmetric;
}

/** Accepts the save list both as the documented object and as a bare array. */
function normalizeSaves(raw: unknown): SaveListing {
  if (Array.isArray(raw)) return { saves: raw as SaveEntry[], damaged: [] };
  const r = (raw ?? {}) as Partial<SaveListing>;
  return { saves: r.saves ?? [], damaged: (r.damaged ?? []).map((d) => ({ file: d.file, message: d.message })) };
}

type Continuation = () => Promise<void>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface StoreOptions {
  /** Pause after each computer move so people can follow it (ms). */
  botPause?: number;
  /** Interval between bot:progress polls (ms). */
  progressInterval?: number;
}

export function createGameStore(bridge: () => Bridge = getBridge, opts: StoreOptions = {}) {
  const botPause = opts.botPause ?? 350;
  const progressInterval = opts.progressInterval ?? 200;

  return create<GameStore>()((set, get) => {
    /** Bumped whenever a new game replaces the old one: stale loops stop. */
    let generation = 0;
    /** The human seat shown last (the view while computers think). */
    let lastHuman: number | null = null;

    const call: Bridge['call'] = (channel, input) => bridge().call(channel, input);

    async function refreshLog(): Promise<void> {
      const have = get().log;
      const page = await call('game:log', { since: have.length });
      if (page.total < have.length + page.entries.length && page.total < have.length) {
        // The log shrank (undo): take it again from the start.
        const all = await call('game:log', { since: 0 });
        set({ log: all.entries });
      } else if (page.entries.length) {
        set({ log: [...have, ...page.entries].slice(0, page.total) });
      }
    }

    async function fullLog(): Promise<void> {
      const all = await call('game:log', { since: 0 });
      set({ log: all.entries });
    }

    function homeSeat(config: GameConfig | null | undefined): number {
      if (lastHuman !== null) return lastHuman;
      return humanSeats(config)[0] ?? 0;
    }

    async function pollProgress(gen: number, isDone: () => boolean): Promise<void> {
      while (!isDone() && gen === generation) {
        await sleep(progressInterval);
        if (isDone() || gen !== generation) return;
        try {
          const p = await call('bot:progress', {});
          if (!isDone() && gen === generation && p.thinking && p.seat !== null) set({ thinking: { seat: p.seat, fraction: p.fraction } });
        } catch {
          return;
        }
      }
    }

    /**
     * Brings the screen to the next human decision: computer seats move one
     * choice at a time (bot:move) while the last human seat's view is shown.
     * `known` is a view already in hand (saves a round trip).
     */
    async function settle(gen: number, decisionSeat: number | null, known?: SeatView): Promise<void> {
      let seat = decisionSeat;
      let config: GameConfig | null = known?.view.config ?? get().seatView?.view.config ?? null;
      for (;;) {
        if (gen !== generation) return;
        if (seat === null) {
          const sv = known && known.seat === homeSeat(config) ? known : await call('game:view', { seat: homeSeat(config) });
          if (gen !== generation) return;
          set({ seatView: sv, thinking: null, selectedKin: null, handoff: null });
          await refreshLog();
          return;
        }
        if (!config) {
          const probe = await call('game:view', { seat });
          config = probe.view.config;
          known = probe;
        }
        if (isComputerSeat(config, seat)) {
          const home = homeSeat(config);
          const current = get().seatView;
          if (!current || current.seat !== home || get().handoff) {
            const sv = await call('game:view', { seat: home });
            if (gen !== generation) return;
            set({ seatView: sv, handoff: null });
          }
          set({ thinking: { seat, fraction: 0 }, selectedKin: null });
          let done = false;
          const polling = pollProgress(gen, () => done);
          let moved: { seat: number; label: string; view: SeatView } | null = null;
          try {
            // A computer seat of a game just left may still be finishing its thought: try again shortly.
            for (let attempt = 0; !moved; attempt++) {
              try {
                moved = await call('bot:move', {});
              } catch (err) {
                const code = err instanceof BridgeError ? err.code : '';
                if ((code !== 'busy' && code !== 'stale') || attempt >= 20 || gen !== generation) throw err;
                await sleep(250);
              }
            }
          } finally {
            done = true;
          }
          await polling;
          if (gen !== generation) return;
          const homeView = await call('game:view', { seat: home });
          if (gen !== generation) return;
          set({ seatView: homeView, lastBotMove: { seat: moved.seat, label: moved.label } });
          await refreshLog();
          seat = homeView.decision ? homeView.decision.seat : null;
          known = homeView;
          if (seat !== null && isComputerSeat(config, seat) && botPause > 0) await sleep(botPause);
          else if (seat !== null && botPause > 0) await sleep(Math.min(botPause, 150));
          continue;
        }
        // A human seat decides.
        const sv = known && known.seat === seat ? known : await call('game:view', { seat });
        if (gen !== generation) return;
        const secret = !!sv.decision?.secret;
        const handoff = needsHandoff(config, seat, secret, lastHuman);
        lastHuman = seat;
        set({ seatView: sv, thinking: null, selectedKin: null, handoff: handoff ? { seat, secret } : null });
        await refreshLog();
        return;
      }
    }

    /**
     * Runs one piece of work at a time; errors become a message, the app keeps
     * running. The work may return a continuation that runs after `busy` is
     * released (the computer players' moves, which may take a while).
     */
    async function run(work: () => Promise<void | Continuation>, asDialog?: string): Promise<boolean> {
      if (get().busy) return false;
      set({ busy: true, error: null });
      let next: void | Continuation;
      try {
        next = await work();
      } catch (err) {
        if (asDialog) set({ errorDialog: { title: asDialog, message: message(err) } });
        else set({ error: message(err) });
        return false;
      } finally {
        set({ busy: false });
      }
      if (next) await next();
      return true;
    }

    /** Shared by every way into a game (new, load, campaign); returns the settle loop to run. */
    async function enter(decisionSeat: number | null, extra: Partial<GameStore> = {}): Promise<Continuation> {
      const gen = ++generation;
      lastHuman = null;
      set({
        screen: 'playing',
        overlay: null,
        seatView: null,
        selectedKin: null,
        thinking: null,
        handoff: null,
        lastBotMove: null,
        log: [],
        ...extra,
      });
      await fullLog().catch(() => undefined);
      return () =>
        settle(gen, decisionSeat).catch((err: unknown) => {
          if (gen === generation) set({ thinking: null, error: message(err) });
        });
    }

    return {
      screen: 'title',
      overlay: null,
      players: 2,
      busy: false,
      error: null,
      errorDialog: null,
      notice: null,
      seatView: null,
      selectedKin: null,
      thinking: null,
      lastBotMove: null,
      handoff: null,
      log: [],
      campaign: null,
      tutorial: null,

      setScreen: (screen) => set({ screen, overlay: null }),
      setOverlay: (overlay) => set({ overlay }),
      setPlayers: (players) => set({ players }),

      startGame: () => get().startConfigured(configFor(get().players)).then(() => undefined),

      startConfigured: (config, seed) =>
        run(async () => {
          const started = await call('game:new', seed === undefined ? { config } : { config, seed });
          return enter(started.decisionSeat, { campaign: null, tutorial: null });
        }),

      startTutorial: () =>
        run(async () => {
          const started = await call('game:new', { config: TUTORIAL_CONFIG, seed: TUTORIAL_SEED });
          return enter(started.decisionSeat, { campaign: null, tutorial: { seen: [] } });
        }).then(() => undefined),

      choose: async (choice) => {
        const current = get().seatView;
        if (!current || !current.yourTurn || get().busy || get().thinking || get().handoff) return;
        const gen = generation;
        let after: SeatView | null = null;
        const ok = await run(async () => {
          after = await call('game:act', { seat: current.seat, action: choice.action });
        });
        if (!ok || !after || gen !== generation) {
          if (!ok && gen === generation) {
            // Show the game as it really is after a refusal.
            const sv = await call('game:view', { seat: current.seat }).catch(() => null);
            if (sv && gen === generation) set({ seatView: sv, selectedKin: null });
          }
          return;
        }
        const next: SeatView = after;
        set({ selectedKin: null });
        await settle(gen, next.decision ? next.decision.seat : null, next).catch((err: unknown) => {
          if (gen === generation) set({ thinking: null, error: message(err) });
        });
      },

      selectKin: (id) => set({ selectedKin: id }),

      confirmHandoff: () => set({ handoff: null }),

      undo: async () => {
        const current = get().seatView;
        if (!current || get().thinking) return;
        const gen = generation;
        let after: SeatView | null = null;
        const ok = await run(async () => {
          after = await call('game:undo', { seat: current.seat });
        });
        if (!ok || !after || gen !== generation) return;
        const next: SeatView = after;
        set({ selectedKin: null });
        await fullLog().catch(() => undefined);
        await settle(gen, next.decision ? next.decision.seat : null, next).catch((err: unknown) => {
          if (gen === generation) set({ error: message(err) });
        });
      },

      saveGame: (name) =>
        run(async () => {
          await call('game:save', { name });
          set({ notice: `Game saved as “${name}”.` });
        }),

      listSaves: async () => normalizeSaves(await call('game:list', {})),

      loadGame: (name) =>
        run(async () => {
          const started = await call('game:load', { name });
          return enter(started.decisionSeat, { campaign: null, tutorial: null });
        }, 'This save could not be loaded'),

      listCampaigns: async () => {
        const r = (await call('campaign:list', {})) as unknown as Partial<CampaignList>;
        return { campaigns: r.campaigns ?? [], damaged: (r.damaged ?? []).map((d) => ({ file: d.file, message: d.message })) };
      },

      createCampaign: (form) =>
        run(async () => {
          const r = await call('campaign:create', form);
          return enter(r.decisionSeat, { campaign: { id: r.id, scenarioId: r.scenarioId }, tutorial: null });
        }, 'The campaign could not be created'),

      renameCampaign: (id, name) =>
        run(async () => {
          await call('campaign:rename', { id, name });
        }, 'The campaign could not be renamed'),

      deleteCampaign: (id) =>
        run(async () => {
          await call('campaign:delete', { id });
          if (get().campaign?.id === id) set({ campaign: null });
        }, 'The campaign could not be deleted'),

      continueCampaign: (id) =>
        run(async () => {
          const r = await call('campaign:continue', { id });
          if (r.finished || r.decisionSeat === undefined) {
            set({ campaign: null, screen: 'campaigns', seatView: null, notice: 'This campaign is complete: every story has been played.' });
            return;
          }
          return enter(r.decisionSeat, { campaign: { id: r.id, scenarioId: r.scenarioId }, tutorial: null });
        }, 'The campaign could not be continued'),

      suggest: async () => {
        const sv = get().seatView;
        if (!sv || !sv.yourTurn) return 'There is nothing to choose right now.';
        try {
          const r = await call('bot:suggest', { seat: sv.seat });
          return r.label;
        } catch (err) {
          return message(err);
        }
      },

      dismissTutorial: (id) => {
        const t = get().tutorial;
        if (t && !t.seen.includes(id)) set({ tutorial: { seen: [...t.seen, id] } });
      },
      endTutorial: () => set({ tutorial: null }),

      backToMenu: () => {
        generation++;
        lastHuman = null;
        set({
          screen: 'title',
          overlay: null,
          seatView: null,
          selectedKin: null,
          thinking: null,
          handoff: null,
          error: null,
          log: [],
          tutorial: null,
        });
      },
      dismissError: () => set({ error: null }),
      dismissNotice: () => set({ notice: null }),
      showError: (title, msg) => set({ errorDialog: { title, message: msg } }),
      closeErrorDialog: () => set({ errorDialog: null }),
    };
  });
}

export const useGame = createGameStore();
