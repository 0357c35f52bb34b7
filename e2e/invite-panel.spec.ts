// Seats on other devices, from the desktop: a seat put "On another device" on
// the new game screen is invited as the game starts, and the Seats & devices
// panel shows how to join (address, QR code, code); a device joining with the
// code (here a raw WebSocket, as a phone's page would) shows as connected, a
// dropped one as not, inviting again gives a new code, and stopping closes
// the listener. With every person on a device the desktop shows the table
// view: nobody's hand, no hand-off cover. With RYOZEN_SHOTS set, saves a
// screenshot of the table view drawn in 3D.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import WebSocket from 'ws';
import type { WebHost } from '../src/main/web-host.js';
import { expect, ownHost, test as base } from './fixtures.js';
import { watchErrors } from './play.js';

const LAN = '127.0.0.2';
const SHOTS = process.env.RYOZEN_SHOTS ?? null;

const test = base.extend<object, { lanHost: WebHost; noLan: WebHost }>({
  lanHost: [ownHost('invite', { lanHost: LAN, botPauseMs: 0 }), { scope: 'worker' }],
  // A computer with no network to invite over.
  noLan: [ownHost('invite-nolan', { lanHost: null }), { scope: 'worker' }],
});

/** A seat's device as the invite listener sees it: a WebSocket that says hello with a code or a credential. */
class Device {
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: { ok: boolean; result?: unknown; error?: { message: string } }) => void>();
  private constructor(
    private readonly ws: WebSocket,
    readonly seat: number,
  ) {
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { id?: number; ok: boolean };
      if (typeof msg.id === 'number') this.waiting.get(msg.id)?.(msg);
    });
  }

  /** Joins at `address` (http://host:port) with a code; resolves with the welcome, rejects on a refusal or a closed listener. */
  static join(address: string, code: string): Promise<{ device: Device; welcome: { seat: number; credential: string; game: string } }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${address.replace(/^http/, 'ws')}/ws`, { origin: address });
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ hello: { code } })));
      ws.once('message', (data) => {
        const msg = JSON.parse(String(data)) as { welcome?: { seat: number; credential: string; game: string }; refused?: { message: string } };
        if (msg.welcome) resolve({ device: new Device(ws, msg.welcome.seat), welcome: msg.welcome });
        else reject(new Error(msg.refused?.message ?? 'refused'));
      });
    });
  }

  call<T>(channel: string, payload: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (reply) => (reply.ok ? resolve(reply.result as T) : reject(new Error(reply.error?.message))));
      this.ws.send(JSON.stringify({ id, channel, payload }));
    });
  }

  /** Makes the seat's first legal choice, `times` times, whenever it is the seat's turn (the computer seats answer in between). */
  async play(times: number): Promise<void> {
    for (let made = 0; made < times; ) {
      const view = await this.call<{ yourTurn: boolean; gameOver: boolean; legal: { action: unknown }[] }>('game:view', {});
      if (view.gameOver) return;
      if (view.yourTurn && view.legal[0]) {
        await this.call('game:act', { seat: this.seat, action: view.legal[0].action });
        made++;
      } else await new Promise((r) => setTimeout(r, 50));
    }
  }

  close(): void {
    this.ws.close();
  }
}

/** Starts a game of `people` human seats and `computers` computer seats from the new game screen; `devices`: the seats (1-based) put on other devices. */
async function startGame(page: Page, people: number, computers: number, devices: number[], asymmetric = false) {
  await page.getByRole('button', { name: 'New game…' }).click();
  await page.getByRole('checkbox', { name: 'Asymmetric start' }).setChecked(asymmetric);
  await page.getByRole('radio', { name: String(people + computers), exact: true }).check();
  for (let seat = 1; seat <= people + computers; seat++) {
    await page.getByLabel(`Seat ${seat} name`).fill(`Player ${seat}`);
    await page.getByLabel(`Seat ${seat} played by`).selectOption(seat <= people ? 'human' : 'heuristic');
  }
  for (const seat of devices) await page.getByTestId(`seat-place-${seat - 1}`).getByText('On another device').click();
  await page.getByTestId('start-game').click();
}

test('a seat put on another device gets an address, a code and a QR code; joining, dropping, inviting again and stopping show in the panel', async ({ page, lanHost }) => {
  const errors = watchErrors(page);
  await page.goto(`${lanHost.url}&noscene`);
  await startGame(page, 2, 0, [2]);

  const panel = page.getByTestId('invite-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('invite-address')).toContainText(new RegExp(`http://${LAN.replace(/\./g, '\\.')}:\\d+`));
  const address = /http:\/\/[\d.]+:\d+/.exec((await panel.getByTestId('invite-address').textContent()) ?? '')![0];
  const seat = panel.getByTestId('invite-seat-1');
  await expect(seat).toContainText('Player 2');
  const code = (await seat.getByTestId('invite-code').textContent())!.trim();
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
  await expect(seat).toContainText('Works once, until');
  const qr = seat.getByRole('img', { name: 'QR code to join as Player 2' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(seat.getByTestId('invite-state')).toHaveAttribute('data-connected', 'no');
  const axe = await new AxeBuilder({ page }).include('[data-testid="invite-panel"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Seat 1 plays here: its choices are at this screen.
  await expect(page.getByTestId('table-mode')).toHaveCount(0);

  const { device, welcome } = await Device.join(address, code);
  expect(welcome.seat).toBe(1);
  await expect(seat.getByTestId('invite-state')).toHaveAttribute('data-connected', 'yes');
  await expect(seat.getByTestId('invite-state')).toContainText('Connected');

  await seat.getByRole('button', { name: 'Drop this device' }).click();
  await expect(seat.getByTestId('invite-state')).toHaveAttribute('data-connected', 'no');
  await expect(seat.getByTestId('invite-code')).toHaveCount(0);
  device.close();

  await seat.getByRole('button', { name: 'Invite again (new code)' }).click();
  await expect(seat.getByTestId('invite-code')).toHaveText(/^[A-Z0-9]{6}$/);
  const second = (await seat.getByTestId('invite-code').textContent())!.trim();
  expect(second).not.toBe(code);
  // The spent code opens nothing any more.
  await expect(Device.join(address, code)).rejects.toThrow();

  await panel.getByTestId('invite-stop').click();
  await expect(panel.getByTestId('invite-address')).toContainText('No seat is on another device');
  await expect(panel.getByTestId('invite-seat-1')).toHaveCount(0);
  await expect(Device.join(address, second)).rejects.toThrow();
  expect(errors).toEqual([]);
});

test('the panel opens from the top bar, and says in words when this computer has no network', async ({ page, noLan }) => {
  await page.goto(`${noLan.url}&noscene`);
  await startGame(page, 1, 1, []);
  await expect(page.getByTestId('decision-bar')).toBeVisible();
  await expect(page.getByTestId('invite-panel')).toHaveCount(0);
  await page.getByTestId('bar-more').click();
  await page.getByRole('button', { name: 'Seats & devices…' }).click();
  const panel = page.getByTestId('invite-panel');
  await expect(panel).toContainText('Player 1');
  await expect(panel.getByTestId('invite-problem')).toContainText('not connected to a network');
  // Trying anyway changes nothing, and says why.
  await panel.getByRole('button', { name: 'Move to another device' }).first().click();
  await expect(panel.getByRole('alert').last()).toContainText('not connected to a network');
  await expect(panel.getByTestId('invite-address')).toContainText('No seat is on another device');
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toHaveCount(0);
});

test('with every person on a device, the desktop shows the table: a tag, whose turn it is, no cover and no hand to choose from', async ({ page, lanHost }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const scene = !!SHOTS;
  if (scene) await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${lanHost.url}&test=1${scene ? '' : '&noscene'}`);
  await startGame(page, 1, 2, [1]);
  const panel = page.getByTestId('invite-panel');
  await expect(panel).toBeVisible();
  const address = /http:\/\/[\d.]+:\d+/.exec((await panel.getByTestId('invite-address').textContent()) ?? '')![0];
  const code = (await panel.getByTestId('invite-seat-0').getByTestId('invite-code').textContent())!.trim();
  const { device } = await Device.join(address, code);
  await panel.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByTestId('table-mode')).toContainText('Table view');
  await expect(page.getByTestId('handoff')).toHaveCount(0);
  // The game goes on from the device; the desktop only watches.
  await device.play(4);
  const bar = page.getByTestId('decision-bar');
  await expect(bar).toContainText('Player 1 is choosing on their own device');
  await expect(bar.getByTestId('choice')).toHaveCount(0);
  await expect(page.locator('.hand-kin.pickable')).toHaveCount(0);
  await expect(page.locator('.seat-panel.on-screen')).toHaveCount(0);
  await expect(page.getByTestId('handoff')).toHaveCount(0);

  if (SHOTS) {
    await page.waitForFunction(() => window.__ryozenScene?.settled() === true, undefined, { timeout: 120_000 });
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'desktop-table-mode-1280x800.png') });
  }
  device.close();
  expect(errors).toEqual([]);
});

test('a table view with secrets in play (an asymmetric start, both people on devices) covers nothing and shows no one’s draw', async ({ page, lanHost }) => {
  const errors = watchErrors(page);
  await page.goto(`${lanHost.url}&noscene`);
  await startGame(page, 2, 0, [1, 2], true);
  await expect(page.getByTestId('invite-panel')).toBeVisible();
  await page.getByTestId('invite-panel').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('table-mode')).toBeVisible();
  await expect(page.getByTestId('decision-bar')).toContainText(/Player \d is choosing in secret on their own device/);
  await expect(page.getByTestId('handoff')).toHaveCount(0);
  await expect(page.locator('.secret-kin')).toHaveCount(0);
  await expect(page.getByTestId('choice')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a campaign ally put on another device is invited as the campaign begins', async ({ page, lanHost }) => {
  const errors = watchErrors(page);
  await page.goto(`${lanHost.url}&noscene`);
  await page.getByRole('button', { name: 'Story campaigns…' }).click();
  await page.getByTestId('new-campaign-button').click();
  const form = page.getByTestId('new-campaign');
  await form.getByLabel('Ally 2 name').fill('Jiro');
  await form.getByTestId('seat-place-1').getByText('On another device').click();
  await form.getByTestId('create-campaign').click();
  const panel = page.getByTestId('invite-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('invite-seat-1')).toContainText('Jiro');
  await expect(panel.getByTestId('invite-seat-1').getByTestId('invite-code')).toHaveText(/^[A-Z0-9]{6}$/);
  await expect(panel.getByTestId('invite-seat-0')).toHaveCount(0);
  expect(errors).toEqual([]);
});
