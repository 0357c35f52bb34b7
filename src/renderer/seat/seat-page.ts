// Setting up a seat's own device (is-seat-page.ts tells one): its seat
// client (seat-bridge.ts) started from the address's join code or the stored
// credential, and the table's look for the device it runs on. Loaded only on
// such a device (main.tsx).
import { useSettings } from '../store/settings.js';
import { createSeatClient, wsUrlFor, type SeatClient } from './seat-bridge.js';
import { pageStorage, takeJoinCode } from './seat-prefs.js';

/** A phone or a small tablet: a coarse pointer, or a narrow screen. */
export function isHandheld(w: Pick<Window, 'innerWidth'> & { matchMedia?: Window['matchMedia'] }): boolean {
  const coarse = typeof w.matchMedia === 'function' && w.matchMedia('(pointer: coarse)').matches;
  return coarse || w.innerWidth < 700;
}

export function startSeatPage(w: Window): SeatClient {
  // Handhelds draw the light look (quality.ts) unless the address asks otherwise (?quality=).
  const settings = useSettings.getState();
  const quality = settings.pageQuality ?? (isHandheld(w) ? 'low' : 'auto');
  useSettings.setState({ tableQuality: quality, storedTableQuality: quality, loaded: true });
  const client = createSeatClient({ url: wsUrlFor(w.location), storage: pageStorage() });
  client.start(takeJoinCode(w.location, w.history));
  return client;
}
