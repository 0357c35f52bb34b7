// The app's Content-Security-Policy: one string used by the Electron shell's
// response headers, the web host's headers, and (spelled out) the <meta> in
// src/renderer/index.html. A test checks the three agree.
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws://127.0.0.1:*",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
] as const;

/** For the <meta> tag (frame-ancestors is ignored there, so it is header-only). */
export const CONTENT_SECURITY_POLICY_META = CSP_DIRECTIVES.join('; ');

/** For response headers. */
export const CONTENT_SECURITY_POLICY = [...CSP_DIRECTIVES, "frame-ancestors 'none'"].join('; ');

/**
 * For the Electron shell's responses. Its page talks to the game over IPC,
 * never over a socket, so it may connect to its own origin only; the <meta>
 * (which allows the web host's WebSocket) still applies, and the stricter of
 * the two policies wins.
 */
export const ELECTRON_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .map((d) => (d.startsWith('connect-src ') ? "connect-src 'self'" : d))
  .join('; ');

/**
 * `policy` with `sources` added to its connect-src. The invite listener's
 * page (a seat's own device) opens a WebSocket to the listener's own origin;
 * the CSP spec lets 'self' cover that ws: origin, but WebKit before 2022
 * (Safari on older iPhones and iPads) does not, so the listener names it.
 */
export function withConnectSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split('; ')
    .map((d) => (d.startsWith('connect-src ') ? `${d} ${sources.join(' ')}` : d))
    .join('; ');
}
