import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from './public-pages.mjs';

// The service worker keeps a copy of these pages only (sw/sw.ts): a signed-in page never.
describe('isPublicPagePath', () => {
  it('knows the public pages, a plot page whatever its id, with or without a final slash', () => {
    for (const path of [
      '/',
      '/map',
      '/map/',
      '/parcelle/3f0c2a9e',
      '/contact',
      '/terms',
      '/privacy',
      '/login',
      '/register',
    ]) {
      expect(isPublicPagePath(path), path).toBe(true);
    }
  });

  it('leaves out signed-in pages, the back office and deeper paths', () => {
    for (const path of [
      '/profile',
      '/reservations',
      '/admin',
      '/parcelle',
      '/parcelle/a/b',
      '/mapping',
      '/login/extra',
    ]) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });
});
