// The first, minimal table: the square board, a ring of six sector wedges and
// the palace's base, placed from the table geometry. A renderer helper
// replaces this with the full scene (palace, pieces, cameras).
import { useMemo } from 'react';
import { RingGeometry } from 'three';
import {
  BOARD_HALF_SIZE,
  BOARD_THICKNESS,
  PALACE_BASE_Y,
  PALACE_FLOOR_HEIGHT,
  PALACE_HALF_SIZE,
  ROTATING_BOARD_RADIUS,
  ROTATING_BOARD_THICKNESS,
  SECTOR_ARC,
  SECTOR_RING_INNER_RADIUS,
  SECTOR_RING_OUTER_RADIUS,
  palaceYaw,
  sectorCentre,
} from '../../engine/geometry/index.js';
import type { Sector } from '../../engine/core/types.js';

export const BOARD_COLOUR = '#c8a165';
export const SECTOR_COLOURS = ['#b04a3a', '#d6aa3e', '#568c60', '#be5c7c', '#4680aa', '#8462a0'] as const;
const PALACE_COLOUR = '#ece4d2';
const ROTATING_BOARD_COLOUR = '#6b4a2e';
const GAP = 0.04; // radians left empty between wedges

function SectorWedge({ sector, highlighted }: { sector: Sector; highlighted: boolean }) {
  const geometry = useMemo(() => {
    const c = sectorCentre(sector);
    // Ring geometry lies in its local x-y plane; rotated -90 degrees about x
    // it lies in the x-z plane with local angle t landing at world angle -t.
    const centreAngle = -Math.atan2(c.z, c.x);
    const width = SECTOR_ARC - GAP;
    return new RingGeometry(SECTOR_RING_INNER_RADIUS, SECTOR_RING_OUTER_RADIUS, 24, 1, centreAngle - width / 2, width);
  }, [sector]);
  return (
    <mesh name={`sector-${sector}`} geometry={geometry} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.02, 0]}>
      <meshStandardMaterial color={SECTOR_COLOURS[sector]} emissive={highlighted ? '#3a3020' : '#000000'} roughness={0.8} />
    </mesh>
  );
}

export function Board({ palaceRotation = 0, highlighted = [] as readonly number[] }) {
  return (
    <group name="table">
      <mesh name="board" position={[0, -BOARD_THICKNESS / 2, 0]} receiveShadow>
        <boxGeometry args={[BOARD_HALF_SIZE * 2, BOARD_THICKNESS, BOARD_HALF_SIZE * 2]} />
        <meshStandardMaterial color={BOARD_COLOUR} roughness={0.9} />
      </mesh>
      {([0, 1, 2, 3, 4, 5] as const).map((s) => (
        <SectorWedge key={s} sector={s} highlighted={highlighted.includes(s)} />
      ))}
      <group name="palace" rotation={[0, palaceYaw(palaceRotation), 0]}>
        <mesh name="rotating-board" position={[0, ROTATING_BOARD_THICKNESS / 2, 0]}>
          <cylinderGeometry args={[ROTATING_BOARD_RADIUS, ROTATING_BOARD_RADIUS, ROTATING_BOARD_THICKNESS, 48]} />
          <meshStandardMaterial color={ROTATING_BOARD_COLOUR} roughness={0.8} />
        </mesh>
        <mesh name="palace-base" position={[0, PALACE_BASE_Y + PALACE_FLOOR_HEIGHT / 2, 0]}>
          <boxGeometry args={[PALACE_HALF_SIZE * 2, PALACE_FLOOR_HEIGHT, PALACE_HALF_SIZE * 2]} />
          <meshStandardMaterial color={PALACE_COLOUR} roughness={0.7} />
        </mesh>
      </group>
    </group>
  );
}
