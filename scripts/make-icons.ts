// Draws the Ryozen app icon from code and writes the PNGs electron-builder
// uses (build/icon.png 512x512, build/icons/<size>x<size>.png for Linux).
// Run: npm run icons. The picture: the square board seen from above, a ring of
// six sector wedges around the palace's square base, on a dark lacquer tile.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng, type Image } from './png.js';

type RGB = [number, number, number];
const BACKGROUND: RGB = [27, 32, 40];
const BOARD: RGB = [200, 161, 101];
const SECTOR_COLOURS: RGB[] = [
  [176, 74, 58], // Gates
  [214, 170, 62], // Capital
  [86, 140, 96], // Rim
  [190, 92, 124], // Shrine
  [70, 128, 170], // Springs
  [132, 98, 160], // Clanhouse
];
const PALACE: RGB = [236, 228, 210];

/** Colour and coverage of the design at a point in [-1, 1]^2 (y down). */
function shade(x: number, y: number): { c: RGB; a: number } {
  const tile = Math.max(Math.abs(x), Math.abs(y));
  const rounded = Math.hypot(Math.max(Math.abs(x) - 0.78, 0), Math.max(Math.abs(y) - 0.78, 0)) - 0.18;
  if (rounded > 0) return { c: BACKGROUND, a: 0 };
  let c: RGB = BACKGROUND;
  if (tile < 0.82) c = BOARD;
  const r = Math.hypot(x, y);
  if (r > 0.26 && r < 0.7) {
    // six wedges, clockwise from the top, with thin gaps between them
    const ang = (Math.atan2(x, -y) + 2 * Math.PI) % (2 * Math.PI);
    const idx = Math.floor(ang / (Math.PI / 3)) % 6;
    const within = ang - idx * (Math.PI / 3);
    const gap = 0.035 / r;
    if (within > gap && within < Math.PI / 3 - gap) c = SECTOR_COLOURS[idx] as RGB;
  }
  if (Math.max(Math.abs(x), Math.abs(y)) < 0.2) c = PALACE;
  return { c, a: 1 };
}

export function drawIcon(size: number): Image {
  const data = new Uint8Array(size * size * 4);
  const SS = 4; // supersampling per axis
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = ((px + (sx + 0.5) / SS) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / SS) / size) * 2 - 1;
          const s = shade(x, y);
          r += s.c[0] * s.a;
          g += s.c[1] * s.a;
          b += s.c[2] * s.a;
          a += s.a;
        }
      }
      const i = (py * size + px) * 4;
      const n = SS * SS;
      data[i] = a ? Math.round(r / a) : 0;
      data[i + 1] = a ? Math.round(g / a) : 0;
      data[i + 2] = a ? Math.round(b / a) : 0;
      data[i + 3] = Math.round((a / n) * 255);
    }
  }
  return { width: size, height: size, data };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const buildDir = path.join(root, 'build');
  mkdirSync(path.join(buildDir, 'icons'), { recursive: true });
  const big = encodePng(drawIcon(512));
  writeFileSync(path.join(buildDir, 'icon.png'), big);
  for (const size of [512, 256]) {
    writeFileSync(path.join(buildDir, 'icons', `${size}x${size}.png`), size === 512 ? big : encodePng(drawIcon(size)));
  }
  console.log('Wrote build/icon.png, build/icons/512x512.png, build/icons/256x256.png');
}

main();
