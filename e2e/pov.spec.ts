// Point of view, end to end (DESIGN.md section 3): the 3D scene must agree
// with the engine. A palace-alternative game with a seat at each of the four
// sides is played through the page's bridge, placing kin in the palace so that
// it turns through all six rotations. At each rotation, for every side, the
// test reads the live three.js scene (the seat camera's world position and
// every palace wall mesh's world centre and outward normal) and checks that
// the walls facing the camera are exactly the engine's visibleWalls, computed
// here from the shared geometry module (never the rules engine). The palace
// spots the deciding seat is offered, and those lit on the table, must be
// exactly the free wards and battlements of its visible walls, plus the pinnacle.
import type { Action, GameConfig, Side } from '../src/engine/core/types.js';
import type { GameView } from '../src/engine/view.js';
import type { LegalChoice, SeatView } from '../src/shared/views.js';
import {
  isPalaceSpotId,
  palaceYaw,
  parsePalaceSpot,
  PALACE_SPOT_IDS,
  seatEye,
  visibleWalls,
  wallFrame,
  type Wall,
} from '../src/engine/geometry/index.js';
import type { RyozenSceneHook } from '../src/renderer/scene/test-hooks/testHookTypes.js';
import { expect, test } from './fixtures.js';

const SIDES: Side[] = [0, 1, 2, 3];

const CONFIG: GameConfig = {
  seats: [
    { clan: 'crane', controller: 'human', name: 'South', side: 0 },
    { clan: 'koi', controller: 'human', name: 'West', side: 1 },
    { clan: 'tortoise', controller: 'human', name: 'North', side: 2 },
    { clan: 'fox', controller: 'human', name: 'East', side: 3 },
  ],
  mode: 'standard',
  palaceAlt: true,
  dragon: false,
  asymmetric: false,
};

type Hook = RyozenSceneHook;

/** The palace spots a seat may use, from the geometry: free wards/battlements on its visible walls, and the pinnacle. */
function expectedPalaceSpots(view: GameView, side: Side): string[] {
  const walls = visibleWalls(side, view.palace.rotation);
  const taken = new Set(view.kin.filter((k) => k.loc === 'palace').map((k) => k.at));
  return PALACE_SPOT_IDS.filter((id) => {
    const { wall, kind } = parsePalaceSpot(id);
    if (kind === 'pinnacle') return true;
    return walls.includes(wall!) && !taken.has(id);
  });
}

test('the walls each seat camera faces are the engine visibleWalls, at every rotation, from every side', async ({ page, host }, testInfo) => {
  test.setTimeout(600_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`${host.url}&test=1`);
  await page.waitForFunction(() => !!(window as unknown as { __ryozenScene?: unknown }).__ryozenScene);

  const call = <T,>(channel: string, input: unknown) =>
    page.evaluate(([c, i]) => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.call(c as never, i), [channel, input] as const) as Promise<T>;

  const started = await call<{ decisionSeat: number }>('game:new', { config: CONFIG, seed: 2024 });
  let seat = started.decisionSeat;
  const seatOfSide = new Map(CONFIG.seats.map((s, i) => [s.side!, i]));

  /** Waits until the table has settled (palace turned, camera arrived, tiles still), rendering frames on demand. */
  async function settle() {
    await page.waitForFunction(
      () => {
        const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
        h.invalidate();
        return h.settled();
      },
      null,
      { timeout: 240_000, polling: 300 },
    );
  }

  /** Shows the deciding seat's view; its camera glides to its seat by itself (hotseat). */
  async function showDeciding(sv: SeatView) {
    await page.evaluate((v) => {
      const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
      h.setCameraToSeat(null);
      h.show(v as SeatView);
      // A view's nested messages are too deep for Playwright's serializable type.
    }, sv as unknown);
    await settle();
  }

  /** Puts the camera at another side's seat (the same seat placement the hotseat glide ends at). */
  async function cameraAt(side: Side) {
    await page.evaluate((s) => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.setCameraToSeat(s), side);
    await settle();
  }

  const checked = new Set<number>();
  for (let step = 0; checked.size < 6 && step < 400; step++) {
    const sv = await call<SeatView>('game:view', { seat });
    expect(sv.decision, 'the game ended before the palace turned through every rotation').not.toBeNull();
    const rotation = sv.view.palace.rotation;

    if (sv.decision!.kind === 'place' && !checked.has(rotation)) {
      checked.add(rotation);
      const decidingSide = CONFIG.seats[seat]!.side!;
      for (const side of [decidingSide, ...SIDES.filter((x) => x !== decidingSide)]) {
        const viewer = seatOfSide.get(side)!;
        const view = sv;
        if (viewer === seat) await showDeciding(sv);
        else await cameraAt(side);
        const scene = await page.evaluate(() => {
          const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
          return { camera: h.camera(), walls: h.walls(), yaw: h.palaceYaw() };
        });
        const eye = seatEye(side);
        expect(scene.camera.mode).toBe('seat');
        expect(scene.camera.side).toBe(side);
        for (const k of ['x', 'y', 'z'] as const) expect(scene.camera.position[k], `camera ${k}, side ${side}`).toBeCloseTo(eye[k], 4);
        // The palace has turned to this rotation (up to whole turns).
        const turn = (((scene.yaw - palaceYaw(rotation)) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
        expect(Math.min(turn, 2 * Math.PI - turn), `palace yaw at rotation ${rotation}`).toBeLessThan(1e-3);

        // Three levels, four walls each, every wall mesh where the geometry puts it.
        expect(scene.walls).toHaveLength(12);
        const facing = new Map<Wall, boolean>();
        for (const w of scene.walls) {
          const n = wallFrame(w.wall as Wall, rotation).outwardNormal;
          expect(w.normal.x * n.x + w.normal.y * n.y + w.normal.z * n.z, `wall ${w.wall} normal`).toBeCloseTo(1, 4);
          const p = scene.camera.position;
          const d = (p.x - w.centre.x) * w.normal.x + (p.y - w.centre.y) * w.normal.y + (p.z - w.centre.z) * w.normal.z;
          const faces = d > 0;
          const before = facing.get(w.wall as Wall);
          expect(before === undefined || before === faces, `wall ${w.wall} faces the camera on one level and not another`).toBe(true);
          facing.set(w.wall as Wall, faces);
        }
        const seen = [...facing].filter(([, f]) => f).map(([w]) => w).sort();
        expect(seen, `side ${side}, rotation ${rotation}: walls facing the seat camera`).toEqual(visibleWalls(side, rotation));
        expect(seen.length === 1 || seen.length === 2).toBe(true);

        if (viewer === seat) {
          // What the deciding seat is offered, and what the table lights for it.
          const offered = (legal: LegalChoice[]) =>
            [...new Set(legal.flatMap((c) => (c.action.t === 'place' && isPalaceSpotId(c.action.spot) ? [c.action.spot] : [])))].sort();
          const expected = expectedPalaceSpots(view.view, side).sort();
          expect(offered(view.legal), `palace spots offered to side ${side} at rotation ${rotation}`).toEqual(expected);
          const kin = view.legal.find((c) => c.action.t === 'place')!.action as Extract<Action, { t: 'place' }>;
          await page.evaluate((k) => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.select(k), kin.kin);
          await page.waitForFunction(() =>
            (window as unknown as { __ryozenScene: Hook }).__ryozenScene.targets().some((t) => t.startsWith('spot:')),
          );
          const lit = await page.evaluate(() => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.targets());
          const litPalace = lit.filter((t) => t.startsWith('spot:') && isPalaceSpotId(t.slice(5))).map((t) => t.slice(5)).sort();
          const kinSpots = offered(view.legal.filter((c) => c.action.t === 'place' && c.action.kin === kin.kin));
          expect(litPalace, `palace spots lit for side ${side} at rotation ${rotation}`).toEqual(kinSpots);
          expect(kinSpots.every((s) => expected.includes(s))).toBe(true);
          await page.evaluate(() => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.select(null));
        }

        if (rotation === 1 && (side === 0 || side === 1)) {
          // The palace from two seats at one rotation, kept with the report.
          await page.waitForTimeout(200);
          const file = testInfo.outputPath(`palace-rotation1-side${side}.png`);
          // The table alone, without the HUD's panels over it.
          const hud = await page.addStyleTag({ content: 'body * { visibility: hidden !important; } canvas { visibility: visible !important; }' });
          await page.locator('canvas').screenshot({ path: file });
          await hud.evaluate((el) => (el as Element).remove());
          await testInfo.attach(`palace-rotation1-side${side}.png`, { path: file, contentType: 'image/png' });
        }
      }
    }

    // Play on: place in the palace whenever placing (so it turns), otherwise take the first choice.
    const legal = sv.legal;
    const palace = legal.filter((c) => c.action.t === 'place' && isPalaceSpotId(c.action.spot));
    const pick = sv.decision!.kind === 'place' && palace.length ? palace[step % palace.length]! : legal[0]!;
    // game:act answers a short ack; who chooses next is in the view of the seat at the screen.
    await call('game:act', { seat, action: pick.action });
    const after = await call<SeatView>('game:view', {});
    seat = after.decision ? after.decision.seat : seat;
  }
  expect([...checked].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  expect(pageErrors).toEqual([]);
});

test('the table renders nothing while idle and stays within its draw-call budget', async ({ page, host }) => {
  test.setTimeout(300_000);
  await page.goto(`${host.url}&test=1`);
  await page.waitForFunction(() => !!(window as unknown as { __ryozenScene?: unknown }).__ryozenScene);
  await page.evaluate(async (config) => {
    const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
    const started = (await h.call('game:new', { config, seed: 5 })) as { decisionSeat: number };
    let seat = started.decisionSeat;
    // Some moves so that the board holds kin, cards, tokens and resources.
    for (let i = 0; i < 30; i++) {
      const sv = (await h.call('game:view', { seat })) as SeatView;
      if (!sv.decision) break;
      await h.call('game:act', { seat, action: sv.legal[i % sv.legal.length]!.action });
      const after = (await h.call('game:view', {})) as SeatView;
      seat = after.decision ? after.decision.seat : seat;
    }
    h.show((await h.call('game:view', { seat })) as SeatView);
  }, CONFIG);
  await page.waitForFunction(() => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.settled(), null, { timeout: 240_000 });
  // Let the target pulse end, then count frames over a quiet second.
  await page.waitForTimeout(4000);
  const before = await page.evaluate(() => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.frames());
  await page.waitForTimeout(1500);
  const after = await page.evaluate(() => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.frames());
  expect(after - before, 'frames rendered while nothing changes').toBe(0);
  const info = await page.evaluate(() => {
    const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
    h.invalidate();
    return new Promise<ReturnType<Hook['renderInfo']>>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(h.renderInfo()))));
  });
  expect(info.calls).toBeGreaterThan(10);
  expect(info.calls).toBeLessThanOrEqual(150);
});

test('a click on a lit spot of the table places the picked kin; a click on an unlit place does nothing', async ({ page, host }) => {
  test.setTimeout(300_000);
  await page.goto(`${host.url}&test=1`);
  await page.waitForFunction(() => !!(window as unknown as { __ryozenScene?: unknown }).__ryozenScene);
  // Only the table takes the pointer here (the HUD's panels are hidden, not removed).
  await page.addStyleTag({ content: 'body * { visibility: hidden !important; } canvas { visibility: visible !important; }' });
  const config: GameConfig = { ...CONFIG, palaceAlt: false, seats: CONFIG.seats.slice(0, 2) };
  const sv = await page.evaluate(async (config) => {
    const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
    const started = (await h.call('game:new', { config, seed: 9 })) as { decisionSeat: number };
    const view = (await h.call('game:view', { seat: started.decisionSeat })) as SeatView;
    h.show(view);
    return view;
  }, config);
  expect(sv.decision!.kind).toBe('place');
  const place = sv.legal.find((c) => c.action.t === 'place' && c.action.spot.startsWith('s'))!.action as Extract<Action, { t: 'place' }>;
  await page.evaluate((k) => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.select(k), place.kin);
  await page.waitForFunction(
    (key) => {
      const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
      h.invalidate();
      return h.settled() && h.targets().includes(key);
    },
    `spot:${place.spot}`,
    { timeout: 240_000, polling: 300 },
  );
  const box = (await page.locator('canvas').boundingBox())!;
  const at = async (key: string) => {
    const p = await page.evaluate((k) => {
      const h = (window as unknown as { __ryozenScene: Hook }).__ryozenScene;
      const w = h.targetPoint(k);
      return w ? h.project(w) : null;
    }, key);
    expect(p, `target ${key} on screen`).not.toBeNull();
    return { x: box.x + p!.x, y: box.y + p!.y };
  };

  // An unlit place: the middle of the favor track's first edge (the player's own board edge).
  const before = host.session.record().actions.length;
  const unlit = await page.evaluate(() => (window as unknown as { __ryozenScene: Hook }).__ryozenScene.project({ x: 0, y: 0, z: 28.5 }));
  await page.mouse.click(box.x + unlit.x, box.y + unlit.y);
  await page.waitForTimeout(1500);
  expect(host.session.record().actions.length).toBe(before);

  // The lit spot: the kin goes there.
  const target = await at(`spot:${place.spot}`);
  await page.mouse.move(target.x, target.y);
  await expect.poll(() => page.evaluate(() => document.body.style.cursor)).toBe('pointer');
  await page.mouse.click(target.x, target.y);
  await expect.poll(() => host.session.record().actions.length, { timeout: 60_000 }).toBe(before + 1);
  expect(host.session.record().actions.at(-1)).toEqual(place);
});
