// What `npm start` opens: the desktop window when Electron's binary is on
// disk and there is a screen to show it on, else the browser edition (the
// web host), announced in one line. Kept apart from start.mjs so the choice
// is tested without launching anything.

export const NO_ELECTRON_NOTICE =
  "Electron's binary for the desktop window is not installed on this machine, so Ryozen opens in your browser instead:";

/** The one line said when there is no Electron binary; why fetching it failed, now or on an earlier start. */
function noElectronNotice(fetchFailure, earlierFailure) {
  if (fetchFailure) return NO_ELECTRON_NOTICE.replace(' on this machine,', ` on this machine (fetching it failed: ${fetchFailure}),`);
  if (earlierFailure) return NO_ELECTRON_NOTICE.replace(' on this machine,', ` on this machine (fetching it failed on an earlier start: ${earlierFailure}; delete .cache/electron-fetch-failed.txt to try again),`);
  return NO_ELECTRON_NOTICE;
}
export const NO_DISPLAY_NOTICE = 'There is no display for the desktop window here, so Ryozen opens in your browser instead:';

/**
 * @param {{ binary: string | null, env: Record<string, string | undefined>, platform: string, browser: boolean, fetchFailure?: string | null, earlierFailure?: string | null }} input
 *   binary: the Electron executable or null; browser: the player asked for the browser edition (--browser);
 *   fetchFailure: why fetching Electron's binary just failed, if it was tried;
 *   earlierFailure: why an earlier start's fetch failed (this one did not try again).
 * @returns {{ edition: 'desktop', binary: string } | { edition: 'browser', notice: string | null }}
 */
export function chooseEdition({ binary, env, platform, browser, fetchFailure = null, earlierFailure = null }) {
  if (browser) return { edition: 'browser', notice: null };
  if (!binary) return { edition: 'browser', notice: noElectronNotice(fetchFailure, earlierFailure) };
  // Electron on Linux without X11 or Wayland dies with a stack of GTK errors.
  if (platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) return { edition: 'browser', notice: NO_DISPLAY_NOTICE };
  return { edition: 'desktop', binary };
}

/**
 * Whether start.mjs should try to fetch Electron's binary before giving up on
 * the desktop window: once, on the first start that misses it. After a failed
 * try (`earlierFailure`), later starts go straight to the browser edition
 * rather than wait for the same failure again and again.
 */
export function shouldFetchElectron({ binary, env, browser, earlierFailure = null }) {
  return !browser && !binary && !env.ELECTRON_SKIP_BINARY_DOWNLOAD && !earlierFailure;
}

const USAGE = 'Usage: npm start [-- --browser] [--no-build] [--port N]';

/**
 * The options of `npm start -- ...`. Throws an Error with the usage line for
 * anything else, so a mistyped option is never silently ignored.
 * @param {string[]} argv
 * @returns {{ build: boolean, browser: boolean, hostArgs: string[] }}
 */
export function parseStartArgs(argv) {
  const opts = { build: true, browser: false, hostArgs: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-build') opts.build = false;
    else if (a === '--browser') opts.browser = true;
    else if (a === '--port' && i + 1 < argv.length && /^\d+$/.test(argv[i + 1])) opts.hostArgs.push(a, argv[++i]);
    else if (/^--port=\d+$/.test(a)) opts.hostArgs.push(a);
    else throw new Error(`Unknown option ${JSON.stringify(a)}. ${USAGE}`);
  }
  return opts;
}
