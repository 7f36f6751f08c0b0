// The server's rendering of the public pages (ADR 025), built by `vite build --ssr` into
// dist/server and loaded by the API (apps/api/src/plugins/server-render.ts). Each page is rendered
// with its data: the route loaders wait for it here, the API answers them in-process, and the
// query cache goes along with the HTML so the browser hydrates the same page without asking again.

import { StrictMode, type ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { formatMoney, formatSurface } from '@parcelles/shared/format';
import { AppProvider } from './app/provider';
import { PUBLIC_PAGES } from './app/public-pages.mjs';
import { createRoutes } from './app/router';
import { dehydrateQueries, serializeServerState, SERVER_STATE_ID } from './app/server-state';
import { home as frHome } from './i18n/fr/home';
import { map as frMap } from './i18n/fr/map';
import { parcelle as frParcelle } from './i18n/fr/parcelle';
import { seo } from './i18n/fr/seo';
import { ApiError, setApiTransport } from './lib/api-client';
import { partsLoaded } from './lib/lazy-part';
import { createQueryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';

export interface RenderOptions {
  /** The site's public address (PUBLIC_URL): canonical and Open Graph URLs are built on it. */
  publicUrl: string;
}

export interface RenderedPage {
  status: 200 | 404;
  /** Tags for <head>: title, description, canonical and Open Graph. */
  head: string;
  /** The app's HTML, for inside #root. */
  body: string;
  /** The state script tag, for the end of <body>. */
  state: string;
  /** The screen's source modules, as Vite's manifest names them. */
  modules: string[];
}

/** The API answers the app's `/api/v1/…` calls itself, without a network round trip. */
export function answerApiWith(send: typeof fetch): void {
  setApiTransport(send);
}

/** The page at `url` (path and query), or null when it is not one the server renders. */
export async function render(url: string, { publicUrl }: RenderOptions): Promise<RenderedPage | null> {
  const queryClient = createQueryClient({ retry: false });
  const handler = createStaticHandler(createRoutes(queryClient, { waitForData: true }));
  const request = new Request(new URL(url, publicUrl));
  const context = await handler.query(request);
  // A redirect (none today on these pages): the browser's router handles it.
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  // The home is the index route, which has no path of its own.
  const routePath = leaf?.route.index ? '/' : leaf?.route.path;
  const screen = routePath && PUBLIC_PAGES.get(routePath);
  if (!leaf || !routePath || !screen || context.errors) return null;
  // The screen's parts (lib/lazy-part.ts) are rendered in place, not streamed in later.
  await partsLoaded();

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderWhole(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );

  const { hoisted, rest } = splitHoisted(html);
  const pathname = new URL(url, publicUrl).pathname;
  const plotId = routePath === 'parcelle/:id' ? (leaf.params.id ?? '') : null;
  const plot =
    plotId === null ? undefined : queryClient.getQueryState<Parcelle>(queryKeys.parcelles.detail(plotId));
  const missingPlot =
    plot?.error instanceof ApiError && (plot.error.status === 404 || plot.error.status === 400);
  const status = routePath === '*' || missingPlot ? 404 : 200;

  const state = serializeServerState({
    queries: dehydrateQueries(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  return {
    status,
    head: [...hoisted, headTags(pathname, routePath, plot?.data, publicUrl)].join('\n    '),
    body: rest,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
    modules: [...screen],
  };
}

/**
 * The whole page once every part is ready (a lazy part, such as the hero's slider, included): React 19's
 * streaming renderer, read to the end. Sent whole, the HTML needs no inline script to complete it
 * (the CSP allows none), and a part that fails on the server fails the whole render, which the API
 * then replaces with the client-rendered page.
 */
function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never set a finished part aside to be swapped in by an inline script (React does so past
      // 12.8 KB of HTML, to paint sooner while streaming): the page is sent whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that failed would be left for the browser to render: refuse the page instead.
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * React puts the page's <title> and <meta> first in its output; they belong in <head>, where
 * hydration finds them again.
 */
function splitHoisted(html: string): { hoisted: string[]; rest: string } {
  const hoisted: string[] = [];
  let rest = html;
  for (;;) {
    const tag = /^(<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/.exec(rest);
    if (!tag) return { hoisted, rest };
    hoisted.push(tag[0]);
    rest = rest.slice(tag[0].length);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface PageMeta {
  title: string;
  description: string;
  image?: string;
  /** Only pages worth finding get a canonical address; the others are left out of search. */
  indexed: boolean;
}

function pageMeta(routePath: string, plot: Parcelle | undefined): PageMeta {
  const site = seo;
  switch (routePath) {
    case '/':
      return { title: frHome.title, description: site.homeDescription, indexed: true };
    case 'map':
      return { title: frMap.title, description: site.mapDescription, indexed: true };
    case 'parcelle/:id':
      if (!plot)
        return { title: frParcelle.detail.notFoundTitle, description: site.homeDescription, indexed: false };
      return {
        title: frParcelle.detail.title(plot.numeroLot),
        description: site.plotDescription(
          plot.numeroLot,
          formatSurface(plot.surface),
          formatMoney(plot.prix),
        ),
        image: plot.photos[0] ? `/media/og/parcelle/${encodeURIComponent(plot.id)}.jpg` : undefined, // apps/api plugins/link-preview-image.ts
        indexed: true,
      };
    default:
      return { title: '', description: site.homeDescription, indexed: routePath !== '*' };
  }
}

/** Spec: each plot page, the home and the map carry a preview for messaging apps and search. */
function headTags(
  pathname: string,
  routePath: string,
  plot: Parcelle | undefined,
  publicUrl: string,
): string {
  const meta = pageMeta(routePath, plot);
  const url = `${publicUrl}${pathname}`;
  const tags = [`<meta name="description" content="${escapeHtml(meta.description)}" />`];
  if (meta.indexed) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  if (['/', 'map', 'parcelle/:id'].includes(routePath) && meta.indexed) {
    tags.push(
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Parcelles" />`,
      `<meta property="og:locale" content="fr_CD" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
    );
    if (meta.image) {
      tags.push(
        `<meta property="og:image" content="${escapeHtml(publicUrl + meta.image)}" />`,
        `<meta property="og:image:width" content="1200" />`,
        `<meta property="og:image:height" content="630" />`,
        `<meta name="twitter:card" content="summary_large_image" />`,
      );
    }
  }
  return tags.join('\n    ');
}
