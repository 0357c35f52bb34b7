// Whether a browser counts a page served over plain http from `host` as a
// potentially trustworthy origin (W3C Secure Contexts): loopback only, that
// is localhost, 127.0.0.0/8 and [::1]. Headers such as
// Cross-Origin-Opener-Policy are ignored elsewhere, with a console warning
// on every page load, so they are sent only where they count: the web host
// on 127.0.0.1 gets them, a phone opening the invite listener's LAN address
// does not. Both listeners speak http only; https would be trustworthy anywhere.

/** `host`: a Host header or a bare address ("127.0.0.1:5173", "[::1]:80", "localhost"). */
export function isLoopbackHost(host: string): boolean {
  const name = hostName(host.trim().toLowerCase());
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '::1') return true;
  const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  return v4 !== null && v4.slice(1).every((part) => Number(part) <= 255);
}

function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  // One colon: a port after a name or an IPv4 address; more: a bare IPv6 address.
  return host.split(':').length === 2 ? (host.split(':')[0] ?? '') : host;
}
