// The browser edition end to end: the web host serves the built renderer, a
// person starts a 2-player game from the menu, the 3D table really draws,
// and one move can be played.
import { decodePng } from '../scripts/png.js';
import { expect, test } from './fixtures.js';

interface Debug {
  frames: number;
  triangles: number;
  calls: number;
  boardMeshes: number;
}

/** Pixels that look like the board's wood (hue ~36 degrees, mid saturation), lit or shaded. */
function isBoardWood(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max < 70 || max - min < 25) return false;
  const s = (max - min) / max;
  if (s < 0.2 || s > 0.62) return false;
  if (max !== r) return false;
  const hue = (60 * (g - b)) / (max - min);
  return hue >= 26 && hue <= 46;
}

test('starts a 2-player game from the menu and draws the board with WebGL', async ({ page, host }) => {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });

  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Ryozen' })).toBeVisible();
  await page.getByRole('radio', { name: '2' }).check();
  await page.getByRole('button', { name: 'Start game' }).click();

  // The HUD shows the first decision and its choices, from the main process.
  await expect(page.getByTestId('decision')).toContainText('Player 1');
  const choices = page.getByTestId('choices').getByRole('button');
  await expect(choices.first()).toBeVisible();
  expect(await choices.count()).toBeGreaterThan(0);
  expect(host.session.hasGame).toBe(true);
  expect(host.session.seatCount()).toBe(2);

  // The renderer really drew: three.js counted triangles in the last frame...
  await page.waitForFunction(() => {
    const d = (window as unknown as { __ryozenDebug?: Debug }).__ryozenDebug;
    return !!d && d.frames > 0 && d.boardMeshes > 0 && d.triangles > 0;
  });
  const debug = await page.evaluate(() => {
    const d = (window as unknown as { __ryozenDebug: Debug }).__ryozenDebug;
    return { frames: d.frames, triangles: d.triangles, calls: d.calls, boardMeshes: d.boardMeshes };
  });
  expect(debug.triangles).toBeGreaterThan(0);
  expect(debug.calls).toBeGreaterThan(0);

  // ...and the pixels on screen show the board's wood, not just the background.
  const canvas = page.locator('canvas');
  await expect(canvas).toBeVisible();
  const png = decodePng(await canvas.screenshot());
  let wood = 0;
  const total = png.width * png.height;
  for (let i = 0; i < png.data.length; i += 4) {
    if (isBoardWood(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)) wood++;
  }
  expect(wood / total, `board-coloured pixels: ${wood} of ${total}`).toBeGreaterThan(0.05);

  // One move through the UI changes the real game (a placement: a kin, then a spot).
  const before = host.session.record().actions.length;
  await page.getByTestId('choice').first().click();
  await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-step', 'spot');
  await page.getByTestId('choice').first().click();
  await expect.poll(() => host.session.record().actions.length).toBe(before + 1);
  await expect(page.getByTestId('choices').getByRole('button').first()).toBeVisible();

  expect(pageErrors).toEqual([]);
  expect(consoleErrors.filter((t) => /Content Security Policy|Refused to/i.test(t))).toEqual([]);
});

test('a page without the token cannot reach the game', async ({ page, host }) => {
  // Without the token the page is a seat's device (docs/seats-on-devices.md): it asks for a join code,
  // and the web host, which takes only its token, lets no code in.
  await page.goto(host.url.replace(/\?token=.*/, ''));
  await expect(page.getByRole('button', { name: 'Start game' })).toHaveCount(0);
  await page.getByLabel('Code').fill('ABC234');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('seat-connecting')).toContainText('Cannot reach the main screen');
  await expect(page.getByTestId('hud')).toHaveCount(0);
});
