// Child process of the kill test (kill.test.ts): the app's services on a data
// folder, playing one game (or one story campaign) through the channel table
// as fast as it can, a person's choices and a computer seat's alike, until it
// is killed with SIGKILL. On start it continues what the last (killed) run
// left, exactly as a restarted app would:
//
//   resumed <game> <ply> <hash>   the game it continues (or starts, ply 0), as kept on disk
//   kept <game> <ply> <hash>      a choice was answered: it is on disk now
//   over <game>                   the game ended; another starts (the next scenario of a campaign)
//
// <game> is the game's seed, which names one game. Run:
//   node kill-child.mjs <dataDir> game|campaign <seed>
import { legalActions, tableRulesOf } from '../engine/index.js';
import type { Action, GameConfig } from '../engine/core/types.js';
import { channels } from './contract/channel-table.js';
import { createAppContext } from './app-context.js';
import type { Thinker } from './game/bot-service.js';
import { ApiError } from './game/api-error.js';
import { seededRandom as rng } from './random-test-support.js';

/** A computer player that answers at once: the kill test is about what is kept, not how well it plays. */
const quickThinker: Thinker = {
  think(state) {
    const legal = legalActions(state);
    return Promise.resolve(legal[(state.ply * 7) % legal.length] as Action);
  },
};

const GAME: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'Aiko' },
    { clan: 'koi', controller: 'human', name: 'Ren' },
    { clan: 'tortoise', controller: 'random', name: 'Bot' },
    { clan: 'fox', controller: 'human', name: 'Kai' },
  ],
  mode: 'standard',
  ...tableRulesOf({}),
};

async function main(): Promise<void> {
  const [dataDir, mode, seedText] = process.argv.slice(2);
  if (!dataDir || (mode !== 'game' && mode !== 'campaign')) throw new Error('usage: kill-child <dataDir> game|campaign <seed>');
  const random = rng(Number(seedText ?? 1));
  const ctx = createAppContext({ dataDir, thinker: quickThinker, botPauseMs: 0 });
  await ctx.startup;
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const key = () => String(ctx.session.record().seed);
  // Where the game stands on disk: a computer seat may already have played on
  // (the driver starts it as soon as the game is in place) without that choice
  // being kept yet, and a kill then rightly takes it back, so the session's own
  // count would claim a ply no run promised to keep.
  const resumedLine = () => {
    const { config, seed, actions } = ctx.session.record();
    const ply = Math.min(ctx.session.savedPly ?? actions.length, actions.length);
    const state = ctx.session.engine.replay(config, seed, actions.slice(0, ply));
    return `resumed ${String(seed)} ${ply} ${ctx.session.engine.stateHash(state)}`;
  };
  const newCampaign = async () =>
    (
      await channels['campaign:create'].handler(ctx, {
        name: 'Kill test',
        allies: [
          { clan: 'crane', name: 'Aiko', controller: 'human' },
          { clan: 'koi', name: 'Ren', controller: 'random' },
        ],
        difficulty: 'easy',
      })
    ).id;

  if (mode === 'game') {
    const { games } = await channels['games:list'].handler(ctx, undefined);
    const playing = games.filter((g) => g.status === 'playing').sort((a, b) => (a.savedAt < b.savedAt ? 1 : -1))[0];
    if (playing) await channels['games:continue'].handler(ctx, { id: playing.id });
    else await channels['game:new'].handler(ctx, { config: GAME });
    // The finished games, as recorded (one whose end the last run recorded just before a kill shows here).
    for (const g of games.filter((x) => x.status === 'finished' || x.id === playing?.id)) {
      // The game resumed above plays on at once, and a game that ends prunes the oldest finished
      // records to make room: one listed a moment ago may be gone (it ended: nothing answered is lost).
      const opened = await ctx.games!.replayable(g.id).catch((err: unknown) => {
        if (err instanceof ApiError && err.code === 'not-found' && g.id !== playing?.id) return null;
        throw err;
      });
      if (!opened) continue;
      const { record } = opened;
      if (ctx.session.engine.isGameOver(ctx.session.engine.replay(record.config, record.seed, [...record.actions]))) say(`finished ${String(record.seed)} ${record.actions.length} ${record.hash}`);
    }
  } else {
    // The campaign in play (one at a time: a finished one is followed by a new one).
    const playing = (await channels['campaign:list'].handler(ctx, undefined)).campaigns.find((c) => !c.finished);
    const id = playing ? playing.id : await newCampaign();
    let c = await channels['campaign:continue'].handler(ctx, { id });
    if (c.finished) c = await channels['campaign:continue'].handler(ctx, { id: await newCampaign() });
    // The last scenario each campaign finished, as recorded: one whose end a continue recorded (the
    // last run stopped in between, perhaps just before it could say so) shows here with all its choices.
    for (const listed of (await channels['campaign:list'].handler(ctx, undefined)).campaigns) {
      const results = (listed.results as unknown[] | undefined) ?? [];
      if (results.length === 0) continue;
      const { record } = await ctx.campaigns!.scenarioGame!(listed.id, results.length - 1);
      say(`finished ${String(record.seed)} ${record.actions.length} ${record.hash}`);
    }
  }
  say(resumedLine());

  // The driver announces each choice once it is kept: a person's as game:act answers, a computer's by itself.
  // A game's last choice is announced once its end is kept too (the record finished, the scenario recorded):
  // 'over' goes out in the same write, so the parent never sees the one without the other.
  ctx.driver.subscribe((e) => {
    // A choice that could not be kept is reported to the player: here, to the parent, which fails on it.
    if (e.type === 'error') say(`error ${e.code} ${e.message.replace(/\s+/g, ' ')}`);
    if (e.type !== 'move') return;
    const kept = `kept ${key()} ${e.ply} ${ctx.session.hash()}`;
    say(ctx.session.decisionSeat() === null ? `${kept}\nover ${key()}` : kept);
  });

  for (;;) {
    await ctx.driver.idle();
    const seat = ctx.session.decisionSeat();
    if (seat === null) {
      // (Also a game continued at its end: continuing recorded that end.)
      say(`over ${key()}`);
      // The next scenario (or a new campaign), or a new game: a run only ever ends by a kill.
      if (mode === 'campaign') {
        const c = await channels['campaign:continue'].handler(ctx, { id: ctx.autosaver!.campaignId! });
        if (c.finished) await channels['campaign:continue'].handler(ctx, { id: await newCampaign() });
      } else await channels['game:new'].handler(ctx, { config: GAME });
      say(resumedLine());
      continue;
    }
    const legal = ctx.session.seatView(seat).legal;
    const choice = legal[Math.floor(random() * legal.length)]!;
    await channels['game:act'].handler(ctx, { seat, action: choice.action });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`kill-child: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(2);
  },
);
