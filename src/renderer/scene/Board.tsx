// The first, minimal table: the square board, a ring of six sector wedges and
// the palace's base, placed from the table geometry. A renderer helper
// replaces this with the full scene (palace, pieces, cameras).
import { useMemo } from 'react';
import { RingGeometry } from 'three';
import { BOARD_SIZE, BOARD_THICKNESS, PALACE_BASE, SECTOR_INNER_RADIUS, SECTOR_OUTER_RADIUS, sectorCentre } from './layout.js';

export const BOARD_COLOUR = '#c8a165';
export const SECTOR_COLOURS = ['#b04a3a', '#d6aa3e', '#568c60', '#be5c7c', '#4680aa', '#8462a0'] as const;
const PALACE_COLOUR = '#ece4d2';
const GAP = 0.04; // radians left empty between wedges

function SectorWedge({ sector, highlighted }: { sector: number; highlighted: boolean }) {
  const geometry = useMemo(() => {
    const c = sectorCentre(sector);
    // Ring geometry lies in its local x-y plane; rotated -90 degrees about x
    // it lies in the x-z plane with local angle t landing at world angle -t.
    const centreAngle = -Math.atan2(c.z, c.x);
    const width = Math.PI / 3 - GAP;
    return new RingGeometry(SECTOR_INNER_RADIUS, SECTOR_OUTER_RADIUS, 24, 1, centreAngle - width / 2, width);
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
        <boxGeometry args={[BOARD_SIZE, BOARD_THICKNESS, BOARD_SIZE]} />
        <meshStandardMaterial color={BOARD_COLOUR} roughness={0.9} />
      </mesh>
      {[0, 1, 2, 3, 4, 5].map((s) => (
        <SectorWedge key={s} sector={s} highlighted={highlighted.includes(s)} />
      ))}
      <mesh name="palace-base" position={[0, PALACE_BASE.height / 2, 0]} rotation={[0, (-palaceRotation * Math.PI) / 3, 0]}>
        <boxGeometry args={[PALACE_BASE.width, PALACE_BASE.height, PALACE_BASE.width]} />
        <meshStandardMaterial color={PALACE_COLOUR} roughness={0.7} />
      </mesh>
    </group>
  );
}
