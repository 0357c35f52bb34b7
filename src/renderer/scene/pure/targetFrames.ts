// Where the glowing frame of each lit target goes on the table (pure; from
// src/engine/geometry and the table layout). targetFrames.test.ts covers it.
import {
  CARD_LENGTH,
  CARD_WIDTH,
  KIN_TILE_SIZE,
  KIN_TILE_THICKNESS,
  UP,
  add,
  clanhouseSlotPosition,
  eventSlotPosition,
  moonPosition,
  playerAreaPoint,
  revelationSlotPosition,
  scale,
  seatOutward,
  supplyPosition,
  vec3,
  villageSitePosition,
  type PoolKind,
  type Vec3,
} from '../../../engine/geometry/index.js';
import type { Side } from '../../../engine/core/types.js';
import type { GameView } from '../../../engine/view.js';
import { spotFrame, type KinPlacement } from './layout.js';
import { parseTarget, type TargetKey } from './targets.js';

export interface TargetFrame {
  position: Vec3;
  normal: Vec3;
  ahead: Vec3;
  /** Size across and along `ahead`. */
  w: number;
  l: number;
}

const towardCentre = (p: Vec3) => {
  const d = Math.hypot(p.x, p.z);
  return d < 1e-9 ? vec3(0, 0, -1) : vec3(-p.x / d, 0, -p.z / d);
};

/** Where the frame of a target goes; null for targets drawn otherwise (sectors) or not on the table. */
export function targetFrame(key: TargetKey, view: GameView, kin: ReadonlyMap<number, KinPlacement>): TargetFrame | null {
  const [kind, id] = parseTarget(key);
  const tile = KIN_TILE_SIZE + 0.5;
  const flat = (position: Vec3, w: number, l: number, ahead = towardCentre(position)): TargetFrame => ({ position, normal: UP, ahead, w, l });
  switch (kind) {
    case 'spot': {
      const seat = Math.max(0, view.viewer) % 4;
      const f = spotFrame(view, id, seat);
      if (!f) return null;
      // The standard palace: on top of the seat's stack.
      const stack = id === 'palace' ? view.kin.filter((k) => k.loc === 'palace' && k.at === 'palace' && k.seat === view.viewer).length : 0;
      return { ...f, position: add(f.position, scale(f.normal, stack * KIN_TILE_THICKNESS)), w: tile, l: tile };
    }
    case 'kin': {
      const k = kin.get(Number(id));
      if (!k) return null;
      return { position: add(k.position, scale(k.normal, KIN_TILE_THICKNESS)), normal: k.normal, ahead: k.ahead, w: tile, l: tile };
    }
    case 'eventSlot': {
      const n = view.events.foreseen.length;
      const i = Number(id);
      return i < n ? flat(eventSlotPosition(i, n), CARD_WIDTH + 0.7, CARD_LENGTH + 0.7) : null;
    }
    case 'revSlot': {
      const n = view.revelations.slots.length;
      const i = Number(id);
      return i < n ? flat(revelationSlotPosition(i, n), CARD_WIDTH + 0.7, CARD_LENGTH + 0.7) : null;
    }
    case 'chSlot': {
      const n = view.clanhouse.length;
      const i = Number(id);
      return i < n ? flat(clanhouseSlotPosition(i, n), tile, tile) : null;
    }
    case 'moon':
      return flat(moonPosition(Number(id)), 3, 3);
    case 'site': {
      const n = view.villages.sites.length;
      const i = Number(id);
      return i < n ? flat(villageSitePosition(i, n), 4.6, 4.6) : null;
    }
    case 'supply': {
      const p = supplyPosition(id as PoolKind);
      return flat(p, 3.4, 3.4);
    }
    case 'side': {
      const s = Number(id) as Side;
      return { position: playerAreaPoint(s, 0, 5), normal: UP, ahead: scale(seatOutward(s), -1), w: 24, l: 8 };
    }
    default:
      return null;
  }
}
