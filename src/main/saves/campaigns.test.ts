import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignStore, scenarioConfig, type NewCampaign } from './campaigns.js';
import { dummyGame, dummyHash, dummyScores, dummyVerify, SCENARIOS, storyConfig } from './dummy-records-test-support.js';
import { SaveStore } from './store.js';
import { sayEnglish } from '../../shared/i18n/format.js';

let dir: string;
let clock: number;
const newStore = () =>
  new CampaignStore(join(dir, 'campaigns'), {
    verify: dummyVerify,
    onWarning: () => undefined,
    now: () => new Date((clock += 1000)),
  });

beforeEach(async () => {
  dir = await fsp.mkdtemp(join(tmpdir(), 'ryozen-campaign-'));
  clock = Date.parse('2025-02-01T12:00:00Z');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fsp.rm(dir, { recursive: true, force: true });
});

const input: NewCampaign = {
  name: 'Autumn of the Basilisk',
  allies: [
    { clan: 'crane', name: 'Aiko', controller: 'human' },
    { clan: 'koi', name: 'Ren', controller: 'human' },
  ],
  difficulty: 'hard',
  scenarioOrder: [...SCENARIOS],
  goldenRuleSeat: 1,
};

describe('campaigns', () => {
  it('create, list, rename, load, delete', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    const id2 = await cs.create({ ...input, name: 'Second', difficulty: 'easy' });
    expect(id).not.toBe(id2);
    let list = await cs.list();
    expect(list.campaigns.map((c) => c.name)).toEqual(['Second', 'Autumn of the Basilisk']);
    expect(list.campaigns[1]).toMatchObject({
      id,
      difficulty: 'hard',
      current: 0,
      currentScenario: SCENARIOS[0],
      finished: false,
      hasGameInProgress: false,
    });

    await cs.rename(id, '  Winter of the Basilisk ');
    list = await cs.list();
    expect(list.campaigns.find((c) => c.id === id)?.name).toBe('Winter of the Basilisk');
    await expect(cs.rename(id, '')).rejects.toMatchObject({ code: 'bad-name' });
    await expect(cs.rename(id, 'bad\u0007name')).rejects.toMatchObject({ code: 'bad-name' });
    // renaming does not change the id or the file
    expect(await fsp.readdir(join(dir, 'campaigns'))).toContain(`${id}.json`);

    const loaded = await cs.load(id);
    expect(loaded.ok && loaded.campaign.allies).toEqual(input.allies);

    expect(await cs.delete(id2)).toBe(true);
    list = await cs.list();
    expect(list.campaigns.map((c) => c.id)).toEqual([id]);
    const gone = await cs.load(id2);
    expect(!gone.ok && gone.error.code).toBe('not-found');
  });

  it('rejects invalid campaigns with a clear message', async () => {
    const cs = newStore();
    await expect(cs.create({ ...input, scenarioOrder: ['a', 'b', 'c'] })).rejects.toMatchObject({ code: 'invalid' });
    await expect(cs.create({ ...input, scenarioOrder: ['a', 'a', 'b', 'c'] })).rejects.toThrow(/twice/);
    await expect(
      cs.create({ ...input, allies: [input.allies[0]!, { ...input.allies[0]!, name: 'Twin' }] }),
    ).rejects.toThrow(/same clan/);
    await expect(cs.create({ ...input, allies: [input.allies[0]!] })).rejects.toThrow(
      'The campaign cannot be created: the list of allies has too few entries.',
    );
    await expect(cs.create({ ...input, goldenRuleSeat: 2 })).rejects.toThrow('The campaign cannot be created: the Golden Rule player is not one of the allies.');
    await expect(cs.create({ ...input, scenarioOrder: ['a', 'b', 'c', 'd'] })).rejects.toThrow(/no story scenario called "a"/);
    expect((await cs.list()).campaigns).toEqual([]);
  });

  it("gives the scenario's clan to the Basilisk and another free clan to the ally who usually plays it", () => {
    const data = {
      id: 'c-x',
      createdAt: '2025-01-01T00:00:00.000Z',
      allies: [
        { clan: 'crane' as const, name: 'Aiko', controller: 'human' as const },
        { clan: 'koi' as const, name: 'Ren', controller: 'strong' as const },
        { clan: 'fox' as const, name: 'Mei', controller: 'human' as const },
      ],
      difficulty: 'easy' as const,
      scenarioOrder: [...SCENARIOS],
      goldenRuleSeat: 2,
      palaceAlt: true,
      dragon: false,
      current: 0,
      results: [],
      turns: 0,
    };
    const clans = (current: number) => {
      const cfg = scenarioConfig({ ...data, current })!;
      return [cfg.basilisk?.clan, ...cfg.seats.map((s) => s.clan)];
    };
    expect(clans(0)).toEqual(['crane', 'tortoise', 'koi', 'fox']); // ashes of the crane
    expect(clans(1)).toEqual(['koi', 'crane', 'tortoise', 'fox']); // the drowned springs
    expect(clans(2)).toEqual(['tortoise', 'crane', 'koi', 'fox']); // shell of stone
    expect(clans(3)).toEqual(['fox', 'crane', 'koi', 'tortoise']); // masks of the fox
    expect(scenarioConfig({ ...data, current: 0 })).toMatchObject({
      mode: 'coop',
      palaceAlt: true,
      difficulty: 'easy',
      goldenRuleSeat: 2,
      seats: [{ name: 'Aiko', controller: 'human' }, { name: 'Ren', controller: 'strong' }, { name: 'Mei' }],
    });
    expect(scenarioConfig({ ...data, current: 4 })).toBeNull();
  });

  it('plays through the four scenarios; continue restores the exact game (hash equal)', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    for (let s = 0; s < 4; s++) {
      const scenario = SCENARIOS[s] as string;
      let cont = await cs.continue(id);
      expect(cont.ok).toBe(true);
      if (!cont.ok) return;
      expect(cont.scenarioId).toBe(scenario);
      expect(cont.game).toBeNull();
      expect(cont.newGame).toEqual(scenarioConfig(cont.campaign));
      expect(cont.newGame).toMatchObject({ mode: 'coop', story: scenario, difficulty: 'hard', goldenRuleSeat: 1 });
      let last = dummyGame(0, { config: storyConfig(scenario), seed: s });
      for (let turn = 1; turn <= 5; turn++) {
        last = dummyGame(turn * 3, { config: storyConfig(scenario), seed: s });
        const r = await cs.recordTurn(id, last);
        expect(r.turns).toBe(s * 5 + turn);
      }
      // a fresh process (new store) continues exactly where it stopped
      cont = await newStore().continue(id);
      expect(cont.ok).toBe(true);
      if (!cont.ok) return;
      expect(cont.game).toEqual({ config: last.config, seed: last.seed, actions: last.actions });
      expect(cont.newGame).toBeNull();
      const rebuilt = dummyGame(cont.game!.actions.length, { config: cont.game!.config, seed: cont.game!.seed });
      expect(dummyHash(rebuilt)).toBe(last.hash);

      const after = await cs.finishScenario(id, { scenarioId: scenario, outcome: s === 2 ? 'lost' : 'won', scores: dummyScores(s !== 2) });
      expect(after.current).toBe(s + 1);
      expect(after.results[s]).toMatchObject({ scenarioId: scenario, outcome: s === 2 ? 'lost' : 'won', moves: 15 });
    }
    const done = await cs.continue(id);
    expect(done.ok && done.scenarioId).toBeNull();
    expect(done.ok && done.game).toBeNull();
    expect(done.ok && done.newGame).toBeNull();
    const list = await cs.list();
    expect(list.campaigns[0]).toMatchObject({ finished: true, currentScenario: null });
    expect(sayEnglish(list.campaigns[0]!.summary)).toBe('Story campaign, hard, 2 allies: finished (3 of 4 scenarios won)');
    expect(list.campaigns[0]?.results.map((r) => r.outcome)).toEqual(['won', 'won', 'lost', 'won']);
    await expect(cs.recordTurn(id, dummyGame(1, { config: storyConfig(SCENARIOS[0]) }))).rejects.toThrow(/finished/);
  });

  it('finishScenario with the final game records the last turn and the result in one save', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    await cs.recordTurn(id, dummyGame(4, { config: storyConfig(SCENARIOS[0]) }));
    const final = dummyGame(5, { config: storyConfig(SCENARIOS[0]) });
    const after = await cs.finishScenario(id, { scenarioId: SCENARIOS[0], outcome: 'won', scores: dummyScores(true), finalGame: final });
    expect(after).toMatchObject({ current: 1, turns: 2 });
    expect(after.results[0]?.moves).toBe(5);
    const b1 = await cs.loadBackup(id, 1);
    expect(b1.ok && b1.game?.actions.length).toBe(4); // the file before: no half-finished state in between
    await expect(
      cs.finishScenario(id, { scenarioId: SCENARIOS[1], outcome: 'won', scores: dummyScores(true), finalGame: final }),
    ).rejects.toThrow(/not the campaign's current scenario/);
  });

  it('a campaign whose game in progress was edited is listed as damaged, with the reason continuing would give', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    await cs.recordTurn(id, dummyGame(4, { config: storyConfig(SCENARIOS[0]) }));
    const file = join(dir, 'campaigns', `${id}.json`);
    const onDisk = JSON.parse(await fsp.readFile(file, 'utf8')) as { game: { actions: unknown[] } };
    onDisk.game.actions.pop(); // still well-formed save data, but no longer the recorded game
    await fsp.writeFile(file, JSON.stringify(onDisk));
    const refused = await cs.continue(id);
    expect(refused.ok).toBe(false);
    const list = await cs.list();
    expect(list.campaigns).toEqual([]);
    expect(list.damaged).toMatchObject([{ slot: id, code: !refused.ok && refused.error.code }]);
  });

  it('refuses a game or a result of another scenario', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    await expect(cs.recordTurn(id, dummyGame(2, { config: storyConfig(SCENARIOS[1]) }))).rejects.toThrow(/not the campaign's current scenario/);
    await expect(cs.finishScenario(id, { scenarioId: SCENARIOS[1], outcome: 'won', scores: dummyScores(true) })).rejects.toThrow(
      /not the scenario being played/,
    );
    await expect(cs.recordTurn('c-unknown', dummyGame(2, { config: storyConfig(SCENARIOS[0]) }))).rejects.toMatchObject({ code: 'not-found' });
  });

  it('keeps backups of earlier turns; a damaged campaign file is recovered from its backup on the next turn', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    for (let t = 1; t <= 4; t++) await cs.recordTurn(id, dummyGame(t, { config: storyConfig(SCENARIOS[0]) }));
    const file = join(dir, 'campaigns', `${id}.json`);
    await fsp.writeFile(file, (await fsp.readFile(file, 'utf8')).slice(0, 500));
    const res = await cs.load(id);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe('truncated');
    expect(res.backupAvailable).toBe(true);
    const b = await cs.loadBackup(id, res.backup!);
    expect(b.ok && b.game?.actions.length).toBe(3);
    // the next turn rebuilds the campaign from backup 1 and sets the damaged file aside
    await cs.recordTurn(id, dummyGame(5, { config: storyConfig(SCENARIOS[0]) }));
    const again = await cs.load(id);
    expect(again.ok && again.game?.actions.length).toBe(5);
    expect(again.ok && again.campaign.turns).toBe(4);
    const files = await fsp.readdir(join(dir, 'campaigns'));
    expect(files.some((f) => f.startsWith(`${id}.damaged-`))).toBe(true);
  });

  it('a game in progress whose replay fails is reported, not returned', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    await cs.recordTurn(id, { ...dummyGame(3, { config: storyConfig(SCENARIOS[0]) }), hash: 'bad' });
    const res = await cs.continue(id);
    expect(!res.ok && res.error.code).toBe('hash-mismatch');
  });

  it('lists a single-game save found in the campaigns folder as damaged', async () => {
    const cs = newStore();
    await new SaveStore(join(dir, 'campaigns'), { onWarning: () => undefined }).save('stray', { kind: 'game', game: dummyGame(1) });
    const id = await cs.create(input);
    const list = await cs.list();
    expect(list.campaigns.map((c) => c.id)).toEqual([id]);
    expect(list.damaged).toMatchObject([{ slot: 'stray', code: 'foreign' }]);
    const res = await cs.load('stray');
    expect(!res.ok && res.error.code).toBe('foreign');
  });
});

describe('a deleted campaign stays deleted', () => {
  /** Holds the store's next campaign read until `release`, as a slow disk would. */
  function holdNextRead(cs: CampaignStore) {
    const read = cs.saves.loadUnverified.bind(cs.saves);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reading!: () => void;
    const started = new Promise<void>((resolve) => (reading = resolve));
    vi.spyOn(cs.saves, 'loadUnverified').mockImplementationOnce(async (name) => {
      reading();
      await released;
      return read(name);
    });
    return { started, release };
  }

  it('a turn whose autosave read the campaign before the delete does not write it back after', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    await cs.recordTurn(id, dummyGame(1, { config: storyConfig(SCENARIOS[0]) }));
    const held = holdNextRead(cs);
    const turn = cs.recordTurn(id, dummyGame(2, { config: storyConfig(SCENARIOS[0]) }));
    await held.started;
    const deleted = cs.delete(id);
    held.release();
    await turn;
    expect(await deleted).toBe(true);
    expect((await cs.list()).campaigns.map((c) => c.id)).not.toContain(id);
    expect(await fsp.readdir(join(dir, 'campaigns'))).toEqual([]);
  });

  it('a turn saved after the delete is refused as not found, and writes nothing', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    await cs.recordTurn(id, dummyGame(1, { config: storyConfig(SCENARIOS[0]) }));
    const held = holdNextRead(cs);
    const rename = cs.rename(id, 'Renamed before the delete');
    await held.started;
    const deleted = cs.delete(id);
    const turn = cs.recordTurn(id, dummyGame(2, { config: storyConfig(SCENARIOS[0]) }));
    held.release();
    await rename;
    expect(await deleted).toBe(true);
    await expect(turn).rejects.toMatchObject({ code: 'not-found' });
    await expect(cs.finishScenario(id, { scenarioId: SCENARIOS[0], outcome: 'won', scores: dummyScores(true) })).rejects.toMatchObject({ code: 'not-found' });
    await expect(cs.rename(id, 'Back again')).rejects.toMatchObject({ code: 'not-found' });
    expect(await fsp.readdir(join(dir, 'campaigns'))).toEqual([]);
  });

  it('a campaign file gone with its backups left (a delete cut short) is not brought back by the next turn', async () => {
    const cs = newStore();
    const id = await cs.create(input);
    for (let t = 1; t <= 2; t++) await cs.recordTurn(id, dummyGame(t, { config: storyConfig(SCENARIOS[0]) }));
    await fsp.unlink(join(dir, 'campaigns', `${id}.json`));
    await expect(cs.recordTurn(id, dummyGame(3, { config: storyConfig(SCENARIOS[0]) }))).rejects.toMatchObject({ code: 'not-found' });
    expect((await cs.list()).campaigns).toEqual([]);
    expect(await fsp.readdir(join(dir, 'campaigns'))).not.toContain(`${id}.json`);
  });
});
