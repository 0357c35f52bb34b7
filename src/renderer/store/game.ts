// View state only (zustand): what the main process last told us, plus what
// the player is in the middle of (a half-made placement, an open dialog).
// The real game state never lives here. The main side drives the game: the
// store sends intents (a choice, undo, save) with one call each and reduces
// the events the main side pushes (src/main/events.ts): the seat view, log
// lines, the last move, a computer seat's thinking, errors. It never asks who
// plays next, never polls and never sequences turns.
//
// Contract with the 3D scene (src/renderer/scene): it reads `seatView` (its
// `legal` choices), `selectedKin`, and calls `choose(choice)` and
// `selectKin(id | null)`: the player picks a kin in the DOM, the scene lights
// that kin's legal spots, and a click on a spot chooses.
import { create } from 'zustand';
import type { Action, ClanId, Controller, Difficulty, GameConfig } from '../../engine/core/types.js';
import type { CampaignList, CampaignSummary, DamagedSave, GamesList, LastPlayed } from '../../shared/contract.js';
import type { GameEvent } from '../../shared/events.js';
import { TABLE_SEAT, type GameView, type LegalChoice, type LogEntry, type SeatView } from '../../shared/views.js';
import { getBridge, type Bridge } from '../bridge.js';
import { CATALOG } from '../catalog.generated.js';
import { tableRulesOf } from '../../engine/setup-rules.js';
import { isMsg, msg, type Msg } from '../../engine/core/message.js';
import { currentWords, sayError } from '../i18n.js';


/**
 * `replay`: a game watched back move by move (store/replay.ts holds what it
 * shows); `games`: the games list (every game kept, the saved copies, the
 * campaigns), which a game on the table goes on behind.
 */
export type Screen = 'title' | 'setup' | 'playing' | 'campaigns' | 'rules' | 'replay' | 'games';
export type Overlay = null | 'rules' | 'save' | 'log';

export interface ErrorDialog {
  title: string;
  message: string;
}

export interface Thinking {
  seat: number;
  fraction: number;
}

/** A choice just made at the table (by a person or a computer seat), for the table to animate. */
export interface LastMove {
  seat: number;
  /** Absent for a secret choice. */
  action?: Action;
  label: Msg;
  ply: number;
  byComputer: boolean;
}

export interface Handoff {
  seat: number;
  secret: boolean;
}

export interface SaveEntry {
  name: string;
  displayName?: string;
  savedAt?: string;
  summary?: Msg | string;
}

/** A save or campaign file that cannot be opened, with what is wrong with it. */
export type DamagedEntry = DamagedSave;

export interface SaveListing {
  saves: SaveEntry[];
  damaged: DamagedEntry[];
}

/** One campaign in the list, and the list (the contract's). */
export type CampaignListing = CampaignSummary;
export type { CampaignList };

export interface NewCampaignForm {
  name: string;
  allies: { clan: ClanId; name: string; controller: Controller }[];
  difficulty: Difficulty;
  goldenRuleSeat?: number;
  scenarioOrder?: string[];
  /** The human allies played on other devices. */
  devices?: number[];
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
  /** A call is in flight (a choice, undo, a new game...): more input waits. */
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
  lastBotMove: { seat: number; label: Msg } | null;
  /** The last choice made by anyone, for the table to animate. */
  lastMove: LastMove | null;
  /** The table is hidden until this seat's player confirms they sit at the screen. */
  handoff: Handoff | null;
  log: LogEntry[];
  campaign: ActiveCampaign | null;
  tutorial: TutorialState | null;
  /** Where the games list's Back goes: the game on the table when it was opened from one, else the title. */
  gamesBack: 'title' | 'playing';

  setScreen(screen: Screen): void;
  setOverlay(overlay: Overlay): void;
  setPlayers(n: 2 | 3 | 4): void;
  /** Quick start from the title screen: the chosen number of human seats, standard mode. */
  startGame(): Promise<void>;
  /** Starts a game from a full config (new game screen); `devices`: the human seats played on other devices. */
  startConfigured(config: GameConfig, seed?: number | string, devices?: number[]): Promise<boolean>;
  /** The guided first game: you against one computer seat, with callouts. */
  startTutorial(): Promise<void>;
  choose(choice: LegalChoice): Promise<void>;
  selectKin(id: number | null): void;
  confirmHandoff(): void;
  undo(): Promise<void>;
  saveGame(name: string): Promise<boolean>;
  listSaves(): Promise<SaveListing>;
  loadGame(name: string): Promise<boolean>;
  /** Opens the games list, remembering whether a game was on screen to go back to. */
  openGames(): void;
  /** Leaves the games list for where it was opened from. */
  closeGames(): void;
  listGames(): Promise<GamesList>;
  /** The game or campaign played last, of whatever kind (what "Continue the last game" goes on with). */
  lastPlayed(): Promise<LastPlayed | null>;
  /** Goes on with a game of the list exactly where its last kept choice left it (a finished one shows its scores). */
  continueGame(id: string): Promise<boolean>;
  renameGame(id: string, name: string): Promise<boolean>;
  pinGame(id: string, pinned: boolean): Promise<boolean>;
  /** Deletes a game's record; when it is the game on the table, that game is left too. */
  deleteGame(id: string, current: boolean): Promise<boolean>;
  /** Deletes a copy saved under a name (or the old single autosave). */
  deleteSave(name: string): Promise<boolean>;
  listCampaigns(): Promise<CampaignList>;
  createCampaign(form: NewCampaignForm): Promise<boolean>;
  renameCampaign(id: string, name: string): Promise<boolean>;
  deleteCampaign(id: string): Promise<boolean>;
  continueCampaign(id: string, devices?: number[]): Promise<boolean>;
  /**
   * A seat's own device (seat/SeatApp.tsx): shows the game in play from
   * `seat`, the only seat this device plays. No hand-off cover ever comes up
   * on it: nobody else looks at this screen.
   */
  joinSeat(seat: number): Promise<boolean>;
  /** A suggested choice for the seat on screen (the strong computer player's pick), and why; or why there is none. */
  suggest(): Promise<{ text: Msg; why?: Msg }>;
  dismissTutorial(id: string): void;
  endTutorial(): void;
  backToMenu(): void;
  dismissError(): void;
  dismissNotice(): void;
  showError(title: string, message: string): void;
  closeErrorDialog(): void;
}

/** What went wrong, in the page's language as it is now (a refusal's words, else its English text). */
export function message(err: unknown): string {
  return sayError(currentWords(), err);
}

/** Words that may come as a message or, from an older record or another part, as text already said. */
export function asMsg(words: Msg | string): Msg {
  return typeof words === 'string' ? msg('legacy.text', { text: words }) : words;
}


/** A pushed `error` event in the page's language: its words when it has them. */
function eventError(event: { message: string; words?: unknown }): string {
  return isMsg(event.words) ? currentWords().say(event.words) : event.message;
}

export function configFor(players: number): GameConfig {
  return {
    // Seats take the clans in the engine's order.
    // The seats' names are the players' own text: a quick start names them in the page's language.
    seats: CATALOG.clanOrder.slice(0, players).map((clan, i) => ({ clan, controller: 'human', name: currentWords().t('seat.player', { n: i + 1 }) })),
    mode: 'standard',
    ...tableRulesOf({}),
  };
}

export const TUTORIAL_CONFIG: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Hana' },
    { clan: 'koi', controller: 'heuristic', name: 'Sensei Koi' },
  ],
  mode: 'standard',
  ...tableRulesOf({}),
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
 * screen changes and the coming choice is secret or the seat's view asks for
 * the cover (hidden information in play: the engine's screen facts).
 */
export function needsHandoff(view: Pick<GameView, 'config' | 'screen'> | null | undefined, seat: number, secret: boolean, lastSeat: number | null): boolean {
  if (humanSeats(view?.config).length < 2) return false;
  if (lastSeat === seat) return false;
  return secret || !!view?.screen?.coverBeforeShowing;
}

/** Accepts the save list both as the documented object and as a bare array. */
function normalizeSaves(raw: unknown): SaveListing {
  if (Array.isArray(raw)) return { saves: raw as SaveEntry[], damaged: [] };
  const r = (raw ?? {}) as Partial<SaveListing>;
  return { saves: r.saves ?? [], damaged: (r.damaged ?? []).map(({ file, message, words }) => ({ file, message, words })) };
}

/** A start call's input, naming the seats played on other devices when there are any. */
function withDevices<T extends object>(input: T, devices: number[] | undefined): T | (T & { devices: number[] }) {
  return devices?.length ? { ...input, devices } : input;
}

export function createGameStore(bridge: () => Bridge = getBridge) {
  return create<GameStore>()((set, get) => {
    /** The id of the game on screen (GameStarted.game, SeatView.game): only its events reach the store. */
    let entered: string | null = null;
    /**
     * While a call that starts a game is in flight: events of games other than
     * the one on screen, which may be the new game's (its id is known with the
     * answer). Null when no start is in flight: such events are dropped.
     */
    let held: GameEvent[] | null = null;
    /** Bumped whenever a game replaces the old one or is left: late answers of the old one are ignored. */
    let generation = 0;
    /** The seat whose view is on screen: the hand-off is decided when it changes. */
    let screenSeat: number | null = null;
    let unsubscribe: (() => void) | null = null;
    /** The choice or undo whose answer is awaited; the next view shows its result, so input is free again then. */
    let awaiting: symbol | null = null;
    /** This page is one seat's own device (joinSeat): never a hand-off cover. */
    let ownDevice = false;

    const call: Bridge['call'] = (channel, input) => bridge().call(channel, input);

    function listen(): void {
      if (unsubscribe) return;
      unsubscribe = bridge().subscribe(onEvent, () => (entered !== null ? (get().seatView?.seat ?? null) : null));
    }

    function onEvent(event: GameEvent): void {
      if (entered !== null && event.game === entered) apply(event);
      else if (held) held.push(event);
    }

    function apply(event: GameEvent): void {
      switch (event.type) {
        case 'view':
          return showView(event.view);
        case 'log':
          return takeLog(event.from, event.entries, event.total);
        case 'move': {
          const { seat, action, ply, byComputer } = event;
          const label = asMsg(event.label);
          set({ lastMove: { seat, ...(action ? { action } : {}), label, ply, byComputer }, ...(byComputer ? { lastBotMove: { seat, label } } : {}) });
          return;
        }
        case 'thinking':
          set({ thinking: event.seat === null ? null : { seat: event.seat, fraction: Math.min(1, Math.max(0, event.fraction)) } });
          return;
        case 'error':
          // The main side stopped playing on: no one is thinking any more.
          set({ error: eventError(event), thinking: null });
          return;
      }
    }

    function showView(sv: SeatView): void {
      const before = get();
      let handoff = before.handoff;
      if (sv.seat !== screenSeat) {
        const secret = sv.yourTurn && !!sv.decision?.secret;
        // A seat's own device and the table view have nobody else's secrets to cover.
        handoff = !ownDevice && sv.seat !== TABLE_SEAT && needsHandoff(sv.view, sv.seat, secret, screenSeat) ? { seat: sv.seat, secret } : null;
        screenSeat = sv.seat;
      }
      const moved = !before.seatView || before.seatView.seat !== sv.seat || before.seatView.ply !== sv.ply;
      // The main side pushes a choice's result before it answers the call: the buttons of the new view work at once.
      const answered = awaiting !== null;
      awaiting = null;
      set({
        seatView: sv,
        handoff,
        ...(answered ? { busy: false } : {}),
        ...(moved ? { selectedKin: null } : {}),
        // A person chooses, or the game is over: no computer seat is thinking.
        ...(sv.yourTurn || sv.gameOver ? { thinking: null } : {}),
      });
    }

    function takeLog(from: number, entries: LogEntry[], total: number): void {
      const have = get().log;
      if (from > have.length) {
        // Lines were missed (the line dropped): take the whole log once.
        const gen = generation;
        call('game:log', { since: 0 })
          .then((all) => {
            if (gen === generation && entered !== null) set({ log: all.entries });
          })
          .catch(() => undefined);
        return;
      }
      set({ log: [...have.slice(0, from), ...entries].slice(0, total) });
    }

    /**
     * After a choice or an undo is accepted, the view on screen is spent until
     * the main side pushes the next one (it may already have): no second
     * choice from it.
     */
    function spend(sv: SeatView): void {
      if (get().seatView === sv) set({ seatView: { ...sv, yourTurn: false, legal: [] }, selectedKin: null });
    }

    /**
     * A choice or an undo: one call, whose result the main side pushes. A
     * refusal changed nothing: it becomes a message over the same view.
     */
    async function intent(current: SeatView, send: () => Promise<unknown>): Promise<void> {
      if (get().busy) return;
      const token = Symbol('intent');
      awaiting = token;
      const gen = generation;
      set({ busy: true, error: null });
      try {
        await send();
        if (gen === generation) spend(current);
      } catch (err) {
        if (gen === generation) set({ error: message(err), selectedKin: null });
      } finally {
        if (awaiting === token) {
          awaiting = null;
          set({ busy: false });
        }
      }
    }

    /** Runs one call at a time; a refusal becomes a message (or a dialog), the app keeps running. */
    async function run(work: () => Promise<void>, asDialog?: string): Promise<boolean> {
      if (get().busy) return false;
      set({ busy: true, error: null });
      try {
        await work();
        return true;
      } catch (err) {
        if (asDialog) set({ errorDialog: { title: asDialog, message: message(err) } });
        else set({ error: message(err) });
        return false;
      } finally {
        set({ busy: false });
      }
    }

    /**
     * Every way into a game (new, load, campaign). While the call is in
     * flight, the game on screen (if any) goes on, and events of any other game
     * are held: the answer names the new game (`game`), and only the held
     * events of that game are kept. `settle` turns the answer into the store's
     * new fields, or null when no game follows (a finished campaign).
     */
    async function enter<R extends { game?: string }>(start: () => Promise<R>, settle: (answer: R) => Partial<GameStore> | null): Promise<void> {
      listen();
      held = [];
      let answer: R;
      try {
        answer = await start();
      } catch (err) {
        // The game on screen (if any) goes on; what was held was no game of ours.
        held = null;
        throw err;
      }
      const fields = settle(answer);
      // (Null if the player left while the call was in flight.)
      const early = held ?? [];
      held = null;
      generation++;
      screenSeat = null;
      if (!fields || !answer.game) {
        entered = null;
        return;
      }
      entered = answer.game;
      set({
        screen: 'playing',
        overlay: null,
        seatView: null,
        selectedKin: null,
        thinking: null,
        handoff: null,
        lastBotMove: null,
        lastMove: null,
        log: [],
        ...fields,
      });
      // Events of the new game that came before its answer are its own.
      for (const event of early) if (event.game === entered) apply(event);
    }

    /**
     * Leaves the game on screen for `screen`. Nothing is lost: every choice is
     * already kept, and the game stays in the games list (or its campaign).
     */
    function leave(screen: Screen): void {
      // Whatever the main side still pushes about the game left stays off screen.
      entered = null;
      held = null;
      generation++;
      screenSeat = null;
      set({
        screen,
        overlay: null,
        seatView: null,
        selectedKin: null,
        thinking: null,
        handoff: null,
        error: null,
        lastBotMove: null,
        lastMove: null,
        log: [],
        tutorial: null,
        gamesBack: 'title',
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
      lastMove: null,
      handoff: null,
      log: [],
      campaign: null,
      tutorial: null,
      gamesBack: 'title',

      setScreen: (screen) => set({ screen, overlay: null }),
      setOverlay: (overlay) => set({ overlay }),
      setPlayers: (players) => set({ players }),

      startGame: () => get().startConfigured(configFor(get().players)).then(() => undefined),

      startConfigured: (config, seed, devices) =>
        run(() =>
          enter(
            () => call('game:new', withDevices(seed === undefined ? { config } : { config, seed }, devices)),
            () => ({ campaign: null, tutorial: null }),
          ),
        ),

      startTutorial: () =>
        run(() =>
          enter(
            () => call('game:new', { config: TUTORIAL_CONFIG, seed: TUTORIAL_SEED }),
            () => ({ campaign: null, tutorial: { seen: [] } }),
          ),
        ).then(() => undefined),

      choose: async (choice) => {
        const current = get().seatView;
        if (!current || !current.yourTurn || get().thinking || get().handoff) return;
        await intent(current, () => call('game:act', { seat: current.seat, action: choice.action }));
      },

      selectKin: (id) => set({ selectedKin: id }),

      confirmHandoff: () => set({ handoff: null }),

      undo: async () => {
        const current = get().seatView;
        if (!current || get().thinking) return;
        await intent(current, () => call('game:undo', { seat: current.seat }));
      },

      saveGame: (name) =>
        run(async () => {
          await call('game:save', { name });
          set({ notice: currentWords().t('table.notice.saved', { name }) });
        }),

      listSaves: async () => normalizeSaves(await call('game:list', {})),

      loadGame: (name) =>
        run(
          () =>
            enter(
              () => call('game:load', { name }),
              () => ({ campaign: null, tutorial: null }),
            ),
          currentWords().t('table.fail.load'),
        ),

      openGames: () => {
        const { screen, seatView, gamesBack } = get();
        const back = screen === 'playing' && seatView ? 'playing' : screen === 'games' || screen === 'replay' ? gamesBack : 'title';
        set({ screen: 'games', overlay: null, gamesBack: back });
      },

      closeGames: () => {
        const back = get().gamesBack === 'playing' && get().seatView ? 'playing' : 'title';
        set({ screen: back, overlay: null });
      },

      listGames: async () => {
        const r = await call('games:list', {});
        return { games: r.games ?? [], damaged: (r.damaged ?? []).map(({ file, message, words }) => ({ file, message, words })), keepFinished: r.keepFinished };
      },

      lastPlayed: () => call('games:last', {}),

      continueGame: (id) =>
        run(
          () =>
            enter(
              () => call('games:continue', { id }),
              () => ({ campaign: null, tutorial: null, gamesBack: 'title' }),
            ),
          currentWords().t('table.fail.continue'),
        ),

      renameGame: (id, name) =>
        run(async () => {
          await call('games:rename', { id, name });
        }, currentWords().t('table.fail.rename')),

      pinGame: (id, pinned) =>
        run(async () => {
          await call('games:pin', { id, pinned });
        }, currentWords().t(pinned ? 'table.fail.pin' : 'table.fail.unpin')),

      deleteGame: (id, current) =>
        run(async () => {
          await call('games:delete', { id });
          // The game on the table is no longer kept: it is left, as Menu leaves a game.
          if (current && get().seatView && !get().campaign) leave('games');
        }, currentWords().t('table.fail.delete')),

      deleteSave: (name) =>
        run(async () => {
          await call('game:delete', { name });
        }, currentWords().t('table.fail.deleteSave')),

      listCampaigns: async () => {
        const r = await call('campaign:list', {});
        return { campaigns: r.campaigns, damaged: r.damaged.map(({ file, message, words }) => ({ file, message, words })) };
      },

      createCampaign: (form) =>
        run(
          () =>
            enter(
              () => {
                const { devices, ...rest } = form;
                return call('campaign:create', withDevices(rest, devices));
              },
              (r) => ({ campaign: { id: r.id, scenarioId: r.scenarioId }, tutorial: null }),
            ),
          currentWords().t('table.fail.campaignCreate'),
        ),

      renameCampaign: (id, name) =>
        run(async () => {
          await call('campaign:rename', { id, name });
        }, currentWords().t('table.fail.campaignRename')),

      deleteCampaign: (id) =>
        run(async () => {
          await call('campaign:delete', { id });
          if (get().campaign?.id === id) set({ campaign: null });
        }, currentWords().t('table.fail.campaignDelete')),

      continueCampaign: (id, devices) =>
        run(
          () =>
            enter(
              () => call('campaign:continue', withDevices({ id }, devices)),
              (r) => {
                if (!r.finished && r.decisionSeat !== undefined) return { campaign: { id: r.id, scenarioId: r.scenarioId }, tutorial: null };
                set({ campaign: null, screen: 'campaigns', seatView: null, notice: currentWords().t('table.notice.campaignDone') });
                return null;
              },
            ),
          currentWords().t('table.fail.campaignContinue'),
        ),

      joinSeat: (seat) =>
        run(async () => {
          ownDevice = true;
          await enter(
            () => call('game:view', { seat }),
            (sv) => ({ campaign: null, tutorial: null, seatView: sv }),
          );
          screenSeat = seat;
          const gen = generation;
          const log = await call('game:log', { since: 0 });
          if (gen === generation && get().log.length === 0) set({ log: log.entries });
        }, currentWords().t('table.fail.seat')),

      suggest: async () => {
        const sv = get().seatView;
        if (!sv || !sv.yourTurn) return { text: msg('table.suggest.none') };
        try {
          const r = await call('bot:suggest', { seat: sv.seat });
          return { text: asMsg(r.label), ...(r.why ? { why: asMsg(r.why) } : {}) };
        } catch (err) {
          const words = (err as { words?: unknown } | null)?.words;
          return { text: isMsg(words) ? words : asMsg(message(err)) };
        }
      },

      dismissTutorial: (id) => {
        const t = get().tutorial;
        if (t && !t.seen.includes(id)) set({ tutorial: { seen: [...t.seen, id] } });
      },
      endTutorial: () => set({ tutorial: null }),

      backToMenu: () => leave('title'),
      dismissError: () => set({ error: null }),
      dismissNotice: () => set({ notice: null }),
      showError: (title, msg) => set({ errorDialog: { title, message: msg } }),
      closeErrorDialog: () => set({ errorDialog: null }),
    };
  });
}

export const useGame = createGameStore();
