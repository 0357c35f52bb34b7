// Everything on the table that is not a kin tile or the palace: favor tokens
// on the favor track, heralds on the capital track, pioneers on the village
// track, village tiles, the foreseen events and revelations (names printed),
// the decks and piles, resources and moon shards (each player's and the
// general supply) and the first-player token; a table rule's own pieces
// (`children`) stand among them. Repeated pieces are instanced: one draw call
// per kind of piece.
import { useMemo, type ReactNode } from 'react';
import { usePaintedWords, type PaintedWords } from '../paint/paintedWords.js';
import {
  BoxGeometry,
  CanvasTexture,
  CylinderGeometry,
  PlaneGeometry,
  Quaternion,
  SphereGeometry,
  SRGBColorSpace,
  Vector3,
} from 'three';
import { CARD_LENGTH, CARD_WIDTH, supplyPosition, vec3 } from '../../../engine/geometry/index.js';
import type { ClanId, PoolKey } from '../../../engine/core/types.js';
import { isResource, pileOffsets, SUPPLY_SHOWN, FAVOR_TOKEN_HEIGHT, type TableLayout } from '../pure/layout.js';
import { atlasMaterial, yawToward } from '../three/instancing.js';
import { Instanced, type Item } from './Instanced.js';
import { useModelGeometry } from '../three/models.js';
import { CLAN_LOOKS, RESOURCE_COLORS, SHARD_COLORS } from '../paint/palette.js';
import { drawCard, drawCardBack, drawTokenAtlas, drawVillageTile, makeCanvas, TOKEN_CELLS } from '../paint/textures.js';
import { CATALOG } from '../../catalog.generated.js';
import { surfaceMaterial } from '../three/materials.js';
import { useLook } from '../three/quality.js';

// ---------------------------------------------------------------- textures (cached for the page's life)

let tokenAtlas: CanvasTexture | null = null;
function getTokenAtlas(): CanvasTexture {
  if (!tokenAtlas) {
    tokenAtlas = new CanvasTexture(drawTokenAtlas());
    tokenAtlas.colorSpace = SRGBColorSpace;
  }
  return tokenAtlas;
}

const tokenCell = (clan: ClanId | 'first'): [number, number] => [(clan === 'first' ? 4 : CATALOG.clanOrder.indexOf(clan)) / TOKEN_CELLS, 0];

/** Cards: every event, then every revelation, then the two backs, in one atlas. */
const CARD_CELL_W = 256;
const CARD_CELL_H = Math.round((CARD_CELL_W * CARD_LENGTH) / CARD_WIDTH);
const eventIds = Object.keys(CATALOG.events).map(Number);
const revelationIds = Object.keys(CATALOG.revelations).map(Number);
const CARD_CELLS = eventIds.length + revelationIds.length + 2;
const CARD_COLS = 8;
const CARD_ROWS = Math.ceil(CARD_CELLS / CARD_COLS);
function cardCellIndex(kind: 'event' | 'revelation' | 'eventBack' | 'revelationBack', id = 0): number {
  if (kind === 'event') return Math.max(0, eventIds.indexOf(id));
  if (kind === 'revelation') return eventIds.length + Math.max(0, revelationIds.indexOf(id));
  return eventIds.length + revelationIds.length + (kind === 'eventBack' ? 0 : 1);
}
const cardCell = (i: number): [number, number] => [(i % CARD_COLS) / CARD_COLS, 1 - (Math.floor(i / CARD_COLS) + 1) / CARD_ROWS];

/** The card atlas per language (the cards print their names and texts). */
const cardAtlases = new Map<string, CanvasTexture>();
function getCardAtlas({ words: w, key }: PaintedWords): CanvasTexture {
  let cardAtlas = cardAtlases.get(key);
  if (!cardAtlas) {
    const [canvas, ctx] = makeCanvas(CARD_COLS * CARD_CELL_W, CARD_ROWS * CARD_CELL_H);
    const put = (i: number, c: HTMLCanvasElement) => ctx.drawImage(c, (i % CARD_COLS) * CARD_CELL_W, Math.floor(i / CARD_COLS) * CARD_CELL_H);
    eventIds.forEach((id) => put(cardCellIndex('event', id), drawCard('event', id, CARD_CELL_W, w)));
    revelationIds.forEach((id) => put(cardCellIndex('revelation', id), drawCard('revelation', id, CARD_CELL_W, w)));
    put(cardCellIndex('eventBack'), drawCardBack('events', CARD_CELL_W));
    put(cardCellIndex('revelationBack'), drawCardBack('revelations', CARD_CELL_W));
    cardAtlas = new CanvasTexture(canvas);
    cardAtlas.colorSpace = SRGBColorSpace;
    cardAtlas.anisotropy = 8;
    cardAtlases.set(key, cardAtlas);
  }
  return cardAtlas;
}

/** Village tiles: every village by id, then the shrine's empty site. */
const villageIds = Object.keys(CATALOG.villages).map(Number);
const VILLAGE_COLS = 4;
const VILLAGE_ROWS = Math.ceil((villageIds.length + 1) / VILLAGE_COLS);
const villageCellIndex = (id: number, built: boolean) => (built ? Math.max(0, villageIds.indexOf(id)) : villageIds.length);
const villageCell = (i: number): [number, number] => [(i % VILLAGE_COLS) / VILLAGE_COLS, 1 - (Math.floor(i / VILLAGE_COLS) + 1) / VILLAGE_ROWS];
/** The village atlas per language (the tiles print their names). */
const villageAtlases = new Map<string, CanvasTexture>();
function getVillageAtlas({ words: w, key }: PaintedWords): CanvasTexture {
  let villageAtlas = villageAtlases.get(key);
  if (!villageAtlas) {
    const s = 256;
    const [canvas, ctx] = makeCanvas(VILLAGE_COLS * s, VILLAGE_ROWS * s);
    const put = (i: number, c: HTMLCanvasElement) => ctx.drawImage(c, (i % VILLAGE_COLS) * s, Math.floor(i / VILLAGE_COLS) * s);
    villageIds.forEach((id) => put(villageCellIndex(id, true), drawVillageTile(id, true, s, w)));
    put(villageCellIndex(-1, false), drawVillageTile(-1, false, s, w));
    villageAtlas = new CanvasTexture(canvas);
    villageAtlas.colorSpace = SRGBColorSpace;
    villageAtlas.anisotropy = 8;
    villageAtlases.set(key, villageAtlas);
  }
  return villageAtlas;
}

// ---------------------------------------------------------------- geometry and materials

const VILLAGE_R = 2.0;
const VILLAGE_H = 0.28;

function usePieceAssets() {
  const look = useLook();
  // Cards and village tiles print words: painted again in a new language, once its font is here.
  const painted = usePaintedWords();
  const herald = useModelGeometry('herald', 'herald');
  const pioneer = useModelGeometry('pioneer', 'pioneer');
  const shard = useModelGeometry('moonShard', 'moon-shard');
  return useMemo(() => {
    const geos = {
      herald,
      pioneer,
      shard,
      token: new CylinderGeometry(0.85, 0.85, FAVOR_TOKEN_HEIGHT, 28).translate(0, FAVOR_TOKEN_HEIGHT / 2, 0),
      tokenTop: new PlaneGeometry(1.5, 1.5).rotateX(-Math.PI / 2),
      first: new CylinderGeometry(1.3, 1.3, 0.3, 36).translate(0, 0.15, 0),
      coin: new CylinderGeometry(0.62, 0.62, 0.2, 20).translate(0, 0.1, 0),
      scroll: new CylinderGeometry(0.26, 0.26, 1.7, 12).rotateZ(Math.PI / 2).translate(0, 0.26, 0),
      lantern: new SphereGeometry(0.5, 14, 10).scale(1, 1.2, 1).translate(0, 0.6, 0),
      card: new PlaneGeometry(CARD_WIDTH, CARD_LENGTH).rotateX(-Math.PI / 2),
      deck: new BoxGeometry(CARD_WIDTH, 1, CARD_LENGTH).translate(0, 0.5, 0),
      village: new CylinderGeometry(VILLAGE_R, VILLAGE_R, VILLAGE_H, 6).translate(0, VILLAGE_H / 2, 0),
      villageTop: new PlaneGeometry(VILLAGE_R * 2, VILLAGE_R * 2).rotateX(-Math.PI / 2),
    };
    const mats = {
      painted: surfaceMaterial(look, { color: '#ffffff', roughness: 0.45, metalness: 0.05 }),
      wood: surfaceMaterial(look, { color: '#ffffff', roughness: 0.7 }),
      coin: surfaceMaterial(look, { color: RESOURCE_COLORS.coin, roughness: 0.32, metalness: 0.75 }),
      scroll: surfaceMaterial(look, { color: RESOURCE_COLORS.scroll, roughness: 0.85 }),
      lantern: surfaceMaterial(look, { color: RESOURCE_COLORS.lantern, roughness: 0.55, emissive: '#5a1408', emissiveIntensity: 0.6 }),
      shard: surfaceMaterial(look, { color: '#ffffff', roughness: 0.18, metalness: 0.1, emissive: '#1a1020', emissiveIntensity: 0.4 }),
      paper: surfaceMaterial(look, { color: '#e9dfc8', roughness: 0.9 }),
      tokenTop: atlasMaterial(look, getTokenAtlas(), TOKEN_CELLS, 1, 'token', { roughness: 0.5, polygonOffset: true, polygonOffsetFactor: -2 }),
      cardFace: atlasMaterial(look, getCardAtlas(painted), CARD_COLS, CARD_ROWS, 'cards', { roughness: 0.7, polygonOffset: true, polygonOffsetFactor: -2 }),
      villageTop: atlasMaterial(look, getVillageAtlas(painted), VILLAGE_COLS, VILLAGE_ROWS, 'villages', {
        roughness: 0.75,
        transparent: true,
        alphaTest: 0.5,
        polygonOffset: true,
        polygonOffsetFactor: -2,
      }),
    };
    return { geos, mats };
  }, [herald, pioneer, shard, look, painted]);
}

// ---------------------------------------------------------------- the pieces

const clanColor = (clan: ClanId) => CLAN_LOOKS[clan].color;
const q = (axis: Vector3, angle: number) => new Quaternion().setFromAxisAngle(axis, angle);
const Y = new Vector3(0, 1, 0);

/** Deterministic small jitter so piles look placed by hand. */
const jitter = (i: number, k: number) => Math.sin(i * 12.9898 + k * 78.233) * 0.5;

function poolItems(l: TableLayout): Record<PoolKey, Item[]> {
  const out: Record<PoolKey, Item[]> = { coin: [], scroll: [], lantern: [], coral: [], jade: [], agate: [] };
  const piles = [
    ...l.pools.map((p) => ({ kind: p.kind, count: p.count, at: p.position })),
    ...(['coin', 'scroll', 'lantern', 'coral', 'jade', 'agate'] as const).map((kind) => ({ kind, count: SUPPLY_SHOWN, at: supplyPosition(kind) })),
  ];
  for (const pile of piles) {
    pileOffsets(pile.kind, Math.min(pile.count, 30)).forEach((o, i) => {
      const position = vec3(pile.at.x + o.x, pile.at.y + o.y, pile.at.z + o.z);
      const yaw = jitter(i, pile.at.x) * 3;
      if (isResource(pile.kind)) out[pile.kind].push({ position, yaw });
      else {
        const tilt = new Quaternion().setFromAxisAngle(new Vector3(Math.cos(yaw), 0, Math.sin(yaw)), 0.25 + 0.2 * jitter(i, 3));
        out[pile.kind].push({ position, quaternion: q(Y, yaw).multiply(tilt), scale: 0.9, color: SHARD_COLORS[pile.kind] });
      }
    });
  }
  return out;
}

export function Pieces({ layout, children }: { layout: TableLayout; children?: ReactNode }) {
  const { geos, mats } = usePieceAssets();
  const l = layout;

  const tokens = useMemo(() => {
    const favor: Item[] = l.favor.map((t) => ({ position: t.position, color: clanColor(t.clan) }));
    const favorTops: Item[] = l.favor.map((t) => ({
      position: vec3(t.position.x, t.position.y + FAVOR_TOKEN_HEIGHT + 0.002, t.position.z),
      cell: tokenCell(t.clan),
    }));
    const heralds: Item[] = l.heralds.map((t) => ({ position: t.position, color: clanColor(t.clan) }));
    const heraldTops: Item[] = l.heralds.map((t) => ({ position: vec3(t.position.x, t.position.y + 0.505, t.position.z), cell: tokenCell(t.clan), scale: 1.0 }));
    const pioneers: Item[] = l.pioneers.map((t) => ({ position: t.position, color: clanColor(t.clan) }));
    const first: Item[] = l.firstPlayer ? [{ position: l.firstPlayer.position, color: '#a8322a' }] : [];
    const firstTop: Item[] = l.firstPlayer
      ? [{ position: vec3(l.firstPlayer.position.x, l.firstPlayer.position.y + 0.302, l.firstPlayer.position.z), cell: tokenCell('first'), scale: 1.6 }]
      : [];
    return { favor, favorTops, heralds, heraldTops, pioneers, first, tops: [...favorTops, ...heraldTops, ...firstTop] };
  }, [l]);

  const pools = useMemo(() => poolItems(l), [l]);

  const cards = useMemo(() => {
    const faces: Item[] = l.cards.map((c) => ({
      position: vec3(c.position.x, 0.03, c.position.z),
      yaw: yawToward(c.ahead),
      cell: cardCell(cardCellIndex(c.kind, c.id)),
    }));
    const decks: Item[] = [];
    const backs: Item[] = [];
    for (const d of l.decks) {
      if (d.kind === 'villages' || d.count <= 0) continue;
      const h = Math.max(0.06, d.count * 0.045);
      decks.push({ position: d.position, scale: [1, h, 1], color: d.kind === 'events' ? '#24304a' : '#3b2449' });
      backs.push({ position: vec3(d.position.x, h + 0.005, d.position.z), cell: cardCell(cardCellIndex(d.kind === 'events' ? 'eventBack' : 'revelationBack')) });
    }
    return { faces, decks, backs };
  }, [l]);

  const villages = useMemo(() => {
    const tiles: Item[] = [];
    const tops: Item[] = [];
    for (const v of l.villages) {
      const yaw = yawToward(v.ahead);
      tiles.push({ position: vec3(v.position.x, 0, v.position.z), yaw, color: v.built ? '#b99a6a' : '#8c8170', scale: [1, v.built ? 1 : 0.5, 1] });
      tops.push({ position: vec3(v.position.x, (v.built ? VILLAGE_H : VILLAGE_H / 2) + 0.003, v.position.z), yaw, cell: villageCell(villageCellIndex(v.id, v.built)) });
    }
    const pile = l.decks.find((d) => d.kind === 'villages');
    if (pile && pile.count > 0) {
      for (let i = 0; i < pile.count; i++) tiles.push({ position: vec3(pile.position.x, pile.position.y + i * VILLAGE_H, pile.position.z), yaw: 0.3, color: '#b99a6a' });
      tops.push({
        position: vec3(pile.position.x, pile.position.y + pile.count * VILLAGE_H + 0.003, pile.position.z),
        yaw: 0.3,
        cell: villageCell(villageCellIndex(pile.topId, pile.topId >= 0)),
      });
    }
    return { tiles, tops };
  }, [l]);

  return (
    <group name="pieces">
      <Instanced name="favor-tokens" geometry={geos.token} material={mats.painted} items={tokens.favor} />
      <Instanced name="heralds" geometry={geos.herald} material={mats.painted} items={tokens.heralds} />
      <Instanced name="pioneers" geometry={geos.pioneer} material={mats.painted} items={tokens.pioneers} />
      <Instanced name="first-player" geometry={geos.first} material={mats.painted} items={tokens.first} />
      <Instanced name="token-tops" geometry={geos.tokenTop} material={mats.tokenTop} items={tokens.tops} castShadow={false} />
      <Instanced name="coins" geometry={geos.coin} material={mats.coin} items={pools.coin} />
      <Instanced name="scrolls" geometry={geos.scroll} material={mats.scroll} items={pools.scroll} />
      <Instanced name="lanterns" geometry={geos.lantern} material={mats.lantern} items={pools.lantern} />
      <Instanced name="shards" geometry={geos.shard} material={mats.shard} items={[...pools.coral, ...pools.jade, ...pools.agate]} />
      <Instanced name="cards" geometry={geos.card} material={mats.cardFace} items={[...cards.faces, ...cards.backs]} castShadow={false} />
      <Instanced name="decks" geometry={geos.deck} material={mats.painted} items={cards.decks} />
      <Instanced name="village-tiles" geometry={geos.village} material={mats.wood} items={villages.tiles} />
      <Instanced name="village-tops" geometry={geos.villageTop} material={mats.villageTop} items={villages.tops} castShadow={false} />
      {children}
    </group>
  );
}

