// The printed art of the table, drawn on canvases at run time (no image
// files): the board's print (sector ring, spots with their cost icons, the
// tracks, slots and labels), the rotating board, the kin tile faces (one
// atlas), cards and village tiles, token tops, the tabletop's wood.
//
// Board canvases are drawn in table units: the context is transformed so that
// (x, z) on the board is (x, y) on the canvas (seen from above, +x right, +z
// down, which is side 0's edge at the bottom), see vec.ts.
import {
  BOARD_HALF_SIZE,
  CARD_LENGTH,
  CARD_WIDTH,
  FAVOR_TRACK_INSET,
  FAVOR_TRACK_SPACES,
  KIN_TILE_SIZE,
  ROTATING_BOARD_RADIUS,
  SECTOR_ARC,
  SECTOR_RING_INNER_RADIUS,
  SECTOR_RING_OUTER_RADIUS,
  bearingOf,
  capitalTrackPosition,
  clanhouseSlotPosition,
  eventDeckPosition,
  eventSlotPosition,
  favorTrackPosition,
  moonPosition,
  palaceSpotPosition,
  revelationDeckPosition,
  revelationSlotPosition,
  sectorBearing,
  sectorSpotPosition,
  supplyPosition,
  villageSitePosition,
  POOL_KINDS,
  type PoolKind,
  type Vec3,
  type Wall,
} from '../../../engine/geometry/index.js';
import type { ClanId, KinType, Resource, Sector, Shard } from '../../../engine/core/types.js';
import { CATALOG } from '../../catalog.generated.js';
import { eventName, eventText, kinCode, kinName, revelationName, revelationText, villageName } from '../../../engine/content/names.js';
import { currentWords, type Words } from '../../i18n.js';
import { scriptFamilies } from '../../fonts.js';
import type { AnyLocale } from '../../../shared/i18n/locales.js';
import { sectorShort } from '../../store/choices.js';
import { fitOnCanvas, paintLabel } from './labels.js';
import { BOARD_WOOD, CLAN_IDS, CLAN_LOOKS, INK, PARCHMENT, RESOURCE_COLORS, SECTOR_INKS, SHARD_COLORS } from './palette.js';

const SERIF_LATIN = '"DejaVu Serif", "Liberation Serif", Georgia, "Times New Roman"';
const SANS_LATIN = '"DejaVu Sans", "Liberation Sans", "Segoe UI", Roboto, Arial';
/** The painted fonts of `locale`: the Latin ones, then the shipped script fonts (its own first), which draw what those lack. */
export const serifFor = (locale: AnyLocale) => [SERIF_LATIN, scriptFamilies(locale), 'serif'].join(', ');
export const sansFor = (locale: AnyLocale) => [SANS_LATIN, scriptFamilies(locale), 'sans-serif'].join(', ');
/** For numbers and symbols, which every language writes alike. */
export const SERIF = serifFor('en');
export const SANS = sansFor('en');
const GOLD = '#d9b35c';

type Ctx = CanvasRenderingContext2D;

export function makeCanvas(w: number, h: number): [HTMLCanvasElement, Ctx] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available');
  return [c, ctx];
}

/** Canvas angle (radians from +x toward +y, i.e. toward +z) of a bearing. */
const canvasAngle = (bearing: number) => bearing + Math.PI / 2;

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Runs `draw` in a frame centred on p, turned so that local -y points toward `bearing`'s centre side (text reads from outside). */
function at(ctx: Ctx, p: { x: number; z: number }, rotation: number, draw: () => void) {
  ctx.save();
  ctx.translate(p.x, p.z);
  ctx.rotate(rotation);
  draw();
  ctx.restore();
}

/** Rotation for something at p whose top should point toward the board's centre. */
const facingCentre = (p: Vec3) => bearingOf(p);

// ---------------------------------------------------------------- icons

/** A resource icon of diameter ~2r centred on (0, 0). */
export function drawResourceIcon(ctx: Ctx, res: Resource, r: number) {
  ctx.save();
  ctx.lineJoin = 'round';
  if (res === 'coin') {
    ctx.fillStyle = RESOURCE_COLORS.coin;
    ctx.strokeStyle = '#7a5a14';
    ctx.lineWidth = r * 0.12;
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(0, 0, r * 0.72, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.fillStyle = '#6b4c10';
    const h = r * 0.28;
    ctx.fillRect(-h, -h, 2 * h, 2 * h);
  } else if (res === 'scroll') {
    ctx.fillStyle = RESOURCE_COLORS.scroll;
    ctx.strokeStyle = '#6b5530';
    ctx.lineWidth = r * 0.1;
    roundRect(ctx, -r * 0.75, -r * 0.6, r * 1.5, r * 1.2, r * 0.1);
    ctx.fill();
    ctx.stroke();
    for (const s of [-1, 1]) {
      ctx.fillStyle = '#8a5a2b';
      roundRect(ctx, s * r * 0.75 - r * 0.18, -r * 0.8, r * 0.36, r * 1.6, r * 0.16);
      ctx.fill();
      ctx.stroke();
    }
    ctx.strokeStyle = '#8f7a55';
    ctx.lineWidth = r * 0.07;
    for (const y of [-0.25, 0, 0.25]) {
      ctx.beginPath();
      ctx.moveTo(-r * 0.42, y * r);
      ctx.lineTo(r * 0.42, y * r);
      ctx.stroke();
    }
  } else {
    ctx.fillStyle = '#3a2a1a';
    ctx.fillRect(-r * 0.35, -r * 0.98, r * 0.7, r * 0.22);
    ctx.fillRect(-r * 0.35, r * 0.76, r * 0.7, r * 0.22);
    ctx.fillStyle = RESOURCE_COLORS.lantern;
    ctx.strokeStyle = '#5e1a0e';
    ctx.lineWidth = r * 0.1;
    ctx.beginPath();
    ctx.ellipse(0, 0, r * 0.72, r * 0.8, 0, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    ctx.lineWidth = r * 0.06;
    for (const k of [-0.4, 0, 0.4]) {
      ctx.beginPath();
      ctx.ellipse(0, 0, Math.abs(k) * r * 0.72 + 0.001, r * 0.8, 0, 0, 2 * Math.PI);
      ctx.stroke();
    }
    ctx.fillStyle = 'rgba(255, 220, 120, 0.55)';
    ctx.beginPath();
    ctx.ellipse(-r * 0.2, -r * 0.15, r * 0.18, r * 0.3, 0, 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.restore();
}

export function drawShardIcon(ctx: Ctx, shard: Shard, r: number) {
  ctx.save();
  ctx.fillStyle = SHARD_COLORS[shard];
  ctx.strokeStyle = 'rgba(30, 20, 30, 0.8)';
  ctx.lineWidth = r * 0.1;
  ctx.beginPath();
  ctx.moveTo(0, -r);
  ctx.lineTo(r * 0.6, -r * 0.2);
  ctx.lineTo(r * 0.35, r);
  ctx.lineTo(-r * 0.35, r);
  ctx.lineTo(-r * 0.6, -r * 0.2);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = 'rgba(255,255,255,0.6)';
  ctx.lineWidth = r * 0.07;
  ctx.beginPath();
  ctx.moveTo(0, -r);
  ctx.lineTo(0, r);
  ctx.moveTo(-r * 0.6, -r * 0.2);
  ctx.lineTo(r * 0.6, -r * 0.2);
  ctx.stroke();
  ctx.restore();
}

export function drawPoolIcon(ctx: Ctx, kind: PoolKind, r: number) {
  if (kind === 'coin' || kind === 'scroll' || kind === 'lantern') drawResourceIcon(ctx, kind, r);
  else drawShardIcon(ctx, kind, r);
}

/** A crescent moon. */
function drawMoon(ctx: Ctx, r: number, fill: string) {
  ctx.save();
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, 2 * Math.PI);
  ctx.arc(r * 0.45, -r * 0.25, r * 0.85, 0, 2 * Math.PI, true);
  ctx.fill('evenodd');
  ctx.restore();
}

/** A small pictogram per sector (drawn centred, size ~2r), so the sectors differ by shape as well as colour. */
export function drawSectorSymbol(ctx: Ctx, sector: Sector, r: number, color: string) {
  ctx.save();
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.lineWidth = r * 0.16;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  switch (sector) {
    case 0: {
      // The Gates: a torii.
      ctx.fillRect(-r, -r * 0.75, 2 * r, r * 0.22);
      ctx.fillRect(-r * 0.8, -r * 0.4, r * 1.6, r * 0.14);
      ctx.fillRect(-r * 0.62, -r * 0.7, r * 0.2, r * 1.7);
      ctx.fillRect(r * 0.42, -r * 0.7, r * 0.2, r * 1.7);
      break;
    }
    case 1: {
      // The Capital: a crown of three towers.
      ctx.beginPath();
      ctx.moveTo(-r, r * 0.8);
      ctx.lineTo(-r, -r * 0.2);
      ctx.lineTo(-r * 0.5, r * 0.2);
      ctx.lineTo(0, -r * 0.8);
      ctx.lineTo(r * 0.5, r * 0.2);
      ctx.lineTo(r, -r * 0.2);
      ctx.lineTo(r, r * 0.8);
      ctx.closePath();
      ctx.fill();
      break;
    }
    case 2: {
      // The Rim: mountains.
      ctx.beginPath();
      ctx.moveTo(-r, r * 0.7);
      ctx.lineTo(-r * 0.35, -r * 0.55);
      ctx.lineTo(0, r * 0.05);
      ctx.lineTo(r * 0.35, -r * 0.8);
      ctx.lineTo(r, r * 0.7);
      ctx.closePath();
      ctx.fill();
      break;
    }
    case 3: {
      // The Shrine: a bell.
      ctx.beginPath();
      ctx.moveTo(-r * 0.75, r * 0.6);
      ctx.quadraticCurveTo(-r * 0.6, -r * 0.8, 0, -r * 0.8);
      ctx.quadraticCurveTo(r * 0.6, -r * 0.8, r * 0.75, r * 0.6);
      ctx.closePath();
      ctx.fill();
      ctx.beginPath();
      ctx.arc(0, r * 0.75, r * 0.2, 0, 2 * Math.PI);
      ctx.fill();
      break;
    }
    case 4: {
      // The Springs: waves.
      for (const y of [-0.45, 0.05, 0.55]) {
        ctx.beginPath();
        ctx.moveTo(-r, y * r);
        ctx.bezierCurveTo(-r * 0.5, (y - 0.35) * r, -r * 0.2, (y + 0.35) * r, 0, y * r);
        ctx.bezierCurveTo(r * 0.2, (y - 0.35) * r, r * 0.5, (y + 0.35) * r, r, y * r);
        ctx.stroke();
      }
      break;
    }
    default: {
      // The Clanhouse: a house.
      ctx.beginPath();
      ctx.moveTo(-r, -r * 0.05);
      ctx.lineTo(0, -r * 0.9);
      ctx.lineTo(r, -r * 0.05);
      ctx.closePath();
      ctx.fill();
      ctx.fillRect(-r * 0.7, -r * 0.1, r * 1.4, r * 0.9);
      break;
    }
  }
  ctx.restore();
}

// ---------------------------------------------------------------- board print

export interface BoardPrintOptions {
  /** Spots per sector (the board side in use). */
  spotCounts: readonly number[];
  capitalRanks: number;
  villageSites: number;
  eventSlots: number;
  revelationSlots: number;
  clanhouseSlots: number;
  /** The moons on the sector boundaries printed lit (a gold ring): a table rule in play stands on them. */
  moonsLit: boolean;
}

/**
 * Text along an arc of radius R centred on `bearing`, reading from outside
 * the ring, shrunk to fit `arc` radians of it.
 */
function arcText(ctx: Ctx, text: string, radius: number, bearing: number, arc: number, size: number, color: string, font: string, spacing = 1.08) {
  ctx.save();
  const fitted = fitOnCanvas(ctx, text, { id: 'sector-name', maxWidth: arc * radius, maxLines: 1, size, minSize: size * 0.55, letterSpacing: spacing, font: (s) => `bold ${s}px ${font}` });
  text = fitted.lines.join(' ');
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const widths = [...text].map((ch) => ctx.measureText(ch).width * spacing);
  const total = widths.reduce((a, b) => a + b, 0);
  let s = -total / 2;
  [...text].forEach((ch, i) => {
    const mid = s + widths[i]! / 2;
    const b = bearing - mid / radius;
    const p = { x: -Math.sin(b) * radius, z: Math.cos(b) * radius };
    at(ctx, p, b, () => ctx.fillText(ch, 0, 0));
    s += widths[i]!;
  });
  ctx.restore();
}

function wedgePath(ctx: Ctx, r0: number, r1: number, b0: number, b1: number) {
  ctx.beginPath();
  ctx.arc(0, 0, r1, canvasAngle(b0), canvasAngle(b1));
  ctx.arc(0, 0, r0, canvasAngle(b1), canvasAngle(b0), true);
  ctx.closePath();
}

/** A faint repeating pattern of little waves/clouds (seigaiha) clipped to the current path. */
function seigaiha(ctx: Ctx, color: string, step: number, extent: number) {
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = color;
  ctx.lineWidth = step * 0.06;
  for (let row = -extent; row <= extent; row += step * 0.5) {
    const shift = (Math.round(row / (step * 0.5)) % 2) * step * 0.5;
    for (let x = -extent; x <= extent; x += step) {
      for (const k of [0.9, 0.65, 0.4]) {
        ctx.beginPath();
        ctx.arc(x + shift, row, step * 0.5 * k, Math.PI, 2 * Math.PI);
        ctx.stroke();
      }
    }
  }
  ctx.restore();
}

/** The main board's top print. `size` pixels square covering the whole board; its words in `w`'s language. */
export function drawBoardPrint(opts: BoardPrintOptions, size = 2048, w: Words = currentWords()): HTMLCanvasElement {
  const [canvas, ctx] = makeCanvas(size, size);
  const H = BOARD_HALF_SIZE;
  const k = size / (2 * H);
  ctx.setTransform(k, 0, 0, k, size / 2, size / 2);

  // Paper and border.
  const bg = ctx.createRadialGradient(0, 0, 5, 0, 0, H * 1.45);
  bg.addColorStop(0, '#d9b77a');
  bg.addColorStop(1, BOARD_WOOD);
  ctx.fillStyle = bg;
  ctx.fillRect(-H, -H, 2 * H, 2 * H);
  ctx.strokeStyle = 'rgba(90, 55, 25, 0.9)';
  ctx.lineWidth = 0.35;
  ctx.strokeRect(-H + 0.3, -H + 0.3, 2 * H - 0.6, 2 * H - 0.6);
  ctx.strokeStyle = 'rgba(90, 55, 25, 0.55)';
  ctx.lineWidth = 0.1;
  const inner = H - FAVOR_TRACK_INSET * 2 - 0.2;
  ctx.strokeRect(-inner, -inner, 2 * inner, 2 * inner);

  // Favor track: 15 spaces a side, each number printed, every fifth marked.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let fp = 0; fp < FAVOR_TRACK_SPACES; fp++) {
    const p = favorTrackPosition(fp);
    const edge = Math.floor(fp / 15);
    // The edge's outward bearing: edge 0 is side 0 (+z), then clockwise.
    const rot = (edge * Math.PI) / 2;
    at(ctx, p, rot, () => {
      const w = (2 * (H - FAVOR_TRACK_INSET)) / 15 - 0.22;
      const h = 2.5;
      ctx.fillStyle = fp % 5 === 0 ? 'rgba(120, 40, 30, 0.85)' : 'rgba(250, 238, 210, 0.72)';
      roundRect(ctx, -w / 2, -h / 2, w, h, 0.3);
      ctx.fill();
      ctx.strokeStyle = 'rgba(90, 55, 25, 0.6)';
      ctx.lineWidth = 0.06;
      ctx.stroke();
      ctx.fillStyle = fp % 5 === 0 ? PARCHMENT : INK;
      const size = fp % 5 === 0 ? 1.25 : 1.05;
      paintLabel(ctx, String(fp), 0, 0.05, { id: 'favor-track', maxWidth: w - 0.2, maxLines: 1, size, minSize: size * 0.6, font: (s) => `bold ${s}px ${SANS}` });
    });
  }

  // The ring: six sectors.
  const R0 = SECTOR_RING_INNER_RADIUS;
  const R1 = SECTOR_RING_OUTER_RADIUS;
  for (let s = 0 as Sector; s < 6; s = (s + 1) as Sector) {
    const b = sectorBearing(s);
    const b0 = b - SECTOR_ARC / 2;
    const b1 = b + SECTOR_ARC / 2;
    wedgePath(ctx, R0, R1, b0, b1);
    const g = ctx.createRadialGradient(0, 0, R0, 0, 0, R1);
    g.addColorStop(0, SECTOR_INKS[s]!);
    g.addColorStop(1, shade(SECTOR_INKS[s]!, -0.22));
    ctx.fillStyle = g;
    ctx.fill();
    wedgePath(ctx, R0, R1, b0, b1);
    seigaiha(ctx, 'rgba(255, 240, 210, 0.07)', 2.4, R1);
    // Name along the outer edge and the sector's pictogram near the inner edge.
    // The name keeps to the middle of its sector's arc, clear of the boundary moons.
    arcText(ctx, w.t('table.scene.sector', { name: sectorShort(s) }).toLocaleUpperCase(w.locale), R1 - 1.15, b, SECTOR_ARC * 0.7, 1.45, PARCHMENT, serifFor(w.locale));
    const symbolAt = { x: -Math.sin(b) * (R0 + 1.0), z: Math.cos(b) * (R0 + 1.0) };
    at(ctx, symbolAt, b, () => drawSectorSymbol(ctx, s, 0.85, 'rgba(250, 236, 205, 0.92)'));
  }
  // Gold rules between sectors and around the ring.
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 0.22;
  for (const r of [R0, R1]) {
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, 2 * Math.PI);
    ctx.stroke();
  }
  for (let s = 0; s < 6; s++) {
    const b = sectorBearing(s as Sector) - SECTOR_ARC / 2;
    ctx.beginPath();
    ctx.moveTo(-Math.sin(b) * R0, Math.cos(b) * R0);
    ctx.lineTo(-Math.sin(b) * R1, Math.cos(b) * R1);
    ctx.stroke();
  }

  // Kin spots, with the cost icon of paid spots.
  const tile = KIN_TILE_SIZE + 0.3;
  opts.spotCounts.forEach((count, s) => {
    const costs = count >= 4 ? CATALOG.sectors[s]!.spots.large : CATALOG.sectors[s]!.spots.small;
    for (let i = 0; i < count; i++) {
      const p = sectorSpotPosition(s as Sector, i, count);
      at(ctx, p, facingCentre(p), () => {
        ctx.fillStyle = 'rgba(250, 240, 215, 0.16)';
        roundRect(ctx, -tile / 2, -tile / 2, tile, tile, 0.5);
        ctx.fill();
        ctx.strokeStyle = 'rgba(250, 236, 205, 0.85)';
        ctx.lineWidth = 0.12;
        ctx.setLineDash([0.35, 0.22]);
        ctx.stroke();
        ctx.setLineDash([]);
        const cost = costs[i] ?? null;
        if (cost) drawResourceIcon(ctx, cost, 0.85);
      });
    }
  });

  const serif = serifFor(w.locale);
  const sans = sansFor(w.locale);
  // The Gates: foreseen event slots; the Springs: revelation slots.
  const cardSlot = (p: Vec3, label: string) =>
    at(ctx, p, facingCentre(p), () => {
      ctx.strokeStyle = 'rgba(250, 236, 205, 0.75)';
      ctx.lineWidth = 0.12;
      roundRect(ctx, -CARD_WIDTH / 2 - 0.15, -CARD_LENGTH / 2 - 0.15, CARD_WIDTH + 0.3, CARD_LENGTH + 0.3, 0.35);
      ctx.stroke();
      ctx.fillStyle = 'rgba(250, 236, 205, 0.55)';
      ctx.textAlign = 'center';
      paintLabel(ctx, label, 0, 0, { id: 'card-slot', maxWidth: CARD_WIDTH - 0.4, maxLines: 3, size: 0.7, minSize: 0.42, font: (s) => `italic ${s}px ${serif}` });
    });
  for (let i = 0; i < opts.eventSlots; i++) cardSlot(eventSlotPosition(i, opts.eventSlots), w.t('table.scene.eventSlot'));
  for (let i = 0; i < opts.revelationSlots; i++) cardSlot(revelationSlotPosition(i, opts.revelationSlots), w.t('table.scene.revelationSlot'));

  // The Clanhouse row: slots with their coin cost and favor.
  for (let i = 0; i < opts.clanhouseSlots; i++) {
    const p = clanhouseSlotPosition(i, opts.clanhouseSlots);
    const slot = CATALOG.clanhouseSlots[i];
    at(ctx, p, facingCentre(p), () => {
      ctx.strokeStyle = 'rgba(250, 236, 205, 0.85)';
      ctx.lineWidth = 0.12;
      roundRect(ctx, -tile / 2, -tile / 2, tile, tile, 0.45);
      ctx.stroke();
      if (slot) {
        // Below the slot (toward the reader): cost in coins, then favor.
        ctx.save();
        ctx.translate(-0.75, tile / 2 + 0.95);
        drawResourceIcon(ctx, 'coin', 0.55);
        ctx.restore();
        ctx.fillStyle = PARCHMENT;
        ctx.textAlign = 'left';
        paintLabel(ctx, String(slot.cost), -0.1, tile / 2 + 1.0, { id: 'clanhouse-cost', maxWidth: tile / 2 + 0.1, maxLines: 1, size: 0.95, minSize: 0.6, font: (s) => `bold ${s}px ${SANS}` });
        ctx.textAlign = 'center';
        paintLabel(ctx, w.t('table.scene.fpPlus', { n: slot.fp }), 0, tile / 2 + 2.0, { id: 'clanhouse-favor', maxWidth: tile, maxLines: 1, size: 0.75, minSize: 0.45, font: (s) => `bold ${s}px ${sans}` });
      }
    });
  }

  // The Capital track: ranks I, II, III, IV.
  const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
  for (let i = 0; i < opts.capitalRanks; i++) {
    const p = capitalTrackPosition(i, opts.capitalRanks);
    at(ctx, p, facingCentre(p), () => {
      ctx.fillStyle = 'rgba(40, 25, 10, 0.35)';
      ctx.beginPath();
      ctx.arc(0, 0, 1.25, 0, 2 * Math.PI);
      ctx.fill();
      ctx.strokeStyle = GOLD;
      ctx.lineWidth = 0.14;
      ctx.stroke();
      ctx.fillStyle = PARCHMENT;
      ctx.textAlign = 'center';
      paintLabel(ctx, ROMAN[i] ?? String(i + 1), 0, 2.05, { id: 'capital-rank', maxWidth: 2.5, maxLines: 1, size: 1.0, minSize: 0.6, font: (s) => `bold ${s}px ${SERIF}` });
    });
  }

  // The village track: sites with build cost and favor (site 0 is the starting village).
  for (let i = 0; i < opts.villageSites; i++) {
    const p = villageSitePosition(i, opts.villageSites);
    const site = CATALOG.villageSites[i];
    at(ctx, p, facingCentre(p), () => {
      hexPath(ctx, 2.0);
      ctx.fillStyle = 'rgba(40, 25, 10, 0.22)';
      ctx.fill();
      ctx.strokeStyle = 'rgba(250, 236, 205, 0.85)';
      ctx.lineWidth = 0.12;
      ctx.stroke();
      if (site && i > 0) {
        const costs = Object.entries(site.cost) as [Resource, number][];
        const icons: Resource[] = costs.flatMap(([r, n]) => Array.from({ length: n }, () => r));
        icons.forEach((r, j) => {
          ctx.save();
          ctx.translate((j - (icons.length - 1) / 2) * 0.95, 2.75);
          drawResourceIcon(ctx, r, 0.42);
          ctx.restore();
        });
        ctx.fillStyle = PARCHMENT;
        ctx.textAlign = 'center';
        // As wide as the hexagon above it (radius 2, flat sides left and right).
        paintLabel(ctx, w.t('table.scene.fpPlus', { n: site.fp }), 0, 3.65, { id: 'village-site-favor', maxWidth: 3.4, maxLines: 1, size: 0.7, minSize: 0.42, font: (s) => `bold ${s}px ${sans}` });
      }
    });
  }

  // The moons on the sector boundaries.
  for (let m = 0; m < 6; m++) {
    const p = moonPosition(m);
    at(ctx, p, facingCentre(p), () => {
      ctx.fillStyle = 'rgba(20, 24, 40, 0.55)';
      ctx.beginPath();
      ctx.arc(0, 0, 1.15, 0, 2 * Math.PI);
      ctx.fill();
      ctx.strokeStyle = opts.moonsLit ? GOLD : 'rgba(217, 179, 92, 0.5)';
      ctx.lineWidth = 0.1;
      ctx.stroke();
      drawMoon(ctx, 0.75, '#e8e4d0');
    });
  }

  // The supply corners and the decks' places.
  for (const kind of POOL_KINDS) {
    const p = supplyPosition(kind);
    at(ctx, p, facingCentre(p), () => {
      ctx.fillStyle = 'rgba(60, 35, 15, 0.35)';
      ctx.beginPath();
      ctx.arc(0, 0, 1.45, 0, 2 * Math.PI);
      ctx.fill();
      ctx.strokeStyle = 'rgba(90, 55, 25, 0.8)';
      ctx.lineWidth = 0.1;
      ctx.stroke();
    });
  }
  for (const [p, label] of [
    [eventDeckPosition(), w.t('table.scene.events')],
    [revelationDeckPosition(), w.t('table.scene.revelations')],
  ] as const) {
    at(ctx, p, 0, () => {
      ctx.strokeStyle = 'rgba(90, 55, 25, 0.8)';
      ctx.lineWidth = 0.12;
      roundRect(ctx, -CARD_WIDTH / 2 - 0.2, -CARD_LENGTH / 2 - 0.2, CARD_WIDTH + 0.4, CARD_LENGTH + 0.4, 0.35);
      ctx.stroke();
      ctx.fillStyle = 'rgba(90, 55, 25, 0.8)';
      ctx.textAlign = 'center';
      paintLabel(ctx, label, 0, CARD_LENGTH / 2 + 0.9, { id: 'deck', maxWidth: CARD_WIDTH + 0.4, maxLines: 2, size: 0.7, minSize: 0.42, font: (s) => `italic ${s}px ${serif}` });
    });
  }

  // The groove of the rotating board.
  ctx.fillStyle = '#3b2414';
  ctx.beginPath();
  ctx.arc(0, 0, ROTATING_BOARD_RADIUS + 0.25, 0, 2 * Math.PI);
  ctx.fill();
  return canvas;
}

function hexPath(ctx: Ctx, r: number) {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * 2 * Math.PI + Math.PI / 6;
    const x = r * Math.cos(a);
    const y = r * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** Lightens (k > 0) or darkens (k < 0) a #rrggbb colour. */
export function shade(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(k >= 0 ? c + (255 - c) * k : c * (1 + k)));
  return `rgb(${ch[0]}, ${ch[1]}, ${ch[2]})`;
}

// ---------------------------------------------------------------- rotating board

/**
 * The rotating board's print, drawn at rotation 0 (the mesh turns with the
 * palace): the four spots before the walls (white wards in the alternative
 * mode, each seat's colour in the standard game) and a fan toward the
 * highlighted sectors.
 */
export function drawRotatingBoard(spotClans: readonly (ClanId | null)[], alt: boolean, size = 1024): HTMLCanvasElement {
  const [canvas, ctx] = makeCanvas(size, size);
  const R = ROTATING_BOARD_RADIUS;
  const k = size / (2 * R);
  ctx.setTransform(k, 0, 0, k, size / 2, size / 2);
  const g = ctx.createRadialGradient(0, 0, 2, 0, 0, R);
  g.addColorStop(0, '#5a3520');
  g.addColorStop(1, '#3e2415');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(0, 0, R, 0, 2 * Math.PI);
  ctx.fill();
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 0.16;
  ctx.beginPath();
  ctx.arc(0, 0, R - 0.35, 0, 2 * Math.PI);
  ctx.stroke();
  // The fan: at rotation r the palace lights sectors r, r+1, r+2, centred on bearing 60 (r + 1).
  const mid = sectorBearing(1);
  ctx.fillStyle = 'rgba(255, 205, 110, 0.16)';
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.arc(0, 0, R - 0.5, canvasAngle(mid - SECTOR_ARC * 1.5), canvasAngle(mid + SECTOR_ARC * 1.5));
  ctx.closePath();
  ctx.fill();
  for (let i = 0; i < 3; i++) {
    const b = mid + (i - 1) * SECTOR_ARC;
    at(ctx, { x: -Math.sin(b) * (R - 1.0), z: Math.cos(b) * (R - 1.0) }, b, () => {
      ctx.fillStyle = GOLD;
      ctx.beginPath();
      ctx.moveTo(0, -0.45);
      ctx.lineTo(0.4, 0.25);
      ctx.lineTo(-0.4, 0.25);
      ctx.closePath();
      ctx.fill();
    });
  }
  const tile = KIN_TILE_SIZE + 0.3;
  for (const w of [0, 1, 2, 3] as Wall[]) {
    const p = palaceSpotPosition(`ward${w}`, 0);
    const clan = spotClans[w] ?? null;
    at(ctx, p, facingCentre(p), () => {
      roundRect(ctx, -tile / 2, -tile / 2, tile, tile, 0.5);
      if (alt) ctx.fillStyle = '#efe8da';
      else ctx.fillStyle = clan ? CLAN_LOOKS[clan].color : 'rgba(250, 236, 205, 0.2)';
      ctx.fill();
      ctx.strokeStyle = GOLD;
      ctx.lineWidth = 0.12;
      ctx.stroke();
      if (!alt && clan) {
        ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
        ctx.font = `bold 1.5px ${SANS}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(CLAN_LOOKS[clan].symbol, 0, 0);
      }
    });
  }
  return canvas;
}

// ---------------------------------------------------------------- kin tiles

/** The atlas's kin order: the engine's, so a new kin type gets its faces without a change here. */
export const KIN_TYPE_ORDER: readonly KinType[] = CATALOG.kinOrder;

/** Kin atlas cells: every kin type's face for each clan, then one back per clan, then a plain back. */
export const ATLAS_COLS = 10;
export const ATLAS_ROWS = Math.ceil((KIN_TYPE_ORDER.length * CLAN_IDS.length + CLAN_IDS.length + 1) / ATLAS_COLS);
export const ATLAS_CELL = 256;

export function frontCell(type: KinType | 'hidden', clan: ClanId): number {
  if (type === 'hidden') return backCell(clan);
  return CLAN_IDS.indexOf(clan) * KIN_TYPE_ORDER.length + KIN_TYPE_ORDER.indexOf(type);
}

export function backCell(clan: ClanId): number {
  return KIN_TYPE_ORDER.length * CLAN_IDS.length + Math.max(0, CLAN_IDS.indexOf(clan));
}

/** UV offset (of the cell's bottom-left corner, flipY textures) and cell size. */
export function cellUv(cell: number): [number, number] {
  const col = cell % ATLAS_COLS;
  const row = Math.floor(cell / ATLAS_COLS);
  return [col / ATLAS_COLS, 1 - (row + 1) / ATLAS_ROWS];
}

/** One face of a kin tile, s pixels square: its code (the HUD prints the same one), name and clan. */
export function drawKinFace(ctx: Ctx, type: KinType, clan: ClanId, s: number, w: Words = currentWords()) {
  const look = CLAN_LOOKS[clan];
  const pad = s * 0.035;
  // Clan band around an ivory face.
  ctx.fillStyle = look.color;
  roundRect(ctx, pad, pad, s - 2 * pad, s - 2 * pad, s * 0.13);
  ctx.fill();
  const band = s * 0.085;
  const face = ctx.createLinearGradient(0, 0, 0, s);
  face.addColorStop(0, '#fbf3df');
  face.addColorStop(1, '#eadcb9');
  ctx.fillStyle = face;
  roundRect(ctx, pad + band, pad + band, s - 2 * (pad + band), s - 2 * (pad + band), s * 0.07);
  ctx.fill();
  // Medallion with the kin's code.
  const cx = s / 2;
  const cy = s * 0.42;
  ctx.fillStyle = shade(look.color, -0.35);
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.22, 0, 2 * Math.PI);
  ctx.fill();
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = s * 0.02;
  ctx.stroke();
  ctx.fillStyle = '#fff8e6';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const serif = serifFor(w.locale);
  const sans = sansFor(w.locale);
  paintLabel(ctx, w.say(kinCode(type)), cx, cy + s * 0.01, { id: 'kin-code', maxWidth: s * 0.34, maxLines: 1, size: s * 0.2, minSize: s * 0.1, whole: true, font: (z) => `bold ${z}px ${serif}` });
  // Name: between the medallion and the band (s * 0.64 to s * 0.88), two short lines at most.
  const name = w.say(kinName(type)).toLocaleUpperCase(w.locale);
  ctx.fillStyle = INK;
  paintLabel(ctx, name, cx, s * 0.76, { id: 'kin-name', maxWidth: s * 0.7, maxLines: 2, size: s * 0.12, minSize: s * 0.07, lineHeight: 1.05, font: (z) => `bold ${z}px ${sans}` });
  // Clan symbol in two corners.
  ctx.fillStyle = shade(look.color, -0.2);
  ctx.font = `bold ${s * 0.1}px ${SANS}`;
  ctx.fillText(look.symbol, s * 0.2, s * 0.2);
  ctx.fillText(look.symbol, s * 0.8, s * 0.2);
}

function drawKinBack(ctx: Ctx, clan: ClanId | null, s: number) {
  const color = clan ? CLAN_LOOKS[clan].color : '#777777';
  const pad = s * 0.035;
  const g = ctx.createRadialGradient(s / 2, s / 2, s * 0.1, s / 2, s / 2, s * 0.7);
  g.addColorStop(0, shade(color, -0.15));
  g.addColorStop(1, shade(color, -0.55));
  ctx.fillStyle = g;
  roundRect(ctx, pad, pad, s - 2 * pad, s - 2 * pad, s * 0.13);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 236, 190, 0.55)';
  ctx.lineWidth = s * 0.02;
  roundRect(ctx, s * 0.12, s * 0.12, s * 0.76, s * 0.76, s * 0.08);
  ctx.stroke();
  // A cloak: a hooded shape, and the clan symbol.
  ctx.fillStyle = 'rgba(255, 240, 210, 0.22)';
  ctx.beginPath();
  ctx.moveTo(s * 0.5, s * 0.2);
  ctx.quadraticCurveTo(s * 0.78, s * 0.3, s * 0.76, s * 0.8);
  ctx.lineTo(s * 0.24, s * 0.8);
  ctx.quadraticCurveTo(s * 0.22, s * 0.3, s * 0.5, s * 0.2);
  ctx.fill();
  if (clan) {
    ctx.fillStyle = '#fff4dc';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold ${s * 0.3}px ${SANS}`;
    ctx.fillText(CLAN_LOOKS[clan].symbol, s / 2, s * 0.52);
  }
}

export function drawKinAtlas(w: Words = currentWords()): HTMLCanvasElement {
  const s = ATLAS_CELL;
  const [canvas, ctx] = makeCanvas(ATLAS_COLS * s, ATLAS_ROWS * s);
  const cellOrigin = (cell: number): [number, number] => [(cell % ATLAS_COLS) * s, Math.floor(cell / ATLAS_COLS) * s];
  for (const clan of CLAN_IDS) {
    for (const type of KIN_TYPE_ORDER) {
      const [x, y] = cellOrigin(frontCell(type, clan));
      ctx.save();
      ctx.translate(x, y);
      drawKinFace(ctx, type, clan, s, w);
      ctx.restore();
    }
    const [x, y] = cellOrigin(backCell(clan));
    ctx.save();
    ctx.translate(x, y);
    drawKinBack(ctx, clan, s);
    ctx.restore();
  }
  return canvas;
}

// ---------------------------------------------------------------- cards and tiles

export function drawCard(kind: 'event' | 'revelation', id: number, w = 256, words: Words = currentWords()): HTMLCanvasElement {
  const h = Math.round((w * CARD_LENGTH) / CARD_WIDTH);
  const [canvas, ctx] = makeCanvas(w, h);
  const event = kind === 'event';
  const base = event ? '#2f3d5c' : '#4a2f5c';
  ctx.fillStyle = '#f4ead2';
  roundRect(ctx, 0, 0, w, h, w * 0.07);
  ctx.fill();
  ctx.fillStyle = base;
  roundRect(ctx, w * 0.04, w * 0.04, w * 0.92, h - w * 0.08, w * 0.05);
  ctx.fill();
  ctx.fillStyle = '#f7efdc';
  roundRect(ctx, w * 0.09, h * 0.2, w * 0.82, h * 0.7, w * 0.03);
  ctx.fill();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const serif = serifFor(words.locale);
  const sans = sansFor(words.locale);
  ctx.fillStyle = GOLD;
  const header = words.t(event ? 'table.scene.card.event' : 'table.scene.card.revelation').toLocaleUpperCase(words.locale);
  paintLabel(ctx, header, w / 2, h * 0.1, { id: 'card-header', maxWidth: w * 0.8, maxLines: 1, size: w * 0.085, minSize: w * 0.05, font: (s) => `bold ${s}px ${sans}` });
  const known = event ? CATALOG.events[id] !== undefined : CATALOG.revelations[id] !== undefined;
  const name = known ? words.say(event ? eventName(id) : revelationName(id)) : undefined;
  ctx.fillStyle = INK;
  paintLabel(ctx, name ?? '?', w / 2, h * 0.36, { id: 'card-name', maxWidth: w * 0.74, maxLines: 3, size: w * 0.13, minSize: w * 0.075, font: (s) => `bold ${s}px ${serif}` });
  // A short rule text, small (readable when close), from h * 0.56 down to the panel's foot.
  const text = known ? words.say(event ? eventText(id) : revelationText(id)) : undefined;
  ctx.fillStyle = '#4a3b2a';
  const textTop = h * 0.53;
  const textBottom = h * 0.88;
  const textSize = w * 0.058;
  const lineHeight = 1.24;
  const textLines = Math.floor((textBottom - textTop) / (textSize * lineHeight));
  paintLabel(ctx, text ?? '', w / 2, (textTop + textBottom) / 2, {
    id: 'card-text',
    maxWidth: w * 0.74,
    maxLines: textLines,
    size: textSize,
    minSize: w * 0.042,
    lineHeight,
    font: (s) => `${s}px ${sans}`,
  });
  if (!event) {
    const r = CATALOG.revelations[id];
    if (r) {
      // Cost and favor in the band under the panel, so the header above has the card's whole width
      // (a long word for "revelation" did not fit between them).
      const band = (h * 0.9 + h - w * 0.04) / 2;
      ctx.save();
      ctx.translate(w * 0.16, band);
      drawResourceIcon(ctx, 'scroll', w * 0.045);
      ctx.restore();
      ctx.fillStyle = '#fff';
      const small = { maxLines: 1, size: w * 0.07, minSize: w * 0.045, font: (s: number) => `bold ${s}px ${sans}` };
      ctx.textAlign = 'left';
      paintLabel(ctx, String(r.cost), w * 0.23, band, { ...small, id: 'revelation-cost', maxWidth: w * 0.2 });
      ctx.textAlign = 'right';
      paintLabel(ctx, words.t('table.scene.fp', { n: r.fp }), w * 0.88, band, { ...small, id: 'revelation-favor', maxWidth: w * 0.4 });
      ctx.textAlign = 'center';
    }
  }
  return canvas;
}

export function drawCardBack(kind: 'events' | 'revelations', w = 256): HTMLCanvasElement {
  const h = Math.round((w * CARD_LENGTH) / CARD_WIDTH);
  const [canvas, ctx] = makeCanvas(w, h);
  ctx.fillStyle = kind === 'events' ? '#24304a' : '#3b2449';
  roundRect(ctx, 0, 0, w, h, w * 0.07);
  ctx.fill();
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = w * 0.02;
  roundRect(ctx, w * 0.08, w * 0.08, w * 0.84, h - w * 0.16, w * 0.05);
  ctx.stroke();
  ctx.save();
  ctx.translate(w / 2, h / 2);
  drawMoon(ctx, w * 0.18, GOLD);
  ctx.restore();
  return canvas;
}

/** The shrine's village id (its empty site is painted with its name). */
const SHRINE_ID = Object.entries(CATALOG.villages).find(([, v]) => v.key === 'shrine')?.[0];

export function drawVillageTile(id: number, built: boolean, s = 256, w: Words = currentWords()): HTMLCanvasElement {
  const [canvas, ctx] = makeCanvas(s, s);
  ctx.translate(s / 2, s / 2);
  hexPath(ctx, s * 0.49);
  ctx.fillStyle = built ? '#d7c6a0' : 'rgba(160, 150, 130, 1)';
  ctx.fill();
  ctx.lineWidth = s * 0.025;
  ctx.strokeStyle = '#5a4325';
  ctx.stroke();
  const v = CATALOG.villages[id];
  const shrine = v?.key === 'shrine' || id < 0;
  // Roofs.
  ctx.fillStyle = shrine ? '#a8322a' : '#6b4a2e';
  for (const [x, y, r] of [[-0.13, -0.16, 0.13], [0.12, -0.2, 0.1], [0, -0.02, 0.11]] as const) {
    ctx.beginPath();
    ctx.moveTo((x - r) * s, y * s);
    ctx.lineTo(x * s, (y - r * 0.8) * s);
    ctx.lineTo((x + r) * s, y * s);
    ctx.closePath();
    ctx.fill();
  }
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const shrineName = SHRINE_ID !== undefined ? w.say(villageName(Number(SHRINE_ID))) : w.t('table.sector.short.shrine');
  const name = shrine && id < 0 ? shrineName : v ? w.say(villageName(id)) : '?';
  const serif = serifFor(w.locale);
  // Under the roofs, above the hexagon's lower edge (s * 0.42): three short lines at most.
  paintLabel(ctx, name, 0, s * 0.16, { id: 'village-tile', maxWidth: s * 0.72, maxLines: 3, size: s * 0.12, minSize: s * 0.07, lineHeight: 1.05, font: (z) => `bold ${z}px ${serif}` });
  return canvas;
}

/** Token tops: one cell per clan (its symbol on its colour), then the first-player phoenix. */
export const TOKEN_CELLS = 5;
export function drawTokenAtlas(s = 128): HTMLCanvasElement {
  const [canvas, ctx] = makeCanvas(TOKEN_CELLS * s, s);
  CLAN_IDS.forEach((clan, i) => {
    ctx.save();
    ctx.translate(i * s + s / 2, s / 2);
    ctx.fillStyle = CLAN_LOOKS[clan].color;
    ctx.fillRect(-s / 2, -s / 2, s, s);
    ctx.strokeStyle = 'rgba(255,255,255,0.7)';
    ctx.lineWidth = s * 0.05;
    ctx.beginPath();
    ctx.arc(0, 0, s * 0.4, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold ${s * 0.45}px ${SANS}`;
    ctx.fillText(CLAN_LOOKS[clan].symbol, 0, s * 0.03);
    ctx.restore();
  });
  ctx.save();
  ctx.translate(4 * s + s / 2, s / 2);
  ctx.fillStyle = '#a8322a';
  ctx.fillRect(-s / 2, -s / 2, s, s);
  ctx.fillStyle = GOLD;
  // A stylised phoenix: wings and a tail.
  ctx.beginPath();
  ctx.moveTo(0, -s * 0.3);
  ctx.quadraticCurveTo(s * 0.4, -s * 0.35, s * 0.38, s * 0.05);
  ctx.quadraticCurveTo(s * 0.15, -s * 0.05, s * 0.05, s * 0.1);
  ctx.lineTo(s * 0.12, s * 0.38);
  ctx.lineTo(0, s * 0.22);
  ctx.lineTo(-s * 0.12, s * 0.38);
  ctx.lineTo(-s * 0.05, s * 0.1);
  ctx.quadraticCurveTo(-s * 0.15, -s * 0.05, -s * 0.38, s * 0.05);
  ctx.quadraticCurveTo(-s * 0.4, -s * 0.35, 0, -s * 0.3);
  ctx.fill();
  ctx.restore();
  return canvas;
}

export function tokenCell(clan: ClanId | 'first'): number {
  return clan === 'first' ? 4 : Math.max(0, CLAN_IDS.indexOf(clan));
}

// ---------------------------------------------------------------- tabletop and palace walls

/** Dark walnut with a soft grain, to be repeated over the table. */
export function drawTableWood(s = 1024): HTMLCanvasElement {
  const [canvas, ctx] = makeCanvas(s, s);
  ctx.fillStyle = '#4a2f1f';
  ctx.fillRect(0, 0, s, s);
  // Deterministic grain: long wavy strokes in slightly varying tones.
  let seed = 12345;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < 260; i++) {
    const y = rnd() * s;
    const light = rnd() < 0.5;
    ctx.strokeStyle = light ? `rgba(120, 78, 48, ${0.08 + rnd() * 0.12})` : `rgba(25, 14, 8, ${0.08 + rnd() * 0.15})`;
    ctx.lineWidth = 1 + rnd() * 5;
    ctx.beginPath();
    const amp = 3 + rnd() * 10;
    const freq = 1 + rnd() * 3;
    const phase = rnd() * Math.PI * 2;
    for (let x = -10; x <= s + 10; x += 16) {
      const yy = y + Math.sin((x / s) * Math.PI * 2 * freq + phase) * amp;
      if (x === -10) ctx.moveTo(x, yy);
      else ctx.lineTo(x, yy);
    }
    ctx.stroke();
  }
  return canvas;
}

/** A palace wall panel: plaster between red lacquered posts, a lattice window and a lintel. */
export function drawPalaceWall(w = 512, h = 320): HTMLCanvasElement {
  const [canvas, ctx] = makeCanvas(w, h);
  ctx.fillStyle = '#efe6d2';
  ctx.fillRect(0, 0, w, h);
  const red = '#9e2b22';
  ctx.fillStyle = red;
  const post = w * 0.05;
  for (const x of [0, w / 3 - post / 2, (2 * w) / 3 - post / 2, w - post]) ctx.fillRect(x, 0, post, h);
  ctx.fillStyle = '#5a3a22';
  ctx.fillRect(0, 0, w, h * 0.09);
  ctx.fillRect(0, h * 0.93, w, h * 0.07);
  // Lattice windows in the three bays.
  ctx.strokeStyle = '#6b4326';
  ctx.lineWidth = 3;
  for (let bay = 0; bay < 3; bay++) {
    const x0 = bay * (w / 3) + post * 1.4;
    const x1 = (bay + 1) * (w / 3) - post * 1.4;
    const y0 = h * 0.24;
    const y1 = h * 0.72;
    ctx.fillStyle = '#3a2a1e';
    ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
    ctx.fillStyle = '#f3d9a0';
    ctx.globalAlpha = 0.35;
    ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
    ctx.globalAlpha = 1;
    for (let x = x0; x <= x1 + 0.1; x += (x1 - x0) / 5) {
      ctx.beginPath();
      ctx.moveTo(x, y0);
      ctx.lineTo(x, y1);
      ctx.stroke();
    }
    for (let y = y0; y <= y1 + 0.1; y += (y1 - y0) / 4) {
      ctx.beginPath();
      ctx.moveTo(x0, y);
      ctx.lineTo(x1, y);
      ctx.stroke();
    }
    ctx.strokeStyle = '#5a3a22';
    ctx.lineWidth = 5;
    ctx.strokeRect(x0, y0, x1 - x0, y1 - y0);
    ctx.strokeStyle = '#6b4326';
    ctx.lineWidth = 3;
  }
  return canvas;
}

// ---------------------------------------------------------------- the words painted

/**
 * Every word the textures above paint in `w`'s language (numbers by their
 * digits): the fonts for them are loaded before a texture is painted, since
 * a canvas draws with whatever is loaded at that moment. Kept beside the
 * painting, so a new painted word is added to both.
 */
export function paintedTexts(w: Words): string[] {
  const upper = (text: string) => text.toLocaleUpperCase(w.locale);
  const ids = ['table.scene.eventSlot', 'table.scene.revelationSlot', 'table.scene.events', 'table.scene.revelations'];
  return [
    ...ids.map((id) => w.t(id)),
    upper(w.t('table.scene.card.event')),
    upper(w.t('table.scene.card.revelation')),
    w.t('table.scene.fp', { n: 1234567890 }),
    w.t('table.scene.fpPlus', { n: 1234567890 }),
    ...([0, 1, 2, 3, 4, 5] as Sector[]).map((s) => upper(w.t('table.scene.sector', { name: sectorShort(s) }))),
    ...KIN_TYPE_ORDER.flatMap((type) => [upper(w.say(kinName(type))), w.say(kinCode(type))]),
    ...Object.keys(CATALOG.events).flatMap((id) => [w.say(eventName(Number(id))), w.say(eventText(Number(id)))]),
    ...Object.keys(CATALOG.revelations).flatMap((id) => [w.say(revelationName(Number(id))), w.say(revelationText(Number(id)))]),
    ...Object.keys(CATALOG.villages).map((id) => w.say(villageName(Number(id)))),
    w.t('table.sector.short.shrine'),
  ];
}
