// The palace turns see-through exactly while it stands between the eye and a
// lit target, and comes back as it was.
import { describe, expect, it } from 'vitest';
import { BoxGeometry, Group, Mesh, MeshLambertMaterial, Vector3 } from 'three';
import { PALACE_HALF_SIZE, PALACE_TOP_Y, palaceSpotPosition, sectorSpotPosition, seatEye } from '../../../engine/geometry/index.js';
import { FADED_OPACITY, hidesAny, seeThrough, setFaded } from './palaceFade.js';

/** A solid block the size of the three-level palace, on the board's centre. */
function palaceBlock() {
  const h = PALACE_HALF_SIZE;
  const mesh = new Mesh(new BoxGeometry(2 * h, PALACE_TOP_Y, 2 * h), new MeshLambertMaterial());
  mesh.position.set(0, PALACE_TOP_Y / 2, 0);
  const g = new Group();
  g.add(mesh);
  g.updateMatrixWorld(true);
  return { g, mesh };
}

const eye = (side: 0 | 1 | 2 | 3) => {
  const e = seatEye(side);
  return new Vector3(e.x, e.y, e.z);
};

describe('the palace fade', () => {
  it('finds a far sector spot hidden behind the palace from the seat, and the near ones and the pinnacle in sight', () => {
    const { g } = palaceBlock();
    // Seat 0 sits toward +z: the Rim and Shrine side of the board lies behind the palace from there for some sector.
    const far = [0, 1, 2, 3, 4, 5].map((s) => sectorSpotPosition(s as 0, 1, 3)).filter((p) => p.z < -10);
    const near = [0, 1, 2, 3, 4, 5].map((s) => sectorSpotPosition(s as 0, 1, 3)).filter((p) => p.z > 10);
    expect(far.length).toBeGreaterThan(0);
    expect(near.length).toBeGreaterThan(0);
    expect(hidesAny(eye(0), far, [g])).toBe(true);
    expect(hidesAny(eye(0), near, [g])).toBe(false);
    expect(hidesAny(eye(0), [palaceSpotPosition('pinnacle', 0)], [g])).toBe(false);
    // The same spots seen from the opposite seat are in front of the palace.
    expect(hidesAny(eye(2), far, [g])).toBe(false);
  });

  it('fades every material and puts each back as it was', () => {
    const { g, mesh } = palaceBlock();
    const m = mesh.material;
    setFaded(g, true);
    expect(seeThrough(m)).toBe(true);
    expect(m.opacity).toBe(FADED_OPACITY);
    expect(m.depthWrite).toBe(false);
    setFaded(g, true);
    setFaded(g, false);
    expect(seeThrough(m)).toBe(false);
    expect({ transparent: m.transparent, opacity: m.opacity, depthWrite: m.depthWrite }).toEqual({ transparent: false, opacity: 1, depthWrite: true });
  });
});
