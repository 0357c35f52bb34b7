// The replay being watched (zustand, view state only): which game, which step
// and whose point of view, the frame on screen, play/pause, and where Close
// goes back to. Frames come one at a time from the main side (replay:frame),
// which masks them for the chosen seat exactly as the live game did; the
// store never copies a frame into the live game's store, so a live game that
// goes on in the background (computer seats) cannot mix with what the replay
// shows, and closing the replay shows the live game as it is now.
import { create } from 'zustand';
import type { LogEntry, SeatView } from '../../shared/views.js';
import { getBridge } from '../bridge.js';
import { useGame, type Overlay, type Screen } from './game.js';
import { currentWords, sayError, sayWords, type Words } from '../i18n.js';
import type { ReplayFrame, ReplayInfo, ReplaySource, ReplayStep } from '../../shared/replay-types.js';

export type { ReplayFrame, ReplayInfo, ReplaySource, ReplayStep };

export type ReplaySeat = number | 'all';

/** The main side's replay channels, narrowed to what the store needs (tests pass a fake). */
export interface ReplayChannels {
  open(source: ReplaySource): Promise<ReplayInfo>;
  frame(id: string, step: number, seat: ReplaySeat): Promise<ReplayFrame>;
  exportGame(source: ReplaySource): Promise<{ fileName: string; text: string }>;
  importGame(text: string, fileName?: string): Promise<ReplayInfo>;
}

export const bridgeChannels: ReplayChannels = {
  open: (source) => getBridge().call('replay:open', { source }),
  frame: (id, step, seat) => getBridge().call('replay:frame', { id, step, seat }),
  exportGame: (source) => getBridge().call('game:export', { source }),
  importGame: (text, fileName) => getBridge().call('game:import', fileName ? { text, fileName } : { text }),
};

/** Where Close goes back to: the screen and dialog the replay was opened from. */
export interface ReturnTo {
  screen: Screen;
  overlay: Overlay;
}

export interface OpenOptions {
  /** The step to show first: a number, or 'last' (default: the start). */
  step?: number | 'last';
  /** The point of view (default: the first person's seat, else seat 1). */
  seat?: ReplaySeat;
  /**
   * Only `seat`'s point of view: a game still being played at this screen is
   * watched from the seat at the screen, so a replay cannot show another
   * player's secrets before the game is over.
   */
  lockSeat?: boolean;
}

/** About one move a second, as a person would follow a game. */
export const PLAY_INTERVAL_MS = 1000;
/** The largest replay file the page reads (the save store's own limit). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Frames kept for quick scrubbing back and forth. */
const CACHE_SIZE = 600;

export interface ReplayStore {
  info: ReplayInfo | null;
  /** What the replay was opened from (export uses it); null for an imported file. */
  source: ReplaySource | null;
  /** The step the timeline is at (the frame on screen may lag while it comes). */
  step: number;
  seat: ReplaySeat;
  /** The only seat offered, when the replay is of a game in progress at this screen. */
  lockedSeat: number | null;
  /** The frame on screen: the last one fetched for the wanted step and seat. */
  frame: ReplayFrame | null;
  loading: boolean;
  playing: boolean;
  returnTo: ReturnTo | null;
  /** A frame the main side refused (shown in the replay bar). */
  problem: string | null;

  open(source: ReplaySource, opts?: OpenOptions): Promise<boolean>;
  /** Opens a game file's text (game:import); a refused file shows its reason and nothing else changes. */
  openFile(text: string, fileName?: string): Promise<boolean>;
  goTo(step: number): void;
  stepBy(delta: number): void;
  goToRound(round: number): void;
  setSeat(seat: ReplaySeat): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  close(): void;
  /** Writes the game as a file (game:export, then a download). */
  exportGame(source: ReplaySource): Promise<boolean>;
}

/** Steps the timeline knows: 0 (the start) to N (the last action). */
export function lastStep(info: ReplayInfo | null): number {
  return info ? info.steps.length : 0;
}

/** The seat a replay opens at when none is asked for: the first person's, else the first seat. */
export function defaultSeat(info: ReplayInfo): number {
  const person = info.seats.findIndex((s) => s.controller === 'human');
  return person < 0 ? 0 : person;
}

/** Where `step` lies: its round and turn (step 0 is the start of round 1). */
export function stepPlace(info: ReplayInfo, step: number): { round: number; turn: number } {
  if (step <= 0) return { round: info.rounds[0]?.round ?? 1, turn: 0 };
  const s = info.steps[Math.min(step, info.steps.length) - 1];
  return { round: s?.round ?? 1, turn: s?.turn ?? 0 };
}

/**
 * Where the position after `step` stands, in words: "Round 2, turn 5". A
 * round's first step is the position its last move left, which the engine
 * has already moved into the next round: it reads "Start of round 2", as the
 * top bar and the round buttons have it, not the round its move closed.
 */
export function placeText(info: ReplayInfo, step: number, w: Words = currentWords()): string {
  if (step <= 0) return w.t('screens.replay.place.start');
  const round = roundAt(info, step);
  const s = info.steps[Math.min(step, info.steps.length) - 1];
  if (!s) return w.t('screens.replay.place.round', { round });
  if (s.round !== round) return w.t('screens.replay.place.roundStart', { round });
  return w.t('screens.replay.place.turn', { round: s.round, turn: s.turn });
}

/** The timeline's words for a step, for screen readers (aria-valuetext) and the bar. */
export function stepText(info: ReplayInfo, step: number, w: Words = currentWords()): string {
  if (step <= 0) return w.t('screens.replay.step.start');
  const s = info.steps[Math.min(step, info.steps.length) - 1];
  if (!s) return w.t('screens.replay.step.move', { step });
  return w.t('screens.replay.step.label', { place: placeText(info, step, w), label: sayWords(w, s.label) });
}

/** The round whose start is the last one at or before `step`. */
export function roundAt(info: ReplayInfo, step: number): number {
  let round = info.rounds[0]?.round ?? 1;
  for (const r of info.rounds) if (r.step <= step) round = r.round;
  return round;
}

interface Deps {
  channels?: ReplayChannels;
  game?: typeof useGame;
  /** Saves a file for the player (a Blob download in the page). */
  download?: (fileName: string, text: string) => void;
}

/** The browser's download: a Blob behind an object URL, clicked on an <a download>. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has taken the data by the next tasks; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function createReplayStore({ channels = bridgeChannels, game = useGame, download = downloadText }: Deps = {}) {
  return create<ReplayStore>()((set, get) => {
    const cache = new Map<string, ReplayFrame>();
    /** The frame wanted now, by key; answers for any other key are cached but not shown. */
    let wanted = '';
    /** One frame request at a time: quick scrubbing asks only for where the timeline ends up. */
    let inFlight: string | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const keyOf = (id: string, step: number, seat: ReplaySeat) => `${id}|${seat}|${step}`;

    function remember(key: string, frame: ReplayFrame): void {
      cache.delete(key);
      cache.set(key, frame);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }

    function stopTimer(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    }

    /** Shows the wanted frame from the cache, or asks for it (unless a request is out: its answer asks next). */
    function fetchWanted(): void {
      const { info, step, seat } = get();
      if (!info) return;
      const key = keyOf(info.id, step, seat);
      wanted = key;
      const cached = cache.get(key);
      if (cached) {
        set({ frame: cached, loading: false, problem: null });
        schedule();
        return;
      }
      set({ loading: true });
      if (inFlight !== null) return;
      inFlight = key;
      const id = info.id;
      channels
        .frame(id, step, seat)
        .then((frame) => {
          remember(key, frame);
          inFlight = null;
          if (get().info?.id !== id) return;
          if (wanted === key) {
            set({ frame, loading: false, problem: null });
            schedule();
            prefetch();
          } else fetchWanted();
        })
        .catch((err: unknown) => {
          inFlight = null;
          if (get().info?.id !== id) return;
          if (wanted === key) {
            stopTimer();
            set({ loading: false, playing: false, problem: sayError(currentWords(), err) });
          } else fetchWanted();
        });
    }

    /** While playing, the next frame is asked for before its time comes. */
    function prefetch(): void {
      const { info, step, seat, playing } = get();
      if (!info || !playing || inFlight !== null || step >= lastStep(info)) return;
      const key = keyOf(info.id, step + 1, seat);
      if (cache.has(key)) return;
      inFlight = key;
      const id = info.id;
      channels
        .frame(id, step + 1, seat)
        .then((frame) => remember(key, frame))
        .catch(() => undefined)
        .finally(() => {
          inFlight = null;
          // The timeline may have moved on while the prefetch was out.
          if (get().info?.id === id && get().loading) fetchWanted();
        });
    }

    /** The next tick of play: one step a second, once the current step is on screen. */
    function schedule(): void {
      stopTimer();
      const { playing, info, step, frame } = get();
      if (!playing || !info || !frame || frame.step !== step) return;
      if (step >= lastStep(info)) {
        set({ playing: false });
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        const s = get();
        if (!s.playing || !s.info) return;
        show(Math.min(s.step + 1, lastStep(s.info)), s.seat);
      }, PLAY_INTERVAL_MS);
    }

    function show(step: number, seat: ReplaySeat): void {
      const info = get().info;
      if (!info) return;
      const clamped = Math.max(0, Math.min(lastStep(info), Math.round(step)));
      const locked = get().lockedSeat;
      const allowed = locked !== null ? locked : seat === 'all' && !info.finished ? defaultSeat(info) : seat;
      set({ step: clamped, seat: allowed });
      fetchWanted();
    }

    /** Takes a newly opened replay: the screen switches to it, remembering where it came from. */
    function enter(info: ReplayInfo, source: ReplaySource | null, opts: OpenOptions): void {
      stopTimer();
      cache.clear();
      inFlight = null;
      const g = game.getState();
      const returnTo = g.screen === 'replay' ? get().returnTo : { screen: g.screen, overlay: g.overlay };
      const n = lastStep(info);
      const step = opts.step === 'last' ? n : Math.max(0, Math.min(n, opts.step ?? 0));
      let seat: ReplaySeat = opts.seat ?? defaultSeat(info);
      if (seat === 'all' ? !info.finished : seat < 0 || seat >= info.seats.length) seat = defaultSeat(info);
      const lockedSeat = opts.lockSeat && !info.finished && typeof seat === 'number' ? seat : null;
      set({ info, source, step, seat, lockedSeat, frame: null, loading: true, playing: false, problem: null, returnTo });
      game.setState({ screen: 'replay', overlay: null });
      fetchWanted();
    }

    return {
      info: null,
      source: null,
      step: 0,
      seat: 0,
      lockedSeat: null,
      frame: null,
      loading: false,
      playing: false,
      returnTo: null,
      problem: null,

      open: async (source, opts = {}) => {
        try {
          const info = await channels.open(source);
          enter(info, source, opts);
          return true;
        } catch (err) {
          const w = currentWords();
          game.getState().showError(w.t('screens.replay.openFailed'), sayError(w, err));
          return false;
        }
      },

      openFile: async (text, fileName) => {
        try {
          const info = await channels.importGame(text, fileName);
          enter(info, null, {});
          return true;
        } catch (err) {
          const w = currentWords();
          game.getState().showError(w.t('screens.file.openFailed'), sayError(w, err));
          return false;
        }
      },

      goTo: (step) => show(step, get().seat),
      stepBy: (delta) => show(get().step + delta, get().seat),
      goToRound: (round) => {
        const r = get().info?.rounds.find((x) => x.round === round);
        if (r) show(r.step, get().seat);
      },
      setSeat: (seat) => show(get().step, seat),

      play: () => {
        const info = get().info;
        if (!info) return;
        // Play from the start again when the end is on screen.
        if (get().step >= lastStep(info)) show(0, get().seat);
        set({ playing: true });
        schedule();
        prefetch();
      },
      pause: () => {
        stopTimer();
        set({ playing: false });
      },
      togglePlay: () => (get().playing ? get().pause() : get().play()),

      close: () => {
        stopTimer();
        cache.clear();
        inFlight = null;
        wanted = '';
        const back = get().returnTo ?? { screen: 'title', overlay: null };
        // A game can only be gone back to while the live store still holds it.
        const screen = back.screen === 'playing' && !game.getState().seatView ? 'title' : back.screen;
        set({ info: null, source: null, frame: null, loading: false, playing: false, returnTo: null, problem: null, step: 0, lockedSeat: null });
        game.setState({ screen, overlay: back.overlay });
      },

      exportGame: async (source) => {
        try {
          const { fileName, text } = await channels.exportGame(source);
          download(fileName, text);
          game.setState({ notice: currentWords().t('screens.export.written', { fileName }) });
          return true;
        } catch (err) {
          const w = currentWords();
          game.getState().showError(w.t('screens.export.failed'), sayError(w, err));
          return false;
        }
      },
    };
  });
}

export const useReplay = createReplayStore();

/** What the screen shows, from the two stores: the replay's frame while a replay is open, else the live game. */
export function shownView(g: { screen: Screen; seatView: SeatView | null }, r: { frame: ReplayFrame | null }): SeatView | null {
  return g.screen === 'replay' ? (r.frame?.view ?? null) : g.seatView;
}

export function shownLog(g: { screen: Screen; log: LogEntry[] }, r: { frame: ReplayFrame | null }): LogEntry[] {
  return g.screen === 'replay' ? (r.frame?.log ?? NO_LINES) : g.log;
}

const NO_LINES: LogEntry[] = [];

/**
 * The seat view the HUD and the table show (see shownView). Every panel reads
 * it, so a replay frame is never copied into the live game's store.
 */
export function useShownView(): SeatView | null {
  const screen = useGame((s) => s.screen);
  const seatView = useGame((s) => s.seatView);
  const frame = useReplay((s) => s.frame);
  return shownView({ screen, seatView }, { frame });
}

/** The log lines shown: the replay frame's (what its seat could read up to its step), else the live log. */
export function useShownLog(): LogEntry[] {
  const screen = useGame((s) => s.screen);
  const log = useGame((s) => s.log);
  const frame = useReplay((s) => s.frame);
  return shownLog({ screen, log }, { frame });
}

/** Whether a replay is on screen (panels hide what only a live game has: thinking, choices). */
export function useReplaying(): boolean {
  return useGame((s) => s.screen === 'replay');
}
