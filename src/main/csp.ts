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
