import { describe, expect, it } from 'vitest';
import { securityHeaders } from './renderer-server.js';
import { isLoopbackHost } from './trustworthy-origin.js';

describe('a potentially trustworthy http origin', () => {
  it('is a loopback host, with or without a port', () => {
    for (const host of ['127.0.0.1:5173', '127.0.0.2:40000', '127.255.255.255', 'localhost:80', 'LOCALHOST', 'app.localhost:1', '[::1]:8080', '::1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it('is not an address on the home network, nor a name that only looks like loopback', () => {
    for (const host of ['192.168.1.20:5000', '10.0.0.7', '[fe80::1]:80', '127.0.0.1.example.com', 'localhost.example.com:80', '128.0.0.1', '127.0.0.256']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe("a served page's security headers", () => {
  it('carry the opener policy on loopback, where the browser honours it, and not on a LAN address, where it would only warn', () => {
    expect(securityHeaders('127.0.0.1:5173')['Cross-Origin-Opener-Policy']).toBe('same-origin');
    const lan = securityHeaders('192.168.1.20:5000');
    expect(lan['Cross-Origin-Opener-Policy']).toBeUndefined();
    // Everything else is the same on both.
    expect(lan['Content-Security-Policy']).toBe(securityHeaders('127.0.0.1:5173')['Content-Security-Policy']);
    expect(lan['X-Frame-Options']).toBe('DENY');
  });
});
