// The tabletop, the main board (its print drawn on a canvas: sectors, spots
// and their costs, tracks, slots, labels) and the glow of the three sectors
// the palace highlights. Sizes and positions come from src/engine/geometry.
import { useEffect, useMemo } from 'react';
import { usePaintedWords } from '../paint/paintedWords.js';
import {
  AdditiveBlending,
  BoxGeometry,
  CanvasTexture,
  LinearMipmapNearestFilter,
  Path,
  RepeatWrapping,
  RingGeometry,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  Vector2,
  type BufferGeometry,
  type Texture,
} from 'three';
import { useThree } from '@react-three/fiber';
import {
  BOARD_HALF_SIZE,
  BOARD_THICKNESS,
  SECTOR_ARC,
  SECTOR_RING_INNER_RADIUS,
  SECTOR_RING_OUTER_RADIUS,
  TABLE_TOP_Y,
  sectorBearing,
} from '../../../engine/geometry/index.js';
import type { Sector } from '../../../engine/core/types.js';
import { drawBoardPrint, drawTableWood, type BoardPrintOptions } from '../paint/textures.js';
import { BOARD_WOOD, HIGHLIGHT } from '../paint/palette.js';
import { filterFor, Surface } from '../three/materials.js';
import { litFromAbove } from '../three/lights.js';
import { useLook } from '../three/quality.js';

export { BOARD_WOOD as BOARD_COLOUR };

function useCanvasTexture(draw: () => HTMLCanvasElement, deps: unknown[], repeat = 1): Texture {
  const gl = useThree((s) => s.gl);
  const tex = useMemo(() => {
    const t = new CanvasTexture(draw());
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = Math.min(8, gl.capabilities.getMaxAnisotropy());
    if (repeat !== 1) {
      t.wrapS = t.wrapT = RepeatWrapping;
      t.repeat.set(repeat, repeat);
    }
    return t;
  }, deps);
  useEffect(() => () => tex.dispose(), [tex]);
  return tex;
}

/**
 * Ring geometry for a sector's segment, for a mesh turned -90 degrees about x
 * (RingGeometry lies in its local x-y plane; the turn maps local (x, y) to
 * world (x, -z)).
 */
export function sectorRing(sector: Sector, inner = SECTOR_RING_INNER_RADIUS, outer = SECTOR_RING_OUTER_RADIUS, gap = 0.0) {
  const b = sectorBearing(sector);
  // World point at bearing b is (-sin b, cos b) in (x, z); local (x, y) = (x, -z) -> angle atan2(-cos b, -sin b).
  const centre = Math.atan2(-Math.cos(b), -Math.sin(b));
  const width = SECTOR_ARC - gap;
  return new RingGeometry(inner, outer, 32, 1, centre - width / 2, width);
}

const TABLETOP_SIZE = 320;

/**
 * The tabletop with a hole where the board stands. A software rasteriser
 * shades hidden pixels too, and the board covers a third of the screen: the
 * hole is a third of a frame's work saved, and looks the same.
 */
function tabletopGeometry(): ShapeGeometry {
  const half = TABLETOP_SIZE / 2;
  const hole = BOARD_HALF_SIZE - 0.5;
  const outline = new Shape([new Vector2(-half, -half), new Vector2(half, -half), new Vector2(half, half), new Vector2(-half, half)]);
  outline.holes.push(new Path([new Vector2(-hole, -hole), new Vector2(-hole, hole), new Vector2(hole, hole), new Vector2(hole, -hole)]));
  const geo = new ShapeGeometry(outline);
  // ShapeGeometry's UVs are its coordinates: map them to 0..1 over the whole top, as a plane's would be.
  const uv = geo.getAttribute('uv');
  for (let i = 0; i < uv.count; i++) uv.setXY(i, (uv.getX(i) + half) / TABLETOP_SIZE, (uv.getY(i) + half) / TABLETOP_SIZE);
  return geo;
}

const TABLETOP_COLOUR = '#b89a86';

/** The same picture at `size` pixels square. */
function shrunk(source: HTMLCanvasElement, size: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  canvas.getContext('2d')!.drawImage(source, 0, 0, size, size);
  return canvas;
}

/**
 * The tabletop. In the light look it is unlit, in the colour the lights give
 * a flat surface (lights.ts), and takes no shadows: it is half of the screen,
 * and a lit, shadowed pixel costs several unlit ones on a software rasteriser.
 */
export function Tabletop() {
  const look = useLook();
  // The light look's grain is drawn small and read from one mipmap level: the
  // tabletop is half of the screen, and on a CPU its texture reads were half of its cost.
  const wood = useCanvasTexture(() => (look === 'full' ? drawTableWood() : shrunk(drawTableWood(), 256)), [look], 6);
  if (look === 'light') wood.minFilter = LinearMipmapNearestFilter;
  filterFor(look, wood);
  const geometry = useMemo(tabletopGeometry, []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const lit = useMemo(() => litFromAbove(TABLETOP_COLOUR), []);
  return (
    <mesh name="tabletop" geometry={geometry} rotation={[-Math.PI / 2, 0, 0]} position={[0, TABLE_TOP_Y - 0.01, 0]} receiveShadow={look === 'full'}>
      {look === 'full' ? (
        <Surface map={wood} roughness={0.62} metalness={0} color={TABLETOP_COLOUR} fog />
      ) : (
        <meshBasicMaterial map={wood} color={lit} />
      )}
    </mesh>
  );
}

/**
 * The board's edges: a box without its top face, which the print covers (the
 * print is most of the screen, and a face drawn under it would double the
 * board's pixel cost).
 */
function boardEdges(): BufferGeometry {
  const box = new BoxGeometry(BOARD_HALF_SIZE * 2, BOARD_THICKNESS, BOARD_HALF_SIZE * 2);
  const index = box.getIndex()!;
  const kept: number[] = [];
  for (const g of box.groups) {
    if (g.materialIndex === TOP_FACE) continue;
    for (let i = g.start; i < g.start + g.count; i++) kept.push(index.getX(i));
  }
  box.setIndex(kept);
  box.clearGroups();
  return box;
}
/** BoxGeometry's faces come in the order +x, -x, +y, -y, +z, -z. */
const TOP_FACE = 2;

export function Board({ print }: { print: BoardPrintOptions }) {
  const painted = usePaintedWords();
  const key = JSON.stringify(print);
  // Painted words: a new language paints the board again, once its font is here.
  const tex = useCanvasTexture(() => drawBoardPrint(print, 2048, painted.words), [key, painted]);
  const edges = useMemo(boardEdges, []);
  useEffect(() => () => edges.dispose(), [edges]);
  return (
    <group name="table">
      <mesh name="board" geometry={edges} position={[0, -BOARD_THICKNESS / 2, 0]} receiveShadow castShadow>
        <Surface color="#6e4426" roughness={0.7} />
      </mesh>
      <mesh name="board-print" rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.005, 0]} receiveShadow>
        <planeGeometry args={[BOARD_HALF_SIZE * 2, BOARD_HALF_SIZE * 2]} />
        <Surface map={tex} roughness={0.78} metalness={0} />
      </mesh>
    </group>
  );
}

/** The warm light over the sectors the palace highlights: a glow over the segment and a bright band on its rim. */
export function SectorGlow({ highlighted }: { highlighted: readonly Sector[] }) {
  const geos = useMemo(
    () =>
      ([0, 1, 2, 3, 4, 5] as Sector[]).map((s) => ({
        fill: sectorRing(s, SECTOR_RING_INNER_RADIUS + 0.1, SECTOR_RING_OUTER_RADIUS - 0.1, 0.02),
        rim: sectorRing(s, SECTOR_RING_OUTER_RADIUS - 0.55, SECTOR_RING_OUTER_RADIUS + 0.15, 0.05),
      })),
    [],
  );
  useEffect(() => () => geos.forEach((g) => (g.fill.dispose(), g.rim.dispose())), [geos]);
  return (
    <group name="sector-glow">
      {highlighted.map((s) => (
        <group key={s} name={`lit-sector-${s}`}>
          <mesh geometry={geos[s]!.fill} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.03, 0]} renderOrder={2}>
            <meshBasicMaterial color={HIGHLIGHT} transparent opacity={0.2} blending={AdditiveBlending} depthWrite={false} toneMapped={false} />
          </mesh>
          <mesh geometry={geos[s]!.rim} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.035, 0]} renderOrder={2}>
            <meshBasicMaterial color={HIGHLIGHT} transparent opacity={0.75} blending={AdditiveBlending} depthWrite={false} toneMapped={false} />
          </mesh>
        </group>
      ))}
    </group>
  );
}
