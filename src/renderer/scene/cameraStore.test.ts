import { describe, expect, it } from 'vitest';
import { cameraKey, createCameraStore, nextMode } from './cameraStore.js';

const key = (k: string, target: unknown = null, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  cameraKey({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods, target: target as EventTarget | null });

describe('camera store', () => {
  it('C cycles seat -> orbit -> top -> seat; T toggles the top view', () => {
    const s = createCameraStore();
    expect(s.getState().mode).toBe('seat');
    s.getState().cycle();
    expect(s.getState().mode).toBe('orbit');
    s.getState().cycle();
    expect(s.getState().mode).toBe('top');
    s.getState().cycle();
    expect(s.getState().mode).toBe('seat');
    s.getState().toggleTop();
    expect(s.getState().mode).toBe('top');
    s.getState().toggleTop();
    expect(s.getState().mode).toBe('seat');
    s.getState().setMode('orbit');
    s.getState().toggleTop();
    expect(s.getState().mode).toBe('top');
    expect(nextMode('top')).toBe('seat');
  });

  it('reads C and T, not while typing nor with modifiers', () => {
    expect(key('c')).toBe('cycle');
    expect(key('C')).toBe('cycle');
    expect(key('t')).toBe('top');
    expect(key('x')).toBeNull();
    expect(key('c', { tagName: 'INPUT' })).toBeNull();
    expect(key('t', { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(key('c', { tagName: 'BUTTON' })).toBe('cycle');
    expect(key('c', null, { ctrlKey: true })).toBeNull();
  });
});
