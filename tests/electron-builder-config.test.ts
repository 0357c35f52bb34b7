// The packaged app's fuses (electron/electron-builder.yml): flipped in the
// shipped Electron binary so that a player's copy of Ryozen cannot be reused
// as a Node runtime, have code injected through NODE_OPTIONS or a debugger
// port, or load anything but its own integrity-checked app.asar.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const config = parse(readFileSync(path.join(root, 'electron', 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;

describe('electron-builder configuration', () => {
  it('flips the fuses that close the packaged binary', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    // Integrity validation needs the app packed into an asar with its hash embedded.
    expect(config.asar).toBe(true);
  });

  it("is accepted by electron-builder's own schema (a misspelt fuse would be refused)", async () => {
    // electron-builder validates the same way before packaging; its schema lists the real fuse names.
    const requireFromBuilder = createRequire(createRequire(path.join(root, 'package.json')).resolve('electron-builder/package.json'));
    const { validateConfiguration } = requireFromBuilder('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration(cfg: unknown, logger: unknown): Promise<void>;
    };
    const { DebugLogger } = requireFromBuilder('builder-util') as { DebugLogger: new () => unknown };
    await expect(validateConfiguration(config, new DebugLogger())).resolves.toBeUndefined();
    await expect(validateConfiguration({ ...config, electronFuses: { runAsNodeTypo: false } }, new DebugLogger())).rejects.toThrow(/electronFuses/);
  });
});
