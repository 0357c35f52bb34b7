// How the table is drawn. Two looks: "full" (physically based materials lit
// by an environment map, soft shadows, multisampling, the screen's pixel
// ratio) and "light" (diffuse materials, hard shadows, no multisampling, a
// lower internal resolution). On a software rasteriser (no usable GPU) every
// pixel of the full look costs several times a plain textured pixel
// (docs/scene.md has the profile), so "auto" picks the light look there and
// the full look on a GPU.
import { createContext, useContext } from 'react';
import { BasicShadowMap, PCFShadowMap, type ShadowMapType } from 'three';
import type { TableQuality } from '../../../shared/settings-schema.js';

export type Look = 'full' | 'light';

export function chooseLook(quality: TableQuality, software: boolean): Look {
  if (quality === 'high') return 'full';
  if (quality === 'low') return 'light';
  return software ? 'light' : 'full';
}

export interface LookSettings {
  /** Device pixel ratio range handed to the canvas. */
  dpr: number | [number, number];
  antialias: boolean;
  shadowType: ShadowMapType;
  shadowMapSize: number;
  /** Image-based lighting (an environment map) for the physically based materials. */
  environment: boolean;
}

/**
 * The canvas settings of a look. `software` lowers what a CPU rasteriser
 * cannot afford even when the player asks for the full look (no MSAA, a
 * smaller shadow map, pixel ratio 1).
 */
export function lookSettings(look: Look, software: boolean, lightDpr = LIGHT_DPR): LookSettings {
  if (look === 'light') return { dpr: lightDpr, antialias: false, shadowType: BasicShadowMap, shadowMapSize: 1024, environment: false };
  return software
    ? { dpr: 1, antialias: false, shadowType: PCFShadowMap, shadowMapSize: 1024, environment: true }
    : { dpr: [1, 2], antialias: true, shadowType: PCFShadowMap, shadowMapSize: 2048, environment: true };
}

/**
 * Internal resolution of the light look, as a pixel ratio: the frame is drawn
 * at this fraction of the window's size per axis and scaled up by the
 * browser.
 */
export const LIGHT_DPR = 0.55;

export const LookContext = createContext<Look>('full');

export function useLook(): Look {
  return useContext(LookContext);
}
