// "Continue the last game" after the browser edition's host is killed in the
// middle of a story campaign's turn (issue 33): a plain game is played first,
// then a campaign for several choices; the host process is killed (SIGKILL,
// nothing written on the way out) and started again on the same data folder.
// It comes back at the same address (port and token kept in the data folder),
// the page is reloaded there, and Continue brings back the campaign, not the
// older game, with every choice. The host runs as `npm start`'s browser
// edition does: src/main/web-host.ts in a process of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { hudOnly, pickFirst, shownState, startQuickGame, watchErrors } from './play.js';

/** Compiling the main process through tsx on a loaded 2-core machine takes a while. */
const START_LIMIT_MS = 90_000;

interface HostProcess {
  url: string;
  child: ChildProcess;
}

/** Starts the web host as its own command line does, on `dataDir`; resolves with the address it prints. */
function startHost(dataDir: string): Promise<HostProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, RYOZEN_DATA_DIR: dataDir };
  delete env.PORT;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/web-host.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the web host did not say it was ready within ${START_LIMIT_MS} ms; stderr: ${err}`));
    }, START_LIMIT_MS);
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Ryozen is ready: (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the web host stopped before it was ready (code ${code}, signal ${signal}); stderr: ${err}`));
    });
  });
}

/** Kills the host at once, as a power cut or `kill -9` would: nothing is written on the way out. */
async function killHost(host: HostProcess): Promise<void> {
  if (host.child.exitCode !== null || host.child.signalCode !== null) return;
  const exited = new Promise((resolve) => host.child.once('exit', resolve));
  host.child.kill('SIGKILL');
  await exited;
}

/** The clan select is as wide as the same select needs on its own, where nothing squeezes it (its longest option whole). */
async function clanFits(page: Page, label: string): Promise<boolean> {
  return page.getByLabel(label).evaluate((el) => {
    const select = el as HTMLSelectElement;
    const twin = select.cloneNode(true) as HTMLSelectElement;
    twin.style.cssText = 'position: absolute; left: 0; top: 0; width: auto; visibility: hidden';
    document.body.append(twin);
    const needed = twin.getBoundingClientRect().width;
    twin.remove();
    return select.getBoundingClientRect().width >= needed - 0.5;
  });
}

test('killed in the middle of a campaign\'s turn and started again, the host keeps its address and Continue brings back the campaign with every choice', async ({ page }) => {
  test.setTimeout(360_000);
  const errors = watchErrors(page);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ryozen-e2e-kill-'));
  let host = await startHost(dataDir);
  try {
    // An older plain game, with a choice of its own: Continue must not fall back on it.
    await startQuickGame(page, host.url, 2);
    const bar = page.getByTestId('decision-bar');
    // A placement is two clicks (a kin, then its spot): the game's first move is made with the second.
    while (Number(await bar.getAttribute('data-ply')) < 1) await pickFirst(page);
    await expect(page.getByTestId('autosave')).toHaveAttribute('data-state', 'saved', { timeout: 60_000 });

    await page.goto(hudOnly(host.url));
    await page.getByRole('button', { name: 'Story campaigns…' }).click();
    await page.getByTestId('new-campaign-button').click();
    const form = page.getByTestId('new-campaign');
    await form.getByLabel('Campaign name').fill('Lantern Road');
    await form.getByLabel('Ally 1 name').fill('Hana');
    // Ally 2 is of the Tortoise Clan, the longest clan name.
    await expect(form.getByLabel('Ally 2 clan')).toHaveValue('tortoise');
    expect(await clanFits(page, 'Ally 2 clan'), 'the clan select shows "Tortoise Clan" whole').toBe(true);
    await form.getByTestId('create-campaign').click();
    await expect(bar).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('campaign-tag')).toBeVisible();

    // Several choices, the last of them in the middle of a turn; each is kept as it is made.
    for (let i = 0; i < 7; i++) await pickFirst(page);
    const before = await shownState(page);
    expect(Number(before.ply)).toBeGreaterThan(2);
    await expect(page.getByTestId('autosave')).toHaveText(`✔ Saved, move ${before.ply}`, { timeout: 60_000 });

    await killHost(host);
    const address = host.url;
    host = await startHost(dataDir);
    expect(host.url, 'the same port and token after a restart').toBe(address);

    await page.reload();
    const cont = page.getByRole('button', { name: 'Continue the last game' });
    await expect(cont).toBeVisible({ timeout: 60_000 });
    await cont.click();
    await expect(page.getByTestId('campaign-tag')).toBeVisible({ timeout: 60_000 });
    await expect(bar).toHaveAttribute('data-ply', before.ply ?? '', { timeout: 60_000 });
    await expect.poll(async () => (await shownState(page)).logLines, { timeout: 30_000 }).toBe(before.logLines);
    expect(await shownState(page)).toEqual(before);

    // And play goes on from there.
    await pickFirst(page);
    expect(errors).toEqual([]);
  } finally {
    await killHost(host);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
