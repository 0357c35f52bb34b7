// A story campaign through the UI: created on the campaign screen, played for
// a few turns, the web host stopped and started again on the same data
// folder, and the campaign continued from the campaign screen exactly where
// it stopped (same turn, resources, favor and log).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWebHost, type WebHost } from '../src/main/web-host.js';
import { expect, test } from './fixtures.js';
import { hudOnly, pickFirst, shownState, watchErrors } from './play.js';

test('a story campaign survives a restart of the host and continues in the same state', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-campaign-'));
  const rendererDir = path.resolve('dist/renderer');
  let host: WebHost = await startWebHost({ port: 0, dataDir, rendererDir });
  try {
    await page.goto(hudOnly(host.url));
    await page.getByRole('button', { name: 'Story campaigns…' }).click();
    await expect(page.getByText('No campaigns yet.')).toBeVisible();
    await page.getByTestId('new-campaign-button').click();
    const form = page.getByTestId('new-campaign');
    await form.getByLabel('Campaign name').fill('Night of Ash');
    await form.getByLabel('Ally 1 name').fill('Hana');
    await form.getByLabel('Ally 2 name').fill('Jiro');
    await form.getByTestId('create-campaign').click();

    const bar = page.getByTestId('decision-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('campaign-tag')).toContainText('Ashes of the Crane');

    // A few choices, each kept as it is made (the last one too, wherever the turn stands).
    for (let i = 0; i < 6; i++) await pickFirst(page);
    const before = await shownState(page);
    expect(Number(before.ply)).toBeGreaterThan(2);
    await expect(page.getByTestId('autosave')).toHaveText(`✔ Saved, move ${before.ply}`);

    // The host goes away and comes back on the same data folder (a new port and token).
    await host.close();
    host = await startWebHost({ port: 0, dataDir, rendererDir });
    await page.goto(hudOnly(host.url));
    await page.getByRole('button', { name: 'Story campaigns…' }).click();
    const item = page.getByTestId('campaign-item').filter({ hasText: 'Night of Ash' });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Ashes of the Crane');
    await item.getByRole('button', { name: 'Continue Night of Ash' }).click();

    await expect(page.getByTestId('campaign-tag')).toContainText('Ashes of the Crane');
    await expect(bar).toHaveAttribute('data-ply', before.ply ?? '');
    await expect.poll(async () => (await shownState(page)).logLines).toBe(before.logLines);
    expect(await shownState(page)).toEqual(before);

    // And play goes on from there.
    await pickFirst(page);
    expect(errors).toEqual([]);
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
