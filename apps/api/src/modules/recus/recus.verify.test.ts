// Issue 27 (ADR 051): a receipt code of any length, with the web app's files served beside the API
// as in production, gets the route's own 404. Past 100 characters it used to match no route, fall
// to the web app's static files, and get their 403 ("permissions") for a name too long for the disk.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECU_MESSAGES } from '@parcelles/shared/contracts/recus';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { api } from '../../../test/requests';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'parcelles-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Parcelles</title>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t?.close());

describe('GET /recus/verifier/{code} with an overlong code', () => {
  it.each([101, 300, 5_000, 16_000])(
    'answers a code of %i characters with the route’s 404',
    async (length) => {
      const res = await t.app.inject({
        method: 'GET',
        url: api(`/recus/verifier/${'A'.repeat(length)}`),
        remoteAddress: `10.27.9.${length % 250}`,
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: RECU_MESSAGES.notFound });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );
});
