// The console stays free of three's notice about R3F's clock, and keeps every
// other message three prints.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock, error, setConsoleFunction, warn } from 'three';
import { installThreeConsole } from './threeConsole.js';

describe("three's console", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setConsoleFunction(null as never);
  });

  it('says nothing when a clock is made (as R3F does for every canvas), and passes other warnings and errors on', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    installThreeConsole();
    new Clock();
    expect(warned).not.toHaveBeenCalled();
    warn('WebGLRenderer: a texture is too big.', 4096);
    error('WebGLProgram: shader error');
    expect(warned).toHaveBeenCalledWith('THREE.WebGLRenderer: a texture is too big.', 4096);
    expect(failed).toHaveBeenCalledWith('THREE.WebGLProgram: shader error');
  });

  it('without it, three does warn about the clock (the message it mutes is the one three prints)', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    new Clock();
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^THREE\.Clock: This module has been deprecated/));
  });
});
