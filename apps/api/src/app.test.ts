import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app';

// The web app's build as the server serves it: pages fall back to index.html, assets are immutable.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'parcelles-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Parcelles</title>');
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t?.close());

describe('serving the web app', () => {
  it.each(['/', '/map', '/parcelle/123', '/une/page/inconnue'])(
    'answers %s with the app, revalidated',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Parcelles</title>');
    },
  );

  it('serves hashed assets for a year, and a missing one as a 404 rather than the page', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/assets/index-old999.js')).statusCode).toBe(404);
  });

  it.each(['/.git/config', '/.env', '/wp-login.php', '/backup.tar.gz', '/%2egit/config', '/map/x.json'])(
    'answers %s, a file the web app does not have, with a plain French 404',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toBe('Ressource non trouvée.');
    },
  );

  it('keeps API errors in the JSON envelope', async () => {
    const res = await t.app.inject('/api/v1/inconnue');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Ressource non trouvée.' });
  });

  it('allows the contact page to embed the OpenStreetMap frame, and nothing else', async () => {
    const csp = (await t.app.inject('/')).headers['content-security-policy'] as string;
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(csp).toContain("script-src 'self'");
  });
});
