// ADR 025: the public pages rendered to HTML by this server, with their data, from the web app's
// server bundle (apps/web/src/entry-server.tsx, built into <webDist>/server). The bundle's API
// calls are answered in-process (`inject`), with no network and no session: every page it renders
// is the signed-out page. Anything that goes wrong falls back to the client-rendered index.html.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The server bundle's exports (apps/web/src/entry-server.tsx). */
interface ServerBundle {
  answerApiWith(send: typeof fetch): void;
  render(
    url: string,
    options: { publicUrl: string },
  ): Promise<{ status: number; head: string; body: string; state: string; modules: string[] } | null>;
}

/** Vite's build manifest (`build.manifest`): each source module's chunk and what it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface ServerRenderer {
  /** The page's HTML and status, or null when the server does not render it (signed-in pages). */
  page(url: string): Promise<{ status: number; html: string } | null>;
}

const ROOT = '<div id="root"></div>';

/** The bundle's fetch: the request handled by the app itself, as the browser would send it. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The page template: the built index.html with its own title and description taken out (each
 * rendered page brings its own), and its scripts fetched at low priority: a rendered page reads
 * without them, so on a slow network they must not hold back its stylesheet and first image.
 */
function readTemplate(indexPath: string): { start: string; end: string } | null {
  const html = readFileSync(indexPath, 'utf8')
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace(/<(script type="module"|link rel="modulepreload")([^>]*)>/g, '<$1$2 fetchpriority="low">');
  const at = html.indexOf(ROOT);
  if (at < 0) return null;
  return { start: html.slice(0, at), end: html.slice(at + ROOT.length) };
}

/** The app's code, which the page's first script (src/boot.ts) starts once the page is painted. */
const APP_MODULE = 'src/main.tsx';
/** Where the page's first script finds the chunks to fetch once the page is painted (ADR 027). */
const PRELOADS_ID = 'app-preloads';

/**
 * The `<link rel="modulepreload">` tags of the app's and the screen's chunks and of every chunk they
 * import, in a `<template>`: the page's first script adds them once the page is painted, so the
 * browser fetches them all at once, but only after the stylesheet and the first picture.
 */
function screenPreloads(webDist: string, template: string): (modules: string[]) => string {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => '';
  }
  const cache = new Map<string, string>();
  const closure = (key: string, files: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  return (modules) => {
    const key = modules.join(' ');
    let tags = cache.get(key);
    if (tags === undefined) {
      const files = new Set<string>();
      for (const source of [APP_MODULE, ...modules]) closure(source, files);
      tags = [...files]
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      tags = `<template id="${PRELOADS_ID}">${tags}</template>`;
      cache.set(key, tags);
    }
    return tags;
  };
}

/** The renderer, or null when the web app's server bundle is not built (or does not load). */
export async function loadServerRenderer({
  app,
  webDist,
  publicUrl,
  log,
}: {
  app: FastifyInstance;
  webDist: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}): Promise<ServerRenderer | null> {
  const bundlePath = path.join(webDist, 'server', 'entry-server.js');
  const template = existsSync(bundlePath) ? readTemplate(path.join(webDist, 'index.html')) : null;
  if (!template) {
    log.warn(`web app's server bundle missing (${bundlePath}): public pages are rendered in the browser`);
    return null;
  }
  let bundle: ServerBundle;
  try {
    bundle = (await import(pathToFileURL(bundlePath).href)) as ServerBundle;
    bundle.answerApiWith(injectFetch(app));
  } catch (error) {
    log.error({ error: String(error) }, 'web server bundle failed to load: pages rendered in the browser');
    return null;
  }
  const preloads = screenPreloads(webDist, template.start);
  return {
    async page(url) {
      const page = await bundle.render(url, { publicUrl });
      if (!page) return null;
      const head = [page.head, preloads(page.modules)].filter(Boolean).join('\n    ');
      const start = template.start.replace('</head>', `  ${head}\n  </head>`);
      return {
        status: page.status,
        html: `${start}<div id="root">${page.body}</div>${page.state}${template.end}`,
      };
    },
  };
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The public pages worth finding, besides one page per available plot. */
const SITEMAP_PAGES = ['/', '/map', '/contact', '/terms', '/privacy'];

/**
 * robots.txt (the signed-in and staff pages, and the API, are not for search engines) and
 * sitemap.xml (the public pages and every available plot), both on PUBLIC_URL.
 */
export function registerSiteFiles({
  publicUrl,
  availablePlots,
}: {
  publicUrl: string;
  availablePlots: () => Promise<readonly { id: string; numeroLot: string }[]>;
}) {
  return async (app: FastifyInstance) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(
          [
            'User-agent: *',
            'Disallow: /api/',
            'Disallow: /admin/',
            'Disallow: /reservation/',
            'Disallow: /reservations',
            'Disallow: /profile',
            'Disallow: /notifications',
            'Disallow: /payment',
            'Disallow: /paiements/',
            'Disallow: /parcelles-miennes',
            '',
            `Sitemap: ${publicUrl}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );
    app.get('/sitemap.xml', async (_request, reply) => {
      const plots = await availablePlots();
      const urls = [
        ...SITEMAP_PAGES.map((page) => `${publicUrl}${page}`),
        ...plots.map((plot) => `${publicUrl}/parcelle/${encodeURIComponent(plot.id)}`),
      ];
      return reply
        .header('Cache-Control', 'public, max-age=600')
        .type('application/xml; charset=utf-8')
        .send(
          [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            ...urls.map((url) => `  <url><loc>${xmlEscape(url)}</loc></url>`),
            '</urlset>',
            '',
          ].join('\n'),
        );
    });
  };
}
