import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const readJson = async (file: string) =>
  JSON.parse(await readFile(join(root, file), 'utf8')) as Record<string, unknown>;

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

describe('the Node version the README promises', () => {
  it('is accepted by every package npm ci installs (no EBADENGINE warning)', async () => {
    const { engines } = (await readJson('package.json')) as { engines: { node: string } };
    const oldest = semver.minVersion(engines.node)?.version ?? '';
    expect(oldest).toMatch(/^20\./);
    const { packages } = (await readJson('package-lock.json')) as {
      packages: Record<string, LockedPackage>;
    };
    const refusing = Object.entries(packages).flatMap(([path, pkg]) => {
      const node = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      // An optional package (a platform binary) that does not fit is skipped by npm, not warned.
      if (!node || pkg.optional || semver.satisfies(oldest, node)) return [];
      return [`${path}@${pkg.version ?? '?'} wants node ${node}`];
    });
    expect(refusing).toEqual([]);
  });
});
