// A fresh clone's `npm install` stays quiet. The README promises the app on the oldest Node the
// root package.json accepts: a dependency that asks for a newer one makes npm warn EBADENGINE on
// that Node (pin it with `overrides`). npm 11 lists every install script not approved in
// `allowScripts`; the approvals are a reviewed choice, each with its reason.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

interface Lockfile {
  packages: Record<string, { version?: string; engines?: { node?: unknown }; hasInstallScript?: boolean }>;
}
interface RootPackage {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
  '//allowScripts': Record<string, string>;
}

describe('the Node version the README states', () => {
  it('is accepted by every package the lockfile installs', () => {
    const { engines } = readJson('package.json') as RootPackage;
    const oldest = semver.minVersion(engines.node)?.version;
    expect(oldest).toBe('20.19.0');
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('Node 20.19+');

    const { packages } = readJson('package-lock.json') as Lockfile;
    const refusing = Object.entries(packages)
      .filter(([, p]) => typeof p.engines?.node === 'string')
      .filter(([, p]) => !semver.satisfies(oldest!, p.engines!.node as string))
      .map(([where, p]) => `${where}@${p.version} wants node ${String(p.engines!.node)}`);
    expect(refusing).toEqual([]);
  });
});

describe('install scripts', () => {
  it('run for exactly the packages approved in allowScripts, each with its reason', () => {
    const { allowScripts, '//allowScripts': reasons } = readJson('package.json') as RootPackage;
    const { packages } = readJson('package-lock.json') as Lockfile;
    const withScripts = new Set(
      Object.entries(packages)
        .filter(([, p]) => p.hasInstallScript)
        .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)),
    );
    expect([...withScripts].sort()).toEqual(['argon2', 'esbuild', 'sharp']);
    expect(allowScripts).toEqual({ esbuild: true, argon2: true, sharp: true });
    expect(Object.keys(reasons).sort()).toEqual(Object.keys(allowScripts).sort());
  });
});
