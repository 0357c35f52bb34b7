// Board-first choices, in the normal page (the 3D table drawn, no ?noscene):
// while a choice has places on the table, the table is where it is made. At
// 1280x800 and 1024x768, for a kin placement (standard game), a palace ward
// (palace-alternative game) and other kinds reached through the bridge
// (sectors, slots, sites...), every lit target's screen point is inside the
// window and the element there is the canvas, not a HUD box; the player's own
// hand is on screen too. In a palace-alternative game, from every seat, nothing
// drawn solid stands between the eye and a lit target (the palace fades while
// it would hide one). Hovering a lit target says what a click will do.
import type { Page } from '@playwright/test';
import type { GameConfig } from '../src/engine/core/types.js';
import type { LegalChoice, SeatView } from '../src/shared/views.js';
import type { RyozenSceneHook } from '../src/renderer/scene/test-hooks/testHookTypes.js';
import { targetKey } from '../src/renderer/scene/pure/targets.js';
import { sayEnglish } from '../src/shared/i18n/format.js';
import { expect, test } from './fixtures.js';

type Hook = RyozenSceneHook;

const seats = (n: number): GameConfig['seats'] =>
  (['crane', 'koi', 'tortoise'] as const).slice(0, n).map((clan, i) => ({ clan, controller: 'human' as const, name: `Seat ${i + 1}` }));
const STANDARD: GameConfig = { seats: seats(3), mode: 'standard', palaceAlt: false, dragon: false, asymmetric: false };
const PALACE_ALT: GameConfig = { ...STANDARD, palaceAlt: true };

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

const hook = (page: Page) => ({
  call: <T,>(channel: string, input: unknown) =>
    page.evaluate(([c, i]) => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.call(c as never, i), [channel, input] as const) as Promise<T>,
  // A view's messages nest (a message's arguments may be messages): too deep for Playwright's serializable type, so it goes untyped.
  show: (sv: SeatView) => page.evaluate((v) => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.show(v as SeatView), sv as unknown),
  select: (kin: number | null) => page.evaluate((k) => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.select(k), kin),
});

async function open(page: Page, url: string) {
  await page.goto(`${url}&test=1`);
  await page.waitForFunction(() => !!(window as unknown as { __ryozenScene?: unknown }).__ryozenScene);
}

/** Waits until the table shows `n`+ lit targets and has settled (camera, lens, palace, tiles), twice over a pause so a late HUD change is caught. */
async function settled(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.waitForFunction(
      () => {
        const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
        h.invalidate();
        return h.settled() && h.targets().length > 0;
      },
      null,
      { timeout: 120_000, polling: 300 },
    );
    await page.waitForTimeout(500);
  }
}

/** Every lit target, and every tile of the viewer's hand: on screen, and the canvas is what a click there reaches. */
async function expectAllOnTheTable(page: Page, what: string) {
  const seen = await page.evaluate(() => {
    const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
    const canvas = document.querySelector('canvas')!.getBoundingClientRect();
    const at = (name: string, p: { x: number; y: number; z: number } | null) => {
      if (!p) return { name, x: NaN, y: NaN, hit: 'no point' };
      const q = h.project(p);
      const x = canvas.left + q.x;
      const y = canvas.top + q.y;
      const el = document.elementFromPoint(x, y);
      const hit = el ? (el.tagName === 'CANVAS' ? 'canvas' : `${el.tagName.toLowerCase()}.${el.className}`) : 'nothing';
      return { name, x, y, hit };
    };
    return {
      targets: h.targets().map((k) => at(k, h.targetPoint(k))),
      hand: h.handPoints().map((p, i) => at(`hand ${i}`, p)),
      width: window.innerWidth,
      height: window.innerHeight,
    };
  });
  expect(seen.targets.length, `${what}: lit targets`).toBeGreaterThan(0);
  for (const t of [...seen.targets, ...seen.hand]) {
    const where = `${what}: ${t.name} at (${Math.round(t.x)}, ${Math.round(t.y)}) in ${seen.width}x${seen.height}`;
    expect(t.x >= 0 && t.x <= seen.width && t.y >= 0 && t.y <= seen.height, `${where} is inside the window`).toBe(true);
    expect(t.hit, `${where}: what a click reaches`).toBe('canvas');
  }
  return seen;
}

/** The first placement's kin, picked as the hand does. */
async function pickFirstKin(page: Page, sv: SeatView) {
  const kin = sv.legal.find((c) => c.action.t === 'place')!.action as { kin: number };
  await hook(page).select(kin.kin);
}

const BOARD_KINDS = new Set(['sector', 'moon', 'site', 'eventSlot', 'revelationSlot', 'clanhouseSlot', 'supply', 'kin']);
const onBoard = (c: LegalChoice) => !!c.target && BOARD_KINDS.has(c.target.on);

for (const vp of VIEWPORTS) {
  test.describe(`at ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: vp });

    test('a kin placement and a palace ward: every lit spot and the hand are on the visible table', async ({ page, host }) => {
      test.setTimeout(400_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await open(page, host.url);
      const h = hook(page);

      // Standard palace, 3 players: the kin's spots in every sector and the palace.
      const std = await h.call<{ decisionSeat: number }>('game:new', { config: STANDARD, seed: 11 });
      let sv = await h.call<SeatView>('game:view', { seat: std.decisionSeat });
      expect(sv.decision!.kind).toBe('place');
      await h.show(sv);
      await pickFirstKin(page, sv);
      await settled(page);
      await expect(page.getByTestId('decision-bar')).toHaveAttribute('data-compact', 'true');
      const standard = await expectAllOnTheTable(page, 'standard placement');
      expect(standard.targets.some((t) => t.name === 'spot:palace')).toBe(true);
      expect(standard.hand.length).toBeGreaterThan(0);

      // Palace alternative: wards, battlements and the pinnacle are lit with the sector spots.
      const alt = await h.call<{ decisionSeat: number }>('game:new', { config: PALACE_ALT, seed: 12 });
      sv = await h.call<SeatView>('game:view', { seat: alt.decisionSeat });
      await h.show(sv);
      await pickFirstKin(page, sv);
      await settled(page);
      const palace = await expectAllOnTheTable(page, 'palace ward');
      expect(palace.targets.some((t) => /^spot:ward/.test(t.name))).toBe(true);
      expect(palace.targets.some((t) => t.name === 'spot:pinnacle')).toBe(true);
      expect(errors).toEqual([]);
    });

    test('sectors, moons, slots, sites, supply piles and kin chosen later in a game are on the visible table too', async ({ page, host }, testInfo) => {
      test.setTimeout(400_000);
      await open(page, host.url);
      const h = hook(page);
      // Dragon games (their moons are chosen too), played until every kind below has come up for seat 1.
      // A rarer kind (a sector to choose, a kin on the board) may not come up in one game's line of
      // play, and a change of rules changes the line, so the next seed's game carries on the search.
      const checked = new Set<string>();
      for (let seed = 1; seed <= 6 && checked.size < BOARD_KINDS.size; seed++) {
        const started = await h.call<{ decisionSeat: number }>('game:new', { config: { ...STANDARD, dragon: true }, seed });
        let seat = started.decisionSeat;
        for (let step = 0; step < 600 && checked.size < BOARD_KINDS.size; step++) {
          const sv = await h.call<SeatView>('game:view', { seat });
          if (!sv.decision) break;
          const kind = sv.legal.filter(onBoard).map((c) => c.target!.on).find((k) => !checked.has(k));
          if (seat === 0 && kind && !checked.has(kind)) {
            checked.add(kind);
            await h.show(sv);
            await settled(page);
            await expectAllOnTheTable(page, `${sv.decision.kind} (${kind})`);
            await page.screenshot({ path: testInfo.outputPath(`${kind}.png`) });
          }
          // Vary the line of play so that many kinds of decision come up.
          const pick = sv.legal[(step * 7) % sv.legal.length]!;
          await h.call('game:act', { seat, action: pick.action });
          const after = await h.call<SeatView>('game:view', {});
          seat = after.decision ? after.decision.seat : seat;
        }
      }
      testInfo.annotations.push({ type: 'checked', description: [...checked].join(', ') });
      expect([...checked].sort(), 'board choice kinds reached').toEqual([...BOARD_KINDS].sort());
    });
  });
}

test('palace alternative, from every seat: no lit target is hidden behind the palace or anything else drawn solid', async ({ page, host }, testInfo) => {
  test.setTimeout(600_000);
  await open(page, host.url);
  const h = hook(page);
  const four: GameConfig = { ...PALACE_ALT, seats: [...seats(3), { clan: 'fox', controller: 'human', name: 'Seat 4' }] };
  const started = await h.call<{ decisionSeat: number }>('game:new', { config: four, seed: 12 });
  let seat = started.decisionSeat;
  const checked = new Set<number>();
  for (let step = 0; step < 200 && checked.size < 4; step++) {
    const sv = await h.call<SeatView>('game:view', { seat });
    if (!sv.decision) break;
    if (sv.decision.kind === 'place' && !checked.has(seat)) {
      checked.add(seat);
      await h.show(sv);
      await pickFirstKin(page, sv);
      await settled(page);
      const seen = await page.evaluate(() => {
        const hk = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
        return hk.targets().map((key) => ({ key, hiddenBy: hk.occluders(key) }));
      });
      // The far sectors' spots are lit too (the ones the palace stands in front of from this seat).
      expect(seen.filter((t) => /^spot:s/.test(t.key)).length, `seat ${seat}: sector spots lit`).toBeGreaterThan(6);
      expect(seen.some((t) => t.key === 'spot:pinnacle'), `seat ${seat}: the pinnacle is lit`).toBe(true);
      for (const t of seen) expect(t.hiddenBy, `seat ${seat}: what stands in front of ${t.key}`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`palace-alt-seat-${seat}.png`) });
    }
    // Kin go to the sectors, so the palace stays as it was for the next seat.
    const next = sv.legal.find((c) => c.action.t === 'place' && c.action.spot.startsWith('s')) ?? sv.legal[0]!;
    await h.call('game:act', { seat, action: next.action });
    const after = await h.call<SeatView>('game:view', {});
    seat = after.decision ? after.decision.seat : seat;
  }
  expect([...checked].sort(), 'seats checked').toEqual([0, 1, 2, 3]);
});

test('hovering a lit target says what a click there will do; the side panels fold away', async ({ page, host }) => {
  test.setTimeout(300_000);
  await open(page, host.url);
  const h = hook(page);
  const started = await h.call<{ decisionSeat: number }>('game:new', { config: STANDARD, seed: 11 });
  const sv = await h.call<SeatView>('game:view', { seat: started.decisionSeat });
  await h.show(sv);
  await pickFirstKin(page, sv);
  await settled(page);

  const kin = (sv.legal.find((c) => c.action.t === 'place')!.action as { kin: number }).kin;
  const choice = sv.legal.find((c) => c.action.t === 'place' && c.action.kin === kin && c.action.spot.startsWith('s'))!;
  const key = targetKey(choice.target)!;
  const point = await page.evaluate((k) => {
    const hk = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
    return hk.project(hk.targetPoint(k)!);
  }, key);
  const canvas = (await page.locator('canvas').boundingBox())!;
  await page.mouse.move(canvas.x + point.x, canvas.y + point.y);
  await expect(page.getByTestId('hover-label')).toHaveText(sayEnglish(choice.label));
  await expect(page.getByTestId('hover-choice')).toHaveText(sayEnglish(choice.label));
  // Off the lit spots, the words go away.
  await page.mouse.move(canvas.x + 4, canvas.y + canvas.height / 2);
  await expect(page.getByTestId('hover-label')).toHaveCount(0);

  // The side panels fold and unfold with a button each, by name.
  for (const name of ['Players', 'Table', 'Log']) {
    await page.getByRole('button', { name: `Hide the ${name} panel` }).click();
    const show = page.getByRole('button', { name: `Show the ${name} panel` });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(page.getByRole('complementary', { name: 'Players' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the Players panel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Players' })).toBeVisible();
  // A folded side frees the table behind it: the lit spots are still where a click reaches them.
  await settled(page);
  await expectAllOnTheTable(page, 'with the panels folded');

  // The keyboard path stays: the toggle opens the full list, and number keys pick from it.
  const bar = page.getByTestId('decision-bar');
  const toggle = page.getByTestId('list-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const first = bar.locator('[data-testid="choice"][data-key="1"]');
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('aria-label', /^Place /);
  const index = Number(await first.getAttribute('data-index'));
  const before = host.session.record().actions.length;
  await page.keyboard.press('1');
  await expect.poll(() => host.session.record().actions.length, { timeout: 60_000 }).toBe(before + 1);
  expect(host.session.record().actions.at(-1)).toEqual(sv.legal.find((c) => c.index === index)!.action);
});
