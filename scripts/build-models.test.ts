import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NodeIO, type Document, type Primitive } from '@gltf-transform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALACE_FLOOR_HEIGHT, PALACE_HALF_SIZE, PALACE_ROOF_HEIGHT, wallFrame } from '../src/engine/geometry/index.js';
import { buildModels, MODELS, MODELS_DIR } from './build-models.js';

const FILES = [
  'palace-level.glb', 'palace-roof.glb', 'palace-trim.glb', 'kin-tile.glb', 'moon-shard.glb', 'dragon.glb', 'pioneer.glb', 'herald.glb',
];
/** Convex models: every normal must also point away from the centre (the roof's eaves make it not convex). */
const CONVEX = new Set(['kin-tile.glb', 'moon-shard.glb', 'herald.glb']);

let dir = '';
const docs = new Map<string, Document>();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ryozen-models-'));
  await buildModels(dir);
  const io = new NodeIO();
  for (const f of FILES) docs.set(f, await io.read(path.join(dir, f)));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const primitives = (doc: Document): Primitive[] => doc.getRoot().listMeshes().flatMap((m) => m.listPrimitives());

function bounds(doc: Document) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const p of primitives(doc)) {
    const a = p.getAttribute('POSITION')!.getArray()!;
    for (let i = 0; i < a.length; i++) {
      min[i % 3] = Math.min(min[i % 3]!, a[i]!);
      max[i % 3] = Math.max(max[i % 3]!, a[i]!);
    }
  }
  return { min, max };
}

describe('scripts/build-models.ts', () => {
  it('writes every model, each small', () => {
    expect(MODELS.map((m) => m.file)).toEqual(FILES);
    for (const f of FILES) expect(statSync(path.join(dir, f)).size, f).toBeLessThan(30 * 1024);
  });

  it.each(FILES)('%s parses back with a mesh that has POSITION and NORMAL, a base colour and no textures', (f) => {
    const doc = docs.get(f)!;
    const prims = primitives(doc);
    expect(prims.length).toBeGreaterThan(0);
    for (const p of prims) {
      const pos = p.getAttribute('POSITION');
      const nor = p.getAttribute('NORMAL');
      expect(pos).not.toBeNull();
      expect(nor).not.toBeNull();
      expect(nor!.getCount()).toBe(pos!.getCount());
      expect(p.getIndices()!.getCount() % 3).toBe(0);
      expect(p.getMaterial()!.getBaseColorFactor()[3]).toBe(1);
    }
    expect(doc.getRoot().listTextures()).toEqual([]);
    expect(doc.getRoot().listScenes()).toHaveLength(1);
  });

  it.each(FILES)('%s: unit normals, and every triangle winds counterclockwise around its normal (front faces outward)', (f) => {
    const doc = docs.get(f)!;
    const { min, max } = bounds(doc);
    const centre = [0, 1, 2].map((i) => (min[i]! + max[i]!) / 2);
    for (const p of primitives(doc)) {
      const pos = p.getAttribute('POSITION')!.getArray()!;
      const nor = p.getAttribute('NORMAL')!.getArray()!;
      const idx = p.getIndices()!.getArray()!;
      const v = (i: number) => [pos[3 * i]!, pos[3 * i + 1]!, pos[3 * i + 2]!];
      const n = (i: number) => [nor[3 * i]!, nor[3 * i + 1]!, nor[3 * i + 2]!];
      for (let i = 0; i < nor.length / 3; i++) expect(Math.hypot(...n(i))).toBeCloseTo(1, 3);
      for (let t = 0; t < idx.length; t += 3) {
        const [a, b, c] = [v(idx[t]!), v(idx[t + 1]!), v(idx[t + 2]!)];
        const e1 = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
        const e2 = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
        const g = [e1[1]! * e2[2]! - e1[2]! * e2[1]!, e1[2]! * e2[0]! - e1[0]! * e2[2]!, e1[0]! * e2[1]! - e1[1]! * e2[0]!];
        const area = Math.hypot(...g);
        if (area < 1e-9) continue;
        const na = n(idx[t]!);
        expect(g[0]! * na[0]! + g[1]! * na[1]! + g[2]! * na[2]!, `${f} triangle ${t / 3}`).toBeGreaterThan(0);
        if (CONVEX.has(f)) {
          const out = [0, 1, 2].map((k) => (a[k]! + b[k]! + c[k]!) / 3 - centre[k]!);
          expect(out[0]! * na[0]! + out[1]! * na[1]! + out[2]! * na[2]!, `${f} triangle ${t / 3}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('the palace level is sized from the geometry: footprint 2 * PALACE_HALF_SIZE, one floor high, bottom at y = 0', () => {
    const { min, max } = bounds(docs.get('palace-level.glb')!);
    expect(min[0]).toBeCloseTo(-PALACE_HALF_SIZE, 4);
    expect(max[0]).toBeCloseTo(PALACE_HALF_SIZE, 4);
    expect(min[2]).toBeCloseTo(-PALACE_HALF_SIZE, 4);
    expect(max[2]).toBeCloseTo(PALACE_HALF_SIZE, 4);
    expect(min[1]).toBeCloseTo(0, 6);
    expect(max[1]).toBeCloseTo(PALACE_FLOOR_HEIGHT, 4);
    const roof = bounds(docs.get('palace-roof.glb')!);
    expect(roof.max[1]).toBeCloseTo(PALACE_ROOF_HEIGHT, 4);
  });

  it('palace-level nodes wall0..wall3 face the way the engine says at rotation 0 (vertical, outward normal of wall w)', () => {
    const doc = docs.get('palace-level.glb')!;
    for (const w of [0, 1, 2, 3] as const) {
      const node = doc.getRoot().listNodes().find((n) => n.getName() === `wall${w}`)!;
      expect(node, `wall${w}`).toBeDefined();
      const expected = wallFrame(w, 0).outwardNormal;
      const nor = node.getMesh()!.listPrimitives()[0]!.getAttribute('NORMAL')!.getArray()!;
      for (let i = 0; i < nor.length; i += 3) {
        expect(nor[i]).toBeCloseTo(expected.x, 5);
        expect(nor[i + 1]).toBeCloseTo(0, 6);
        expect(nor[i + 2]).toBeCloseTo(expected.z, 5);
      }
    }
  });

  it('the committed assets/models are what the script builds now (no stale binaries)', () => {
    for (const f of FILES) {
      const fresh = readFileSync(path.join(dir, f));
      const committed = readFileSync(path.join(MODELS_DIR, f));
      expect(committed.equals(fresh), `${f} is stale: run npm run models`).toBe(true);
    }
  });
});
