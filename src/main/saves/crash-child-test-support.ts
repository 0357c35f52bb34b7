// Child process of the crash test (crash.test.ts): plays a campaign turn
// after turn, autosaving the game and recording the turn in the campaign,
// until it is killed with SIGKILL. After each completed turn it prints
// "saved N". On start it resumes from what the last (killed) run left.
//
//   node --import tsx crash-child-test-support.ts <dataDir> <campaignId> [padBytes]

import { join } from 'node:path';
import { CampaignStore } from './campaigns.js';
import { CRASH_TURNS_PER_SCENARIO, dummyGame, dummyScores, dummyVerify, storyConfig } from './dummy-records-test-support.js';
import { SaveStore } from './store.js';

async function main(): Promise<void> {
  const [dir, id, pad] = process.argv.slice(2);
  if (!dir || !id) throw new Error('usage: crash-child <dataDir> <campaignId> [padBytes]');
  const padBytes = Number(pad ?? 0);
  const opts = { verify: dummyVerify, onWarning: () => undefined };
  const saves = new SaveStore(dir, opts);
  const campaigns = new CampaignStore(join(dir, 'campaigns'), opts);

  let loaded = await campaigns.load(id);
  if (!loaded.ok && loaded.backupAvailable && loaded.backup) loaded = await campaigns.loadBackup(id, loaded.backup);
  if (!loaded.ok) throw new Error(`cannot resume: ${loaded.error.message}`);
  let c = loaded.campaign;
  let n = c.turns;
  process.stdout.write(`ready ${n}\n`);

  for (;;) {
    n++;
    const scenario = c.scenarioOrder[c.current] as string;
    const game = dummyGame(n, { config: storyConfig(scenario), seed: n % 7, padBytes });
    await saves.autosave({ kind: 'game', game });
    if (n % CRASH_TURNS_PER_SCENARIO === 0 && c.current < c.scenarioOrder.length - 1) {
      // the scenario's last turn and its result, in one atomic save
      c = await campaigns.finishScenario(id, { scenarioId: scenario, outcome: 'won', scores: dummyScores(true), finalGame: game });
    } else {
      await campaigns.recordTurn(id, game);
    }
    process.stdout.write(`saved ${n}\n`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`crash-child: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(2);
});
