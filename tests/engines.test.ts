// package.json's `engines.node` is what we promise a player's Node can run.
// It must not promise more than any installed package accepts: a player on a
// Node our range allows must never meet a dependency that refuses that Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, { engines?: Record<string, string> | string[] }>;
};

/** Every locked package that names the Node versions it runs on (lockfile v2+ records `engines`). */
function nodeRanges(): { name: string; range: string }[] {
  return Object.entries(lock.packages)
    .filter(([key]) => key !== '')
    .flatMap(([key, entry]) => {
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      return range ? [{ name: key.replace(/^.*node_modules\//, ''), range }] : [];
    });
}

describe('engines.node in package.json', () => {
  it('is a valid semver range', () => {
    expect(semver.validRange(pkg.engines?.node ?? '')).not.toBeNull();
  });

  it('promises no Node version that an installed package refuses', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    const ours = pkg.engines!.node!;
    const ranges = nodeRanges();
    // write-file-atomic, electron and @electron/rebuild are the strictest today; the check covers all.
    expect(ranges.length).toBeGreaterThan(100);
    const refusing = ranges.filter(({ range }) => !semver.subset(ours, range)).map(({ name, range }) => `${name} (node ${range})`);
    expect(refusing).toEqual([]);
  });
});
