// Issue 13: in production /health says ok or not ok and nothing about the database kind or the
// uptime; elsewhere it keeps those details for the developer.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(36).toString('base64'),
  LOG_LEVEL: 'silent',
};

describe('health in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION);
  });
  afterAll(() => t?.close());

  it('answers ok and nothing else', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
    expect(res.body).not.toMatch(/pglite|postgres|uptime/i);
  });

  it('answers 503 without details when the database does not answer', async () => {
    vi.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.body).not.toMatch(/pglite|postgres|uptime|ECONNREFUSED|5432/i);
  });
});

describe('health outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('adds the database kind and the uptime', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'ok',
      database: t.database.kind,
      uptime: expect.any(Number),
    });
  });
});
