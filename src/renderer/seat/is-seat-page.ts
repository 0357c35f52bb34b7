// Whether this page is a seat's own device. A module of its own: the host's
// page asks this at start, and must not download the seat's code to know.

/** Neither Electron's preload nor the web host's token: the page was opened from an invite. */
export function isSeatPage(w: { ryozen?: unknown; location: Pick<Location, 'search'> }): boolean {
  return !w.ryozen && !new URLSearchParams(w.location.search).has('token');
}
