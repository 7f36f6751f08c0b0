// ADR 025 on the API's side, with a server bundle of our own making (the real one is checked by
// e2e/server-render.spec.ts): a rendered page goes into the built index.html with its status, and
// a render that fails gives the client-rendered index.html with a 200, never an error page.
// robots.txt and sitemap.xml on PUBLIC_URL.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';

const INDEX = [
  '<!doctype html><html lang="fr"><head><title>Parcelles</title>',
  '<meta name="description" content="Le site" /></head>',
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
].join('');

const webDist = mkdtempSync(path.join(os.tmpdir(), 'parcelles-web-ssr-'));
mkdirSync(path.join(webDist, 'server'));
writeFileSync(path.join(webDist, 'index.html'), INDEX);
writeFileSync(
  path.join(webDist, 'server', 'entry-server.js'),
  `let send;
export function answerApiWith(fetcher) { send = fetcher; }
export async function render(url) {
  if (url === '/map') throw new Error('rendering failed');
  if (url === '/profile') return null;
  const health = await send('/api/v1/health');
  return {
    status: url === '/contact' ? 200 : 404,
    head: '<title>Contact</title>',
    body: '<main>Contact ' + health.status + '</main>',
    state: '<script type="application/json" id="server-state">{}</script>',
  };
}`,
);

const PUBLIC_URL = 'https://parcelles.example.cd';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL });
});
afterAll(() => t?.close());

describe('server rendering', () => {
  it('puts the rendered page, its head and its state into index.html, with its status', async () => {
    const res = await t.app.inject('/contact');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The API answered the bundle's call in-process.
    expect(res.body).toContain('<div id="root"><main>Contact 200</main></div>');
    expect(res.body).toContain('<script type="application/json" id="server-state">{}</script>');
    // The page's own title and description replace the template's.
    expect(res.body).toContain('<title>Contact</title>');
    expect(res.body).not.toContain('<title>Parcelles</title>');
    expect(res.body).not.toContain('Le site');
    const missing = await t.app.inject('/nulle-part');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main>Contact 200</main>');
  });

  it('answers a failed render with the client-rendered index.html and a 200', async () => {
    const res = await t.app.inject('/map');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(INDEX);
  });

  it('leaves the pages it does not render (signed-in ones) to the browser', async () => {
    const res = await t.app.inject('/profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('never serves the server bundle itself', async () => {
    expect((await t.app.inject('/server/entry-server.js')).statusCode).toBe(404);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps robots off the signed-in pages and points to the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin/');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists the public pages and every available plot, and no other plot', async () => {
    const cards = (await t.app.inject('/api/v1/parcelles/cards?limit=10000')).json().data as {
      id: string;
      statut: string;
    }[];
    const available = cards.filter((plot) => plot.statut === 'DISPONIBLE');
    const others = cards.filter((plot) => plot.statut !== 'DISPONIBLE');
    expect(available.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);

    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/map`]));
    expect(locs.filter((loc) => loc?.includes('/parcelle/')).sort()).toEqual(
      available.map((plot) => `${PUBLIC_URL}/parcelle/${plot.id}`).sort(),
    );
  });
});
