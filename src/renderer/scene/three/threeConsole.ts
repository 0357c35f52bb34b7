// three's console output, less one warning we cannot act on. three r183
// deprecated THREE.Clock in favour of THREE.Timer and warns each time one is
// made; our code makes none, but @react-three/fiber 9 makes one in every
// canvas' store (its `state.clock`, which components and drei read), so the
// warning would come with every canvas and tell the player nothing. Every
// other message of three goes to the console as before.
import { setConsoleFunction } from 'three';

/** The messages left out: R3F's own clock (the deprecation notice three prints when a Clock is made). */
export function isMutedThreeMessage(type: string, message: unknown): boolean {
  return type === 'warn' && typeof message === 'string' && message.startsWith('THREE.Clock: This module has been deprecated');
}

type Level = 'log' | 'warn' | 'error';

/** three's own output for a message (what it does with no console function set). */
function toConsole(type: Level, message: string, params: unknown[]): void {
  const trace = params[0] as { isStackTrace?: boolean; getError?: (m: string) => Error } | undefined;
  if (type !== 'log' && trace?.isStackTrace && trace.getError) console[type](trace.getError(message));
  else console[type](message, ...params);
}

export function installThreeConsole(): void {
  setConsoleFunction((type: Level, message: string, ...params: unknown[]) => {
    if (!isMutedThreeMessage(type, message)) toConsole(type, message, params);
  });
}
