// The table picks its look by itself: a player without a usable GPU gets the
// light look unless they ask for the full one, and a player with a GPU never
// sees the light look unless they ask for it.
import { describe, expect, it } from 'vitest';
import { CanvasTexture, MeshLambertMaterial, MeshStandardMaterial } from 'three';
import { chooseLook, LIGHT_DPR, lookSettings } from './quality.js';
import { surfaceMaterial } from './materials.js';

describe('the table look', () => {
  it('auto draws the light look on a software rasteriser and the full look on a GPU', () => {
    expect(chooseLook('auto', true)).toBe('light');
    expect(chooseLook('auto', false)).toBe('full');
  });

  it('high and low are what the player asked for, whatever draws the table', () => {
    for (const software of [true, false]) {
      expect(chooseLook('high', software)).toBe('full');
      expect(chooseLook('low', software)).toBe('light');
    }
  });

  it('the light look draws fewer pixels, without multisampling or image lighting', () => {
    const light = lookSettings('light', true);
    expect(light).toMatchObject({ dpr: LIGHT_DPR, antialias: false, environment: false });
    expect(LIGHT_DPR).toBeLessThan(1);
    const gpu = lookSettings('full', false);
    expect(gpu).toMatchObject({ antialias: true, environment: true });
    expect(gpu.shadowMapSize).toBeGreaterThan(light.shadowMapSize);
  });

  it('materials: physically based in the full look, diffuse in the light one, same colour and picture', () => {
    const map = new CanvasTexture({ width: 4, height: 4 } as unknown as HTMLCanvasElement);
    map.anisotropy = 8;
    const full = surfaceMaterial('full', { color: '#6e2419', map, roughness: 0.5 });
    expect(full).toBeInstanceOf(MeshStandardMaterial);
    const light = surfaceMaterial('light', { color: '#6e2419', map, roughness: 0.5 });
    expect(light).toBeInstanceOf(MeshLambertMaterial);
    expect(light.color.getHexString()).toBe(full.color.getHexString());
    expect(light.map).toBe(map);
    // Plain sampling in the light look; the full look gets its filtering back.
    expect(map.anisotropy).toBe(1);
    surfaceMaterial('full', { map });
    expect(map.anisotropy).toBe(8);
  });
});
