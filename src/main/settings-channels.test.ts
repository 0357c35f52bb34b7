// The settings channels through the gate (the way Electron's IPC calls them)
// and over the web host's WebSocket, on a real data folder: a choice made in
// one run is there in the next, a bad change is refused with nothing changed,
// a damaged settings file is reported and kept aside, never overwritten.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, type ChannelTable } from './contract/channel-table.js';
import { createAppContext } from './app-context.js';
import { dispatch, type Sender } from './contract/ipc-guard.js';
import { DEFAULT_SETTINGS, type SettingsState } from '../shared/settings-schema.js';
import { connectClient } from './web-host-test-support.js';
import { startWebHost, type WebHost } from './web-host.js';

const WEB: Sender = { kind: 'web', authenticated: true };
const table = channels as ChannelTable;

let dataDir: string;
const hosts: WebHost[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-settings-ch-'));
});
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A run of the app on the data folder (no computer players: nothing here needs them). */
const run = () => createAppContext({ dataDir, thinker: null });

async function ok<T>(p: Promise<{ ok: boolean; result?: unknown; error?: unknown }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.result as T;
}

describe('settings channels', () => {
  it('answer the defaults on a first run, and a change is kept for the next run', async () => {
    const first = run();
    expect(await ok(dispatch(table, first, 'settings:get', {}, WEB))).toEqual({ settings: { ...DEFAULT_SETTINGS }, problem: null });
    expect(await ok(dispatch(table, first, 'settings:set', { tableQuality: 'low' }, WEB))).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'low' }, problem: null });
    expect(await ok(dispatch(table, run(), 'settings:get', {}, WEB))).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'low' }, problem: null });
  });

  it('refuse a bad change and leave the stored settings as they were', async () => {
    const ctx = run();
    await ok(dispatch(table, ctx, 'settings:set', { tableQuality: 'high' }, WEB));
    const stored = readFileSync(path.join(dataDir, 'settings.json'), 'utf8');
    for (const payload of [{ tableQuality: 'ultra' }, { tableQuality: 'low', shadows: false }, { tableQuality: 3 }, 'low', null]) {
      const r = await dispatch(table, ctx, 'settings:set', payload, WEB);
      expect(r).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    // Reading takes no input at all.
    expect(await dispatch(table, ctx, 'settings:get', { tableQuality: 'low' }, WEB)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(readFileSync(path.join(dataDir, 'settings.json'), 'utf8')).toBe(stored);
    expect((await ok<SettingsState>(dispatch(table, ctx, 'settings:get', {}, WEB))).settings.tableQuality).toBe('high');
  });

  it('report a damaged settings file, leave it alone, and keep it aside when a setting changes', async () => {
    const file = path.join(dataDir, 'settings.json');
    writeFileSync(file, '{"version":1,"tableQuality":"lo');
    const ctx = run();
    const got = await ok<SettingsState>(dispatch(table, ctx, 'settings:get', {}, WEB));
    expect(got.settings).toEqual({ ...DEFAULT_SETTINGS });
    expect(got.problem?.message).toMatch(/settings file is incomplete.*default settings/);
    expect(readFileSync(file, 'utf8')).toBe('{"version":1,"tableQuality":"lo');

    const changed = await ok<SettingsState>(dispatch(table, ctx, 'settings:set', { tableQuality: 'high' }, WEB));
    expect(changed.problem).toBeNull();
    expect(changed.keptAside).toMatch(/^settings\.json\.damaged-/);
    expect(readFileSync(path.join(dataDir, changed.keptAside!), 'utf8')).toBe('{"version":1,"tableQuality":"lo');
    expect(await ok(dispatch(table, run(), 'settings:get', {}, WEB))).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'high' }, problem: null });
  });

  it('over the web host: a choice survives a restart of the host', async () => {
    const renderer = path.join(dataDir, 'renderer');
    mkdirSync(renderer);
    writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Ryozen</title>');
    const start = async () => {
      const host = await startWebHost({ port: 0, dataDir, rendererDir: renderer, botPauseMs: 0 });
      hosts.push(host);
      return { host, client: await connectClient(host) };
    };
    const first = await start();
    await first.client.call('settings:set', { tableQuality: 'low' });
    first.client.close();
    await first.host.close();
    hosts.splice(hosts.indexOf(first.host), 1);

    const second = await start();
    expect(await second.client.call('settings:get', {})).toEqual({ settings: { ...DEFAULT_SETTINGS, tableQuality: 'low' }, problem: null });
    second.client.close();
    expect(readdirSync(dataDir)).toContain('settings.json');
  });
});
