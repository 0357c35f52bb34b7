// Calls that race, as Electron makes them race: ipcMain runs every handler as
// its message arrives, so a player who clicks Continue on a campaign while a
// new game or a load is still on its way (or deletes a campaign while its
// computer seats play) sends calls that overlap. The disk is made slow at
// random (a seeded pause before each save store read and write, as a busy disk
// or antivirus would) so the overlaps land everywhere; every try must leave the
// autosave attached to the game actually in play, and a deleted campaign gone.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions } from '../../engine/index.js';
import type { Action, GameConfig, GameState } from '../../engine/core/types.js';
import { channels, type Reply } from './channel-table.js';
import { APP_ENTRY_URL } from '../transport/app-protocol.js';
import { CallGate } from './call-queue.js';
import type { ChannelName } from '../../shared/channel-names.js';
import { createAppContext } from '../app-context.js';
import type { GameEvent } from '../../shared/events.js';
import type { Sender } from './ipc-guard.js';
import { savesDir } from '../paths.js';
import { CampaignStore, scenarioConfig, STORY_SCENARIO_IDS } from '../saves/campaigns.js';
import { engineChecks } from '../saves/checks.js';
import { SaveStore } from '../saves/store.js';
import type { Thinker } from '../game/bot-service.js';
import { defaultEngine } from '../game/session.js';
import { seededRandom as rng } from '../random-test-support.js';

/** A pause of a random kind: none, a few microtask hops, the next turn of the event loop, or a few ms. */
async function pause(random: () => number): Promise<void> {
  const kind = Math.floor(random() * 4);
  if (kind === 1) for (let i = Math.floor(random() * 6); i > 0; i--) await Promise.resolve();
  else if (kind === 2) await new Promise((resolve) => setImmediate(resolve));
  else if (kind === 3) await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 4)));
}

/** Every read and write of every save store waits a random while first; `onCall` hears each call as it is made. */
function slowDisk(random: () => number, onCall?: (method: string, slot: unknown) => void): void {
  for (const method of ['save', 'delete', 'load', 'loadUnverified', 'loadBackup'] as const) {
    const original = SaveStore.prototype[method] as (this: SaveStore, ...args: unknown[]) => Promise<unknown>;
    vi.spyOn(SaveStore.prototype, method).mockImplementation(async function (this: SaveStore, ...args: unknown[]) {
      onCall?.(method, args[0]);
      await pause(random);
      return original.apply(this, args);
    } as never);
  }
}

/** What the Electron shell passes for a call from our own window. */
const OUR_WINDOW: Sender = { kind: 'electron', frameUrl: APP_ENTRY_URL, mainFrame: true, appUrl: APP_ENTRY_URL };

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'ryozen-races-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(tmp, { recursive: true, force: true });
});

/** An app context on its own data folder, called as the Electron shell calls it. */
function app(name: string, thinker: Thinker | null = null) {
  const dataDir = path.join(tmp, name);
  const ctx = createAppContext({ dataDir, thinker, botPauseMs: 0 });
  const gate = new CallGate(channels, ctx);
  const events: GameEvent[] = [];
  ctx.driver.subscribe((e) => events.push(e));
  const call = async <T = unknown>(channel: ChannelName, payload: unknown = {}): Promise<T> => {
    const reply = (await gate.call(channel, payload, OUR_WINDOW)) as Reply<T>;
    if (!reply.ok) throw Object.assign(new Error(`${channel}: ${reply.error.message}`), { code: reply.error.code });
    return reply.result;
  };
  const campaigns = new CampaignStore(path.join(savesDir(dataDir), 'campaigns'), engineChecks(defaultEngine));
  const saves = new SaveStore(savesDir(dataDir), engineChecks(defaultEngine));
  const failures = () => events.filter((e) => e.type === 'error').map((e) => (e.type === 'error' ? `${e.code}: ${e.message}` : ''));
  return { ctx, gate, call, campaigns, saves, events, failures, dataDir };
}

const PEOPLE = [
  { clan: 'crane', name: 'Aki', controller: 'human' },
  { clan: 'koi', name: 'Bo', controller: 'human' },
] as const;

/**
 * What a restarted app would find on the data folder: every game record's
 * game (seed and length at its last kept choice) and the campaign's game.
 */
async function keptGames(dataDir: string, campaignId: string): Promise<{ records: { seed: number | string; length: number }[]; campaign: { seed: number | string; length: number } | null }> {
  const fresh = createAppContext({ dataDir, thinker: null, botPauseMs: 0 });
  const records: { seed: number | string; length: number }[] = [];
  for (const g of (await channels['games:list'].handler(fresh, undefined)).games) {
    await channels['games:continue'].handler(fresh, { id: g.id });
    records.push({ seed: fresh.session.record().seed, length: fresh.session.choices().length });
  }
  let campaign: { seed: number | string; length: number } | null = null;
  try {
    const c = await channels['campaign:continue'].handler(fresh, { id: campaignId });
    if (!c.finished) campaign = { seed: fresh.session.record().seed, length: fresh.session.choices().length };
  } catch {
    // deleted
  }
  return { records, campaign };
}

/** Plays the first offered choice until the turn changes hands (each choice is kept before game:act answers). */
async function playATurn(a: ReturnType<typeof app>): Promise<void> {
  const start = a.ctx.session.state().turnSeat;
  for (let i = 0; i < 200 && a.ctx.session.state().turnSeat === start && a.ctx.session.state().phase !== 'end'; i++) {
    const seat = a.ctx.session.decisionSeat();
    if (seat === null) break;
    const { legal } = await a.call<{ legal: { action: Action }[] }>('game:view', { seat });
    await a.call('game:act', { seat, action: legal[0]!.action });
  }
}

describe('calls that start or switch a game, sent at the same time', () => {
  it('campaign:continue racing game:new or game:load: the turns played next are saved with the game in play, never in the other', async () => {
    const random = rng(19);
    const TRIES = 24;
    const wrong: string[] = [];
    for (let t = 0; t < TRIES; t++) {
      vi.restoreAllMocks();
      const a = app(`continue-${t}`);
      await a.ctx.startup;
      // A campaign between scenarios: continuing it starts the scenario's game and saves it at once.
      const id = await a.campaigns.create({ name: `Race ${t}`, allies: [...PEOPLE], difficulty: 'medium', scenarioOrder: [...STORY_SCENARIO_IDS], goldenRuleAuto: true });
      const loaded = await a.campaigns.load(id);
      if (!loaded.ok) throw new Error(loaded.error.message);
      // The other game is of the very scenario, so the campaign file would take its turns if it were attached.
      const config: GameConfig = scenarioConfig(loaded.campaign)!;
      await a.call('game:new', { config, seed: 777 });
      await a.call('game:save', { name: 'other' });
      const byLoad = t % 2 === 1;
      slowDisk(random);

      const continued = (async () => {
        await pause(random);
        return a.call('campaign:continue', { id });
      })();
      const switched = (async () => {
        await pause(random);
        return byLoad ? a.call('game:load', { name: 'other' }) : a.call('game:new', { config, seed: 888 });
      })();
      await Promise.all([continued, switched]);
      await a.ctx.driver.idle();
      await playATurn(a);
      await a.ctx.driver.idle();
      vi.restoreAllMocks();

      const inPlay = a.ctx.session.record();
      const holdsGameInPlay = (g: { seed: number | string; length: number } | null | undefined) => !!g && g.seed === inPlay.seed && g.length === inPlay.actions.length;
      const kept = await keptGames(a.dataDir, id);
      const campaignInPlay = inPlay.seed !== 777 && inPlay.seed !== 888;
      const problems = [
        campaignInPlay && !holdsGameInPlay(kept.campaign) && 'the campaign game was played but the campaign does not continue at its last choice',
        campaignInPlay && kept.records.some(holdsGameInPlay) && 'the campaign game was kept as an ordinary game',
        !campaignInPlay && kept.campaign?.seed === inPlay.seed && `the ${byLoad ? 'loaded' : 'new'} game was saved into the campaign`,
        !campaignInPlay && !kept.records.some(holdsGameInPlay) && `the ${byLoad ? 'loaded' : 'new'} game's turn is not in its record`,
        ...a.failures(),
      ].filter((p): p is string => typeof p === 'string');
      if (problems.length > 0) wrong.push(`try ${t} (${byLoad ? 'game:load' : 'game:new'}): ${problems.join('; ')}`);
      a.ctx.driver.halt();
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/** Plays a random legal choice after a random pause. */
function slowThinker(random: () => number): Thinker {
  return {
    async think(state: GameState): Promise<Action> {
      await pause(random);
      const legal = legalActions(state);
      return legal[Math.floor(random() * legal.length)]!;
    },
  };
}

describe('a campaign deleted while its computer seats play', () => {
  it('stays deleted: never listed or continued again, no file or backup left, and the game goes on saving as an ordinary one', async () => {
    const random = rng(1939);
    const TRIES = 16;
    const wrong: string[] = [];
    for (let t = 0; t < TRIES; t++) {
      vi.restoreAllMocks();
      const a = app(`delete-${t}`, slowThinker(random));
      await a.ctx.startup;
      let autosaves = 0;
      slowDisk(random, (method, slot) => {
        // A record of its own, written with the first choice kept after the delete.
        if (method === 'save' && typeof slot === 'string' && slot.startsWith('g-')) autosaves++;
      });

      const { id } = await a.call<{ id: string }>('campaign:create', {
        name: `Computers ${t}`,
        allies: [
          { clan: 'crane', name: 'Aki bot', controller: 'heuristic' },
          { clan: 'koi', name: 'Bo bot', controller: 'random' },
        ],
        difficulty: 'easy',
        goldenRuleAuto: true,
      });
      // Some turns autosaved into the campaign first, a random number of them.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 25)));
      await a.call('campaign:delete', { id });
      // The game goes on as an ordinary one: wait for its next turn's autosave.
      for (let waited = 0; autosaves === 0 && waited < 5_000 && a.ctx.session.state().phase !== 'end'; waited += 5) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      a.ctx.driver.halt();
      await a.ctx.driver.idle();
      vi.restoreAllMocks();

      const listed = await a.call<{ campaigns: { id: string }[] }>('campaign:list');
      const continued = await a.gate.call('campaign:continue', { id }, OUR_WINDOW);
      const files = readdirSync(path.join(savesDir(a.dataDir), 'campaigns')).filter((f) => f.startsWith(id));
      const problems = [
        listed.campaigns.some((c) => c.id === id) && 'listed again',
        (continued.ok || continued.error.code !== 'not-found') && `continued: ${JSON.stringify(continued).slice(0, 120)}`,
        files.length > 0 && `files left: ${files.join(', ')}`,
        a.ctx.session.state().phase !== 'end' && autosaves === 0 && 'no turn autosaved after the delete',
        ...a.failures(),
      ].filter((p): p is string => typeof p === 'string');
      if (problems.length > 0) wrong.push(`try ${t}: ${problems.join('; ')}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('deleted behind the app\'s back (another copy of Ryozen, a file manager), its game goes on saving as an ordinary one without an error each turn', async () => {
    const a = app('elsewhere');
    await a.ctx.startup;
    const { id } = await a.call<{ id: string }>('campaign:create', { name: 'Elsewhere', allies: [...PEOPLE], difficulty: 'easy', goldenRuleAuto: true });
    await playATurn(a);
    // Another store on the same folder: none of this app's locks.
    expect(await a.campaigns.delete(id)).toBe(true);
    await playATurn(a);
    await playATurn(a);
    expect(a.failures()).toEqual([]);
    const inPlay = a.ctx.session.record();
    const kept = await keptGames(a.dataDir, id);
    expect(kept.campaign).toBeNull();
    expect(kept.records).toContainEqual({ seed: inPlay.seed, length: inPlay.actions.length });
    expect(readdirSync(path.join(savesDir(a.dataDir), 'campaigns')).filter((f) => f.startsWith(id))).toEqual([]);
  });
});
