// How the person in front of this page gives input: a finger (touch), a mouse
// or a pen (pointer), and whether a keyboard is there at all. The words follow
// it: touch says tap, a mouse says click, and key hints show only once a key
// has been pressed (a phone never shows "Esc" or "1"). Decided from the
// browser's media queries at start, then from what the person actually uses.
import { create } from 'zustand';

/** What a finger or a mouse is called in the catalogs' `{input, select, ...}`. */
export type Pointing = 'touch' | 'mouse';

export interface InputState {
  pointing: Pointing;
  /** A key was pressed on this page (or the browser says a fine pointer and hover are there, as on a desktop). */
  keyboard: boolean;
  /** A pointer event was seen: a finger's makes the page touch, a mouse's makes it mouse. */
  pointed(kind: string): void;
  /** A key went down that is no part of typing into a field from an on-screen keyboard. */
  keyed(): void;
}

/** The media queries a page answers (window.matchMedia, or a stand-in in a test). */
export type MediaQuery = (query: string) => boolean;

/** Where the browser says the page is used: a coarse pointer with no hover is a finger, and has no keyboard to show keys for. */
export function firstGuess(matches: MediaQuery): Pick<InputState, 'pointing' | 'keyboard'> {
  const touch = matches('(pointer: coarse)') && matches('(hover: none)');
  return { pointing: touch ? 'touch' : 'mouse', keyboard: !touch };
}

function browserMedia(): MediaQuery {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => false;
  return (q) => window.matchMedia(q).matches;
}

export function createInputStore(matches: MediaQuery) {
  let keyPressed = false;
  return create<InputState>()((set, get) => ({
    ...firstGuess(matches),
    pointed: (kind) => {
      const pointing: Pointing = kind === 'touch' ? 'touch' : 'mouse';
      // A finger says nothing of a keyboard (only a key pressed does); a mouse comes with one.
      const keyboard = pointing === 'mouse' ? true : keyPressed;
      if (get().pointing !== pointing || get().keyboard !== keyboard) set({ pointing, keyboard });
    },
    keyed: () => {
      keyPressed = true;
      if (!get().keyboard) set({ keyboard: true });
    },
  }));
}

export const useInput = createInputStore(browserMedia());

/** Follows what the person uses on this page; returns the way to stop following. */
export function followInput(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const onPointer = (e: Event) => useInput.getState().pointed((e as PointerEvent).pointerType);
  // An on-screen keyboard types into a field; a key pressed outside one is a real keyboard's
  // (Tab, an arrow, a number), and so are the keys that no on-screen keyboard has.
  const onKey = (e: Event) => {
    const k = e as KeyboardEvent;
    const typing = k.target instanceof HTMLElement && (k.target.tagName === 'INPUT' || k.target.tagName === 'TEXTAREA');
    if (!typing || ['Tab', 'Escape', 'ArrowUp', 'ArrowDown'].includes(k.key)) useInput.getState().keyed();
  };
  target.addEventListener('pointerdown', onPointer, true);
  target.addEventListener('keydown', onKey, true);
  return () => {
    target.removeEventListener('pointerdown', onPointer, true);
    target.removeEventListener('keydown', onKey, true);
  };
}

/** Follows the page's input for as long as the page lives (called once where the page starts). */
let following = false;
export function followPageInput(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  followInput(window);
}
