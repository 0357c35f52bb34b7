// Builds the game's .glb models from code into assets/models/ (DESIGN.md: no
// binary without its source). Run: npm run models.
//
// Every model is in table units (1 unit = 1 cm, y up) with its origin at the
// centre of its bottom face, so the renderer puts it straight on the positions
// from src/engine/geometry. Palace parts are sized from the same numbers the
// engine uses for point-of-view visibility, and are built facing rotation 0
// (wall w toward side w); the renderer turns them with palaceYaw(rotation).
//
// The palace's walls are vertical on purpose: the engine treats each wall as a
// vertical plane, and the 3D check compares the scene's front-facing walls
// with visibleWalls, so a tapered wall (normal tilted up) would be seen from
// above when the engine says it is edge-on. Each wall face is its own node
// (wall0..wall3) so that check can find it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, NodeIO } from '@gltf-transform/core';
import {
  KIN_TILE_SIZE,
  KIN_TILE_THICKNESS,
  PALACE_FLOOR_HEIGHT,
  PALACE_HALF_SIZE,
  PALACE_ROOF_HEIGHT,
  PALACE_ROOF_OVERHANG,
  PALACE_ROOF_TOP_HALF_SIZE,
  seatOutward,
} from '../src/engine/geometry/index.js';

type P = [number, number, number];
type RGB = [number, number, number];

const sub = (a: P, b: P): P => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const addP = (a: P, b: P): P => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const mul = (a: P, k: number): P => [a[0] * k, a[1] * k, a[2] * k];
const cross = (a: P, b: P): P => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: P): P => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return l === 0 ? [0, 1, 0] : [a[0] / l, a[1] / l, a[2] / l];
};
// Rounding keeps the files byte-stable across platforms whose sin/cos differ in the last bit.
const round = (v: number) => Math.round(v * 1e5) / 1e5 + 0;

/** Triangles with per-vertex normals; faces are counterclockwise seen from outside (glTF's front face). */
class MeshData {
  readonly positions: number[] = [];
  readonly normals: number[] = [];
  readonly indices: number[] = [];

  vertex(p: P, n: P): number {
    const u = unit(n);
    this.positions.push(round(p[0]), round(p[1]), round(p[2]));
    this.normals.push(round(u[0]), round(u[1]), round(u[2]));
    return this.positions.length / 3 - 1;
  }

  /** A flat polygon (convex, counterclockwise seen from outside) with one face normal. */
  face(...pts: P[]): this {
    const n = unit(cross(sub(pts[1]!, pts[0]!), sub(pts[2]!, pts[0]!)));
    const ids = pts.map((p) => this.vertex(p, n));
    for (let i = 1; i + 1 < ids.length; i++) this.indices.push(ids[0]!, ids[i]!, ids[i + 1]!);
    return this;
  }

  /** A polygon visible from both sides (wings): one face each way. */
  twoSided(...pts: P[]): this {
    return this.face(...pts).face(...[...pts].reverse());
  }

  /** Two triangles over four vertices already added, counterclockwise a-b-c-d. */
  quadIds(a: number, b: number, c: number, d: number): void {
    this.indices.push(a, b, c, a, c, d);
  }
}

/** Square frustum (or box) about the y axis: bottom half-size hb at y0, top half-size ht at y1, flat faces. */
function squareFrustum(m: MeshData, hb: number, ht: number, y0: number, y1: number, caps = { top: true, bottom: true }): void {
  const corners = (h: number, y: number): P[] => [[-h, y, h], [h, y, h], [h, y, -h], [-h, y, -h]];
  const b = corners(hb, y0);
  const t = corners(ht, y1);
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4;
    // Corners run counterclockwise seen from above, so b[i], b[j], t[j], t[i] is counterclockwise from outside.
    m.face(b[i]!, b[j]!, t[j]!, t[i]!);
  }
  if (caps.top) m.face(t[0]!, t[1]!, t[2]!, t[3]!);
  if (caps.bottom) m.face(b[3]!, b[2]!, b[1]!, b[0]!);
}

/**
 * Surface of revolution about the y axis from a profile of (radius, y) points
 * listed bottom to top. Each profile segment gets its own ring of vertices, so
 * edges between segments stay crisp while the surface is smooth around.
 */
function lathe(m: MeshData, profile: [number, number][], segments: number): void {
  for (let k = 0; k + 1 < profile.length; k++) {
    const [r0, y0] = profile[k]!;
    const [r1, y1] = profile[k + 1]!;
    // Outward normal of the segment in the (r, y) plane.
    const nr = y1 - y0;
    const ny = -(r1 - r0);
    const base = m.positions.length / 3;
    for (let s = 0; s <= segments; s++) {
      const a = (s / segments) * 2 * Math.PI;
      const c = Math.cos(a);
      const sn = Math.sin(a);
      m.vertex([r0 * c, y0, -r0 * sn], [nr * c, ny, -nr * sn]);
      m.vertex([r1 * c, y1, -r1 * sn], [nr * c, ny, -nr * sn]);
    }
    for (let s = 0; s < segments; s++) {
      const i = base + 2 * s;
      // (r,0,-r sin) runs counterclockwise seen from above as s grows: bottom i, next bottom i+2, next top i+3, top i+1.
      m.quadIds(i, i + 2, i + 3, i + 1);
    }
  }
}

/** A rounded square of half-size h and corner radius rc, counterclockwise seen from above (+y). */
function roundedSquare(h: number, rc: number, perCorner: number): [number, number][] {
  const pts: [number, number][] = [];
  const centres: [number, number][] = [[h - rc, -(h - rc)], [-(h - rc), -(h - rc)], [-(h - rc), h - rc], [h - rc, h - rc]];
  // Seen from above (x right, +z down the screen), counterclockwise runs from +x toward -z.
  centres.forEach(([cx, cz], k) => {
    for (let s = 0; s <= perCorner; s++) {
      const a = ((k + s / perCorner) * Math.PI) / 2;
      pts.push([cx + rc * Math.cos(a), cz - rc * Math.sin(a)]);
    }
  });
  return pts;
}

/** Extrude a closed outline (counterclockwise from above) from y0 to y1, smooth sides, flat caps. */
function extrude(m: MeshData, outline: [number, number][], y0: number, y1: number): void {
  const n = outline.length;
  const base = m.positions.length / 3;
  outline.forEach(([x, z], i) => {
    const [px, pz] = outline[(i + n - 1) % n]!;
    const [nx, nz] = outline[(i + 1) % n]!;
    // Outward normal: the edge direction turned clockwise from above (toward the outside of a ccw loop).
    const dx = nx - px;
    const dz = nz - pz;
    const normal: P = [-dz, 0, dx];
    m.vertex([x, y0, z], normal);
    m.vertex([x, y1, z], normal);
  });
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    m.quadIds(base + 2 * i, base + 2 * j, base + 2 * j + 1, base + 2 * i + 1);
  }
  const top = outline.map(([x, z]) => m.vertex([x, y1, z], [0, 1, 0]));
  const bottom = outline.map(([x, z]) => m.vertex([x, y0, z], [0, -1, 0]));
  for (let i = 1; i + 1 < n; i++) {
    m.indices.push(top[0]!, top[i]!, top[i + 1]!);
    m.indices.push(bottom[0]!, bottom[i + 1]!, bottom[i]!);
  }
}

// --- the models --------------------------------------------------------------

interface Part {
  name: string;
  mesh: MeshData;
  /** The part's own base colour and roughness (else the model's). */
  color?: RGB;
  roughness?: number;
}

interface ModelSpec {
  file: string;
  color: RGB;
  roughness: number;
  metallic?: number;
  parts: () => Part[];
}

/** How far the top band of a level is set in; the next level rests on it. */
const LEVEL_BAND_INSET = 0.35;
const LEVEL_BAND_HEIGHT = 0.4;

function palaceLevel(): Part[] {
  const h = PALACE_HALF_SIZE;
  const bodyTop = PALACE_FLOOR_HEIGHT - LEVEL_BAND_HEIGHT;
  const walls: Part[] = [0, 1, 2, 3].map((w) => {
    const o = seatOutward(w as 0 | 1 | 2 | 3);
    const n: P = [o.x, o.y, o.z];
    // Seen from in front of the wall, "right" is up x n.
    const right = cross([0, 1, 0], n);
    const c = mul(n, h);
    const at = (side: number, y: number): P => addP(addP(c, mul(right, side * h)), [0, y, 0]);
    return { name: `wall${w}`, mesh: new MeshData().face(at(-1, 0), at(1, 0), at(1, bodyTop), at(-1, bodyTop)) };
  });
  const core = new MeshData();
  core.face([-h, 0, -h], [h, 0, -h], [h, 0, h], [-h, 0, h]);
  core.face([-h, bodyTop, h], [h, bodyTop, h], [h, bodyTop, -h], [-h, bodyTop, -h]);
  squareFrustum(core, h - LEVEL_BAND_INSET, h - LEVEL_BAND_INSET, bodyTop, PALACE_FLOOR_HEIGHT, { top: true, bottom: false });
  return [...walls, { name: 'level-core', mesh: core }];
}

/** The curve of the pagoda roofs: a concave profile from the eaves up to the top, as (half-size, height) pairs. */
function concaveProfile(outer: number, inner: number, y0: number, y1: number, steps: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    // Steep near the top, flat near the eaves.
    out.push([outer + (inner - outer) * (1 - (1 - t) * (1 - t)), y0 + (y1 - y0) * t * t]);
  }
  return out;
}

/** A stack of square frustums following a profile (bottom to top), outer faces only. */
function squareProfile(m: MeshData, profile: [number, number][]): void {
  for (let i = 0; i + 1 < profile.length; i++) {
    const [h0, y0] = profile[i]!;
    const [h1, y1] = profile[i + 1]!;
    squareFrustum(m, h0, h1, y0, y1, { top: false, bottom: false });
  }
}

/** The underside of a profile (seen from below), as one flat frustum from the eave's edge to the wall. */
function squareUnderside(m: MeshData, outer: number, inner: number, yOuter: number, yInner: number): void {
  const corners = (h: number, y: number): P[] => [[-h, y, h], [h, y, h], [h, y, -h], [-h, y, -h]];
  const o = corners(outer, yOuter);
  const n = corners(inner, yInner);
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4;
    // Seen from below and outside, o[i], n[i], n[j], o[j] winds counterclockwise.
    m.face(o[i]!, n[i]!, n[j]!, o[j]!);
  }
}

const ROOF_TILE: RGB = [0.5, 0.13, 0.1];
const LACQUER: RGB = [0.55, 0.11, 0.08];
const GOLD: RGB = [0.83, 0.64, 0.27];

function palaceRoof(): Part[] {
  const m = new MeshData();
  const eave = PALACE_HALF_SIZE + PALACE_ROOF_OVERHANG + 0.5;
  const slab = 0.3;
  // The eave's edge band, then the curved hip roof up to the flat top where the pinnacle is.
  squareFrustum(m, eave, eave, 0, slab, { top: false, bottom: false });
  squareUnderside(m, eave, PALACE_HALF_SIZE - 0.2, 0, 0);
  squareProfile(m, concaveProfile(eave, PALACE_ROOF_TOP_HALF_SIZE + 0.25, slab, PALACE_ROOF_HEIGHT - 0.25, 5));
  const top = new MeshData();
  squareFrustum(top, PALACE_ROOF_TOP_HALF_SIZE + 0.25, PALACE_ROOF_TOP_HALF_SIZE, PALACE_ROOF_HEIGHT - 0.25, PALACE_ROOF_HEIGHT, { top: true, bottom: false });
  return [
    { name: 'roof', mesh: m },
    { name: 'roof-top', mesh: top, color: GOLD, roughness: 0.4 },
  ];
}

/**
 * Trim of one palace level, outside the wall planes: red lacquered posts at
 * the four corners and the curved eave skirt at the top of the level (a
 * pagoda's roof between floors). Kept apart from palace-level.glb so that the
 * level's footprint stays exactly the walls' square.
 */
function palaceTrim(): Part[] {
  const h = PALACE_HALF_SIZE;
  const bodyTop = PALACE_FLOOR_HEIGHT - LEVEL_BAND_HEIGHT;
  const posts = new MeshData();
  const r = 0.34;
  for (const [sx, sz] of [[1, 1], [-1, 1], [-1, -1], [1, -1]] as const) {
    const c: P = [sx * h, 0, sz * h];
    const b: P[] = [[c[0] - r, 0, c[2] + r], [c[0] + r, 0, c[2] + r], [c[0] + r, 0, c[2] - r], [c[0] - r, 0, c[2] - r]];
    const t: P[] = b.map((p) => [p[0], bodyTop, p[2]]);
    for (let i = 0; i < 4; i++) {
      const j = (i + 1) % 4;
      posts.face(b[i]!, b[j]!, t[j]!, t[i]!);
    }
    posts.face(t[0]!, t[1]!, t[2]!, t[3]!);
  }
  const eave = new MeshData();
  const outer = h + 1.25;
  const yEdge = PALACE_FLOOR_HEIGHT - 0.75;
  const edge = 0.14;
  // The fascia (the eave's thin outer edge), the curved tiles up to the wall band, the underside.
  squareFrustum(eave, outer, outer, yEdge - edge, yEdge, { top: false, bottom: false });
  squareProfile(eave, concaveProfile(outer, h - 0.05, yEdge, PALACE_FLOOR_HEIGHT - 0.02, 4));
  squareUnderside(eave, outer, h, yEdge - edge, bodyTop - 0.2);
  return [
    { name: 'posts', mesh: posts, color: LACQUER, roughness: 0.45 },
    { name: 'eave', mesh: eave, color: ROOF_TILE, roughness: 0.55 },
  ];
}

function kinTile(): Part[] {
  const m = new MeshData();
  extrude(m, roundedSquare(KIN_TILE_SIZE / 2, 0.45, 4), 0, KIN_TILE_THICKNESS);
  return [{ name: 'kin-tile', mesh: m }];
}

function moonShard(): Part[] {
  const m = new MeshData();
  const sides = 6;
  // Uneven radii and a tip off the axis make it read as a crystal, not a pencil.
  const low = [0.5, 0.58, 0.46, 0.55, 0.6, 0.48];
  const high = [0.6, 0.52, 0.62, 0.5, 0.57, 0.64];
  const ring = (radii: number[], y: number, twist: number): P[] =>
    radii.map((r, i) => {
      const a = (i / sides) * 2 * Math.PI + twist;
      return [r * Math.cos(a), y, -r * Math.sin(a)];
    });
  const b = ring(low, 0, 0);
  const t = ring(high, 0.95, 0.15);
  const tip: P = [0.08, 1.75, -0.05];
  m.face(...[...b].reverse());
  for (let i = 0; i < sides; i++) {
    const j = (i + 1) % sides;
    m.face(b[i]!, b[j]!, t[j]!);
    m.face(b[i]!, t[j]!, t[i]!);
    m.face(t[i]!, t[j]!, tip);
  }
  return [{ name: 'moon-shard', mesh: m }];
}

function dragon(): Part[] {
  const m = new MeshData();
  const sides = 6;
  const count = 11;
  // A serpent arching over the ground along +z (head at +z), three humps high.
  const spine: P[] = [];
  const radius: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const r = 0.12 + 0.45 * Math.sin(Math.PI * Math.min(1, t * 1.25));
    radius.push(r);
    spine.push([0.5 * Math.sin(t * 2 * Math.PI), r + 0.9 * Math.abs(Math.sin(t * 1.5 * Math.PI)), -2.6 + 5 * t]);
  }
  const rings: P[][] = spine.map((c, i) => {
    const tangent = unit(sub(spine[Math.min(i + 1, count - 1)]!, spine[Math.max(i - 1, 0)]!));
    const side = unit(cross(tangent, [0, 1, 0]));
    const up = cross(side, tangent);
    return Array.from({ length: sides }, (_, k) => {
      const a = (k / sides) * 2 * Math.PI;
      return addP(c, addP(mul(side, radius[i]! * Math.cos(a)), mul(up, radius[i]! * Math.sin(a))));
    });
  });
  for (let i = 0; i + 1 < count; i++) {
    for (let k = 0; k < sides; k++) {
      const l = (k + 1) % sides;
      m.face(rings[i]![k]!, rings[i + 1]![k]!, rings[i + 1]![l]!, rings[i]![l]!);
    }
  }
  // Tail tip and a wedge-shaped head closing the two ends.
  const tail = addP(spine[0]!, [0, 0, -0.5]);
  const neck = spine[count - 1]!;
  const snout = addP(neck, [0, -0.1, 1.1]);
  for (let k = 0; k < sides; k++) {
    const l = (k + 1) % sides;
    m.face(rings[0]![l]!, tail, rings[0]![k]!);
    m.face(rings[count - 1]![k]!, snout, rings[count - 1]![l]!);
  }
  // Horns.
  for (const s of [-1, 1]) {
    const root = addP(neck, [0.22 * s, radius[count - 1]! * 0.6, 0]);
    const tip = addP(neck, [0.45 * s, radius[count - 1]! + 0.7, -0.5]);
    m.twoSided(root, addP(root, [0, 0, 0.25]), tip);
  }
  // Wings from the first hump.
  const shoulder = spine[3]!;
  for (const s of [-1, 1]) {
    const a = addP(shoulder, [0.3 * s, 0.2, -0.4]);
    const b = addP(shoulder, [0.3 * s, 0.2, 0.4]);
    m.twoSided(a, b, addP(shoulder, [1.6 * s, 1.1, -0.6]), addP(shoulder, [1.2 * s, 0.4, -1.1]));
  }
  return [{ name: 'dragon', mesh: m }];
}

function pioneer(): Part[] {
  const m = new MeshData();
  lathe(
    m,
    [
      [0, 0], [0.8, 0], [0.8, 0.22], [0.55, 0.38], [0.38, 1.15], [0.52, 1.3], [0.3, 1.42],
      [0.42, 1.56], [0.48, 1.75], [0.42, 1.94], [0.26, 2.08], [0, 2.14],
    ],
    16,
  );
  return [{ name: 'pioneer', mesh: m }];
}

function herald(): Part[] {
  const m = new MeshData();
  lathe(m, [[0, 0], [0.9, 0], [0.9, 0.38], [0.78, 0.5], [0, 0.5]], 20);
  return [{ name: 'herald', mesh: m }];
}

export const MODELS: readonly ModelSpec[] = [
  { file: 'palace-level.glb', color: [0.93, 0.89, 0.81], roughness: 0.85, parts: palaceLevel },
  { file: 'palace-roof.glb', color: ROOF_TILE, roughness: 0.55, parts: palaceRoof },
  { file: 'palace-trim.glb', color: ROOF_TILE, roughness: 0.55, parts: palaceTrim },
  { file: 'kin-tile.glb', color: [0.86, 0.77, 0.58], roughness: 0.75, parts: kinTile },
  { file: 'moon-shard.glb', color: [0.86, 0.91, 1], roughness: 0.2, parts: moonShard },
  { file: 'dragon.glb', color: [0.2, 0.55, 0.36], roughness: 0.55, parts: dragon },
  { file: 'pioneer.glb', color: [0.85, 0.85, 0.85], roughness: 0.6, parts: pioneer },
  { file: 'herald.glb', color: [0.85, 0.85, 0.85], roughness: 0.5, parts: herald },
];

/** One model as a glTF document: a root node named after the file holding one child node per part. */
export function modelDocument(spec: ModelSpec): Document {
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'Ryozen scripts/build-models.ts';
  const buffer = doc.createBuffer();
  const materials = new Map<string, ReturnType<Document['createMaterial']>>();
  const materialFor = (color: RGB, roughness: number) => {
    const key = `${color.join(',')}|${roughness}`;
    let m = materials.get(key);
    if (!m) {
      m = doc
        .createMaterial(materials.size === 0 ? 'default' : `material${materials.size}`)
        .setBaseColorFactor([...color, 1])
        .setRoughnessFactor(roughness)
        .setMetallicFactor(spec.metallic ?? 0);
      materials.set(key, m);
    }
    return m;
  };
  const name = spec.file.replace(/\.glb$/, '');
  const root = doc.createNode(name);
  for (const part of spec.parts()) {
    const { positions, normals, indices } = part.mesh;
    const big = positions.length / 3 > 65535;
    const prim = doc
      .createPrimitive()
      .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer))
      .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(new Float32Array(normals)).setBuffer(buffer))
      .setIndices(
        doc
          .createAccessor()
          .setType('SCALAR')
          .setArray(big ? new Uint32Array(indices) : new Uint16Array(indices))
          .setBuffer(buffer),
      )
      .setMaterial(materialFor(part.color ?? spec.color, part.roughness ?? spec.roughness));
    root.addChild(doc.createNode(part.name).setMesh(doc.createMesh(part.name).addPrimitive(prim)));
  }
  doc.getRoot().setDefaultScene(doc.createScene(name).addChild(root));
  return doc;
}

/** Write every model into `outDir`; returns the written paths. */
export async function buildModels(outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const io = new NodeIO();
  const written: string[] = [];
  for (const spec of MODELS) {
    const file = path.join(outDir, spec.file);
    writeFileSync(file, await io.writeBinary(modelDocument(spec)));
    written.push(file);
  }
  return written;
}

export const MODELS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'models');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await buildModels(MODELS_DIR);
  for (const f of files) console.log(path.relative(process.cwd(), f));
}
