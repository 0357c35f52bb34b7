import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { channels } from '../contract/channel-table.js';
import { CHANNEL_NAMES } from '../../shared/channel-names.js';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_META } from './csp.js';

describe('one Content-Security-Policy everywhere', () => {
  it('index.html carries the same policy as the response headers', () => {
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY_META);
    expect(CONTENT_SECURITY_POLICY.startsWith(CONTENT_SECURITY_POLICY_META)).toBe(true);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
  });

  it('the Electron shell and the web host (and the invite listener) use it', () => {
    const main = readFileSync(new URL('../../../electron/main.ts', import.meta.url), 'utf8');
    expect(main).toContain("'Content-Security-Policy': [ELECTRON_CONTENT_SECURITY_POLICY]");
    // The two listeners that serve the renderer over http share its headers.
    const host = readFileSync(new URL('./renderer-server.ts', import.meta.url), 'utf8');
    expect(host).toContain("'Content-Security-Policy': CONTENT_SECURITY_POLICY");
  });
});

describe('channel names', () => {
  it('the preload list matches the channel table', () => {
    expect(Object.keys(channels).sort()).toEqual([...CHANNEL_NAMES].sort());
  });

  it('the preload exposes only ipcRenderer.invoke wrappers and the one game event subscription', () => {
    const preload = readFileSync(new URL('../../../electron/preload.ts', import.meta.url), 'utf8');
    expect(preload).toContain("contextBridge.exposeInMainWorld('ryozen'");
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\b/);
    expect(preload).not.toMatch(/ipcRenderer\.(send|sendSync|sendTo|postMessage|once)\b/);
    // Its one listener is on the game events channel (tests/electron-shell.test.ts checks what it hands on).
    expect([...preload.matchAll(/ipcRenderer\.on\(([^,]+),/g)].map((m) => m[1])).toEqual(['GAME_EVENT_CHANNEL']);
  });
});
