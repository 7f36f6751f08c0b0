// Issue 27: behind a load balancer, every per-client limit counts the client the balancer saw, not
// the address a client writes at the left of X-Forwarded-For. Real HTTP: the balancer is this test,
// on 127.0.0.1, appending the "real" client address as nginx's $proxy_add_x_forwarded_for does.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app';

let n = 0;
/** A client address of its own per test, as the balancer sees it. */
const realClient = () => `10.27.${++n}.${Math.floor(Math.random() * 250) + 1}`;
/** An address a client writes itself, different on every request (issue 27: `5.5.<k>.1`). */
const forged = (k: number) => `5.5.${k}.1`;
const uniqueEmail = () => `proxy-${randomUUID().slice(0, 8)}@exemple.cd`;

function through(t: TestApp) {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return async (path: string, { client, k, body }: { client: string; k: number; body?: unknown }) => {
    const res = await fetch(`http://127.0.0.1:${address.port}/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `${forged(k)}, ${client}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await res.arrayBuffer();
    return res.status;
  };
}

async function statuses(count: number, send: (k: number) => Promise<number>): Promise<number[]> {
  const answers = [];
  for (let k = 0; k < count; k++) answers.push(await send(k));
  return answers;
}

describe('behind one load balancer (TRUST_PROXY=1)', () => {
  let t: TestApp;
  let send: ReturnType<typeof through>;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    send = through(t);
  });
  afterAll(() => t?.close());

  it('limits wrong passwords from one client whatever it writes in X-Forwarded-For', async () => {
    const client = realClient();
    const body = { email: uniqueEmail(), motDePasse: 'Mauvais2026' };
    const answers = await statuses(12, (k) => send('/auth/login', { client, k, body }));
    expect(answers.slice(0, 10)).toEqual(Array<number>(10).fill(401));
    expect(answers.slice(10)).toEqual([429, 429]);
    // Another client behind the same balancer is its own client, not caught by the first one's limit.
    expect(await send('/auth/login', { client: realClient(), k: 99, body })).toBe(401);
  });

  it('limits sign-ups and account mails per client the same way', async () => {
    const client = realClient();
    const signUps = await statuses(11, (k) =>
      send('/auth/register', {
        client,
        k,
        body: {
          nom: 'Kasongo Ilunga',
          email: uniqueEmail(),
          telephone: '+243812345678',
          motDePasse: 'Lubumbashi2026',
        },
      }),
    );
    expect(signUps.slice(0, 10)).toEqual(Array<number>(10).fill(201));
    expect(signUps[10]).toBe(429);

    const mails = await statuses(11, (k) =>
      send('/auth/forgot-password', { client, k, body: { email: uniqueEmail() } }),
    );
    expect(mails.slice(0, 10)).toEqual(Array<number>(10).fill(200));
    expect(mails[10]).toBe(429);
  });

  it('limits receipt checks per client the same way', async () => {
    const client = realClient();
    const answers = await statuses(31, (k) => send('/recus/verifier/ABCD-EFGH-JKMN-PQRS', { client, k }));
    expect(answers.slice(0, 30)).toEqual(Array<number>(30).fill(404));
    expect(answers[30]).toBe(429);
  });
});

describe('behind proxies given by address (TRUST_PROXY=<addresses>)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' });
  });
  afterAll(() => t?.close());

  const checkReceipt = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/recus/verifier/ABCD-EFGH-JKMN-PQRS',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  /** The limit's key names the client: 30 receipt checks pass, the 31st is refused for that client. */
  const statusAfter30 = async (remoteAddress: string, forwardedFor: (k: number) => string) => {
    for (let k = 0; k < 30; k++) await checkReceipt(remoteAddress, forwardedFor(k));
    return (await checkReceipt(remoteAddress, forwardedFor(30))).statusCode;
  };

  it('takes the right-most address no listed proxy vouches for', async () => {
    // A CDN (192.168.1.10) then the balancer (10.1.1.1): the client is 41.243.7.7, whatever it wrote.
    expect(await statusAfter30('10.1.1.1', (k) => `${forged(k)}, 41.243.7.7, 192.168.1.10`)).toBe(429);
    expect((await checkReceipt('10.1.1.1', '41.243.7.8, 192.168.1.10')).statusCode).toBe(404);
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    // Straight to the app, bypassing the balancer: the header is the client's own words.
    expect(await statusAfter30('41.243.9.9', forged)).toBe(429);
    expect((await checkReceipt('41.243.9.9', '8.8.8.8')).statusCode).toBe(429);
  });
});
