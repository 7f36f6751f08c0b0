// Issue 13: every documented operation fuzzed with data generated from its own schema. The test reads
// the OpenAPI document the app serves, and for each operation sends, over real HTTP, requests built
// by fast-check from the operation's path, query and body schemas: values that fit, boundary values,
// wrong types, huge strings, unicode and NUL bytes, nested junk, junk multipart parts; anonymous or
// as a buyer, an agent or an admin, with the ids of real rows some of the time. No answer may be a
// 5xx, or show a stack trace, SQL, a file system path or a driver's error name.
//
// The run is the same every time (issue 24): the seeds of KNOWN_SEEDS, one after the other, so a
// latent bug cannot fail an unrelated change. `npm run fuzz` hunts with a new random seed and 10
// times the requests; a seed that finds a bug joins KNOWN_SEEDS with its fix.
// Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project api src/fuzz.test.ts
// FUZZ_RUNS sets the requests per operation (and per signed-in role); FUZZ_RANDOM=1 draws the seed.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  paiements,
  parcelles,
  plansPaiement,
  preuves,
  recus,
  reservations,
  users,
} from './db/schema/index';
import { createTestApp, type TestApp } from '../test/build-app';
import { createUser, restoreTestUser, signIn, type TestUser } from '../test/accounts';
import { createReservation, multipart, pdfBytes, pngBytes, type Part } from '../test/reservation-fixtures';

/** Every seed that found a bug (its fix's commit names it), then one more. */
const KNOWN_SEEDS = [325646682, 1030999461, 2026112801];
const SEEDS = process.env.FUZZ_SEED
  ? [Number(process.env.FUZZ_SEED)]
  : process.env.FUZZ_RANDOM
    ? [Math.floor(Math.random() * 2 ** 31)]
    : KNOWN_SEEDS;
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

/** What no answer may contain: traces, SQL, paths on the server, driver and runtime error names. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at \S|\bat (async )?\S+ \(/],
  ['source file', /\.(ts|js|mjs):\d/],
  ['SQL', /\bselect .* from\b|\binsert into\b|\bsyntax error\b|relation \\?"|\bviolates .* constraint\b/i],
  ['path', /\/work\/|\/tmp\/|node_modules|apps\/api|\/home\/|\/var\/lib\//],
  [
    'error name',
    /DrizzleQueryError|DatabaseError|PostgresError|ZodError|TypeError|RangeError|ReferenceError|ECONNREFUSED|ENOENT|EACCES|FST_ERR/,
  ],
];

// -------------------------------------------------------------------------------------------------
// The OpenAPI document, as much of it as the generators read.

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  jsonBody?: Schema;
  multipart: boolean;
}

function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      };
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return ops;
}

// -------------------------------------------------------------------------------------------------
// Generators. None of them produces a string the leak checks look for, so an answer that echoes
// what was sent never counts as a leak.

/** Strings that break naive code: markup, injections, control and odd unicode characters. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFEFF',
  '\u202Etxt.exe',
  '𝔓𝔞𝔯𝔠𝔢𝔩𝔩𝔢',
  '👨‍👩‍👧‍👦',
  'é'.normalize('NFD'),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
  '\r\nX-Injected: 1',
];

const shortNasty = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 0, max: 3_000 }).map((n) => 'x'.repeat(n)),
);
/** In bodies, now and then a huge one (past every text maximum, under the body limit). */
const nastyString = fc.oneof(
  { weight: 8, arbitrary: shortNasty },
  { weight: 1, arbitrary: fc.integer({ min: 3_000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);

const junkNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -1e-308, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Anything JSON can carry, nested. */
const junkJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    junkNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** Ids of real rows, filled in beforeAll: the generators take them some of the time. */
const REAL: Record<string, string[]> = {};
const realOf = (...pools: string[]) => {
  const ids = pools.flatMap((p) => REAL[p] ?? []);
  return ids.length ? fc.constantFrom(...ids) : fc.uuid();
};

/** The pools a path or body field's ids are likely drawn from, by its name. */
function poolsFor(name: string, path: string): string[] {
  if (name === 'parcelleId') return ['parcelles'];
  if (name === 'reservationId') return ['reservations'];
  if (name === 'preuveId') return ['preuves'];
  if (name === 'planPaiementId' || name === 'planId') return ['plans'];
  if (name === 'code') return ['codes'];
  if (name === 'numero') return ['numeros'];
  if (name !== 'id') return ['parcelles', 'reservations', 'paiements', 'users'];
  const resource = path.split('/')[3] ?? '';
  const byResource: Record<string, string> = {
    parcelles: 'parcelles',
    reservations: 'reservations',
    paiements: 'paiements',
    utilisateurs: 'users',
    notifications: 'notifications',
    'plans-paiement': 'plans',
  };
  return [byResource[resource] ?? 'parcelles'];
}

// Roughly: formats and patterns are only hinted at.
/** A value that fits `schema`; `strict` keeps junk out of its members too (to reach the happy paths). */
function fitting(
  schema: Schema,
  name: string,
  path: string,
  depth = 0,
  strict = false,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((s) => fitting(s, name, path, depth, strict)));
  if (schema.allOf?.length)
    return fitting(Object.assign({}, ...schema.allOf) as Schema, name, path, depth, strict);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000_000;
      const ints = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) });
      const bounds = fc.constantFrom(min, max, min - 1, max + 1);
      return type === 'integer'
        ? fc.oneof(ints, bounds)
        : fc.oneof(ints, bounds, fc.double({ min, max, noNaN: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const item = fitting(schema.items ?? {}, name, path, depth + 1, strict);
      return fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    }
    case 'object': {
      if (depth > 3) return fc.constant({});
      const props = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const model = Object.fromEntries(
        props.map(([k, s]) => [
          k,
          strict ? fitting(s, k, path, depth + 1, true) : value(s, k, path, depth + 1),
        ]),
      );
      return fc.record(model, { requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)) });
    }
    default: {
      if (schema.format === 'uuid' || /id$/i.test(name))
        return fc.oneof(realOf(...poolsFor(name, path)), fc.uuid());
      if (schema.format === 'email' || /email/i.test(name)) return fc.emailAddress();
      if (schema.format === 'date-time' || schema.format === 'date' || /date/i.test(name)) {
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
          .map((d) => (schema.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
      }
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 60;
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.min(max, 200) }),
        fc.constantFrom(
          'x'.repeat(min),
          'x'.repeat(Math.min(max, 100_000)),
          'x'.repeat(Math.min(max + 1, 200_001)),
        ),
        fc.constantFrom('Kinshasa2027x', '+243812345678', 'acheteur@exemple.cd'),
      );
    }
  }
}

/** Mostly a fitting value; sometimes one of the wrong type, or nothing at all. */
function value(schema: Schema, name: string, path: string, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fitting(schema, name, path, depth) },
    { weight: 2, arbitrary: junkJson },
    { weight: 1, arbitrary: nastyString },
  );
}

/** What goes in a path segment or a query string: the value as text, nasty or not. */
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

type Who = 'anonyme' | 'acheteur' | 'agent' | 'admin' | 'jeton-faux';

interface Request {
  who: Who;
  path: Record<string, string>;
  query: [string, string][];
  /** An Idempotency-Key, when sent (what creations read from the headers). */
  idempotencyKey?: string;
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; type: string }
    | { kind: 'multipart'; parts: Part[] };
}

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
  fc.constantFrom('png', 'pdf', 'empty', 'csv').map((k) => k as 'png' | 'pdf' | 'empty' | 'csv'),
);
const MULTIPART_FIELDS = [
  'reservationId',
  'montant',
  'methode',
  'referencePaiement',
  'commentaire',
  'message',
  'simulation',
];
const FILE_FIELDS = ['preuves', 'images', 'file'];

const multipartParts: fc.Arbitrary<Part[]> = fc.array(
  fc.oneof(
    fc.record({
      name: fc.oneof(fc.constantFrom(...MULTIPART_FIELDS, ...FILE_FIELDS), nastyString),
      value: fc.oneof(
        nastyString,
        realOf('reservations'),
        fc.constantFrom('500', 'VIREMENT_BANCAIRE', 'true'),
      ),
    }),
    fc.record({
      name: fc.oneof(fc.constantFrom(...FILE_FIELDS), nastyString),
      filename: fc.oneof(
        fc.constantFrom('preuve.png', 'recu.pdf', 'parcelles.csv', '../../x.png', '.png', 'a\u0000.pdf'),
        nastyString,
      ),
      contentType: fc.constantFrom(
        'image/png',
        'application/pdf',
        'text/csv',
        'application/octet-stream',
        'x/y; a=b',
      ),
      data: fileBytes as fc.Arbitrary<unknown> as fc.Arbitrary<Buffer>,
    }),
  ),
  { maxLength: 8 },
);

function requestFor(op: Operation, who: fc.Arbitrary<Who>): fc.Arbitrary<Request> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          { weight: 5, arbitrary: realOf(...poolsFor(p.name, op.path)) },
          { weight: 2, arbitrary: fitting(p.schema ?? {}, p.name, op.path).map(asText) },
          { weight: 2, arbitrary: shortNasty },
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc
    .tuple(
      fc.record(
        Object.fromEntries(
          queryParams.map((p) => [
            p.name,
            fc.oneof(fitting(p.schema ?? {}, p.name, op.path).map(asText), shortNasty),
          ]),
        ),
        { requiredKeys: [] },
      ),
      fc.array(fc.tuple(shortNasty, shortNasty), { maxLength: 2 }),
    )
    .map(([known, extra]) => [...Object.entries(known as Record<string, string>), ...extra]);
  const body: fc.Arbitrary<Request['body']> = op.multipart
    ? fc.oneof(
        { weight: 4, arbitrary: multipartParts.map((parts) => ({ kind: 'multipart' as const, parts })) },
        { weight: 1, arbitrary: rawBody },
      )
    : op.jsonBody
      ? fc.oneof(
          {
            weight: 5,
            arbitrary: value(op.jsonBody, 'body', op.path).map((v) => ({ kind: 'json' as const, value: v })),
          },
          {
            weight: 3,
            arbitrary: fitting(op.jsonBody, 'body', op.path, 0, true).map((v) => ({
              kind: 'json' as const,
              value: v,
            })),
          },
          { weight: 1, arbitrary: rawBody },
        )
      : fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: rawBody });
  return fc.record({ who, path, query, idempotencyKey, body }, { requiredKeys: ['who', 'path', 'query'] });
}

/** Header text (fetch refuses control characters): a few shared keys so some are reused, junk, huge. */
const idempotencyKey = fc.oneof(
  fc.constantFrom('cle-1', 'cle-2', '', ' '),
  fc.uuid(),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.integer({ min: 100, max: 10_000 }).map((n) => 'k'.repeat(n)),
);

/** A body that is not what the route reads: broken JSON, the wrong media type, a huge one. */
const rawBody = fc.oneof(
  fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(nastyString, fc.constantFrom('{', '{"a":', '[1,2', '\u0000', '{"__proto__":{"x":1}}')),
    type: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
    ),
  }),
);

// -------------------------------------------------------------------------------------------------
// The app, its accounts and real rows.

let t: TestApp;
let base: string;
const sessions = new Map<Who, TestUser>();
const totals = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { db } = t.database;
  const [buyer, agent, admin] = await Promise.all([
    createUser(t.app, db),
    createUser(t.app, db, 'AGENT'),
    createUser(t.app, db, 'ADMIN'),
  ]);
  sessions.set('acheteur', buyer);
  sessions.set('agent', agent);
  sessions.set('admin', admin);

  // The buyer's reservations, one with a payment under review, so their routes find real rows.
  // One after the other: the fixture picks the first free plot.
  const mine = [await createReservation(db, buyer.id), await createReservation(db, buyer.id)];
  const form = multipart([
    { name: 'reservationId', value: mine[0]!.id },
    { name: 'montant', value: '500' },
    { name: 'methode', value: 'VIREMENT_BANCAIRE' },
    { name: 'preuves', filename: 'preuve.png', contentType: 'image/png', data: await pngBytes() },
    { name: 'preuves', filename: 'recu.pdf', contentType: 'application/pdf', data: pdfBytes() },
  ]);
  const submitted = await fetch(`${base}/api/v1/paiements/soumettre-preuve`, {
    method: 'POST',
    headers: { ...buyer.headers, ...form.headers },
    body: form.payload,
  });
  expect(submitted.status).toBe(201);
  // Another buyer's reservation: its id must answer 404 to our buyer, whatever is sent.
  const other = await createUser(t.app, db);
  await createReservation(db, other.id);

  const ids = async (rows: Promise<{ id: unknown }[]>) => (await rows).map((r) => String(r.id));
  REAL.parcelles = await ids(db.select({ id: parcelles.id }).from(parcelles).limit(20));
  REAL.reservations = await ids(db.select({ id: reservations.id }).from(reservations));
  REAL.paiements = await ids(db.select({ id: paiements.id }).from(paiements));
  REAL.preuves = await ids(db.select({ id: preuves.id }).from(preuves));
  REAL.plans = await ids(db.select({ id: plansPaiement.id }).from(plansPaiement));
  REAL.notifications = await ids(db.select({ id: notifications.id }).from(notifications));
  REAL.codes = (await db.select({ code: recus.code }).from(recus)).map((r) => r.code);
  REAL.numeros = ['1', '2', '3', '12', '0'];
  // Only the bystanders' ids: an admin's fuzzed PATCH must not deactivate the accounts the test uses.
  REAL.users = (await ids(db.select({ id: users.id }).from(users))).filter(
    (id) => ![buyer.id, agent.id, admin.id].includes(id),
  );
}, 60_000);

afterAll(async () => {
  // The figures of the run, wanted in reports (vitest shows a test file's console output).
  console.warn(
    `fuzz: seeds ${SEEDS.join(', ')}, ${totals.requests} requests, ${totals.serverErrors} answers 5xx; by status ${JSON.stringify(
      Object.fromEntries([...totals.byStatus].sort(([a], [b]) => a - b)),
    )}`,
  );
  await t?.close();
});

/** A lone UTF-16 surrogate, which encodeURIComponent refuses (URIError) and UTF-8 cannot hold. */
const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/**
 * encodeURIComponent, except that a lone surrogate is sent as the three bytes a careless client
 * writes for it (WTF-8, e.g. %ED%A0%80): the server then has to answer malformed UTF-8 in a path,
 * where encodeURIComponent would have thrown in this harness before any request left.
 */
function encodeSegment(value: string): string {
  return value
    .split(LONE_SURROGATE)
    .map((piece, i) => {
      if (i % 2 === 0) return encodeURIComponent(piece);
      const c = piece.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

function urlOf(op: Operation, req: Request): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(req.path[name] ?? ''));
  const query = new URLSearchParams();
  for (const [k, v] of req.query) query.append(k, v);
  const qs = query.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function send(op: Operation, req: Request): Promise<{ status: number; text: string; type: string }> {
  const headers: Record<string, string> = {};
  const session = sessions.get(req.who);
  if (session) headers.authorization = session.headers.authorization;
  if (req.who === 'jeton-faux') headers.authorization = `Bearer ${'e'.repeat(20)}.${randomUUID()}.x`;
  if (req.idempotencyKey !== undefined) headers['idempotency-key'] = req.idempotencyKey;
  let body: Buffer | string | undefined;
  if (req.body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.body.value) ?? 'null';
  } else if (req.body?.kind === 'raw') {
    headers['content-type'] = req.body.type;
    body = req.body.text;
  } else if (req.body?.kind === 'multipart') {
    const parts = await Promise.all(
      req.body.parts.map(async (p): Promise<Part> => {
        if (!('data' in p) || Buffer.isBuffer(p.data)) return p;
        const kind = p.data as unknown as string;
        const data =
          kind === 'png'
            ? await pngBytes()
            : kind === 'pdf'
              ? pdfBytes()
              : kind === 'csv'
                ? Buffer.from('numeroLot;superficie\nZ-1;-5\n')
                : Buffer.alloc(0);
        return { ...p, data };
      }),
    );
    const form = multipart(parts);
    Object.assign(headers, form.headers);
    body = form.payload;
  }
  // fetch refuses a body on GET; every other method may carry one (junk included).
  const method = op.method;
  const sendsBody = body !== undefined && method !== 'GET';
  const res = await fetch(urlOf(op, req), {
    method,
    headers: sendsBody ? headers : withoutBodyHeaders(headers),
    ...(sendsBody ? { body } : {}),
  });
  const type = res.headers.get('content-type') ?? '';
  const textual = /json|text|csv|html|xml/.test(type) || type === '';
  const text = textual ? await res.text() : (await res.arrayBuffer(), '');
  return { status: res.status, text, type };
}

const withoutBodyHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('content-')));

/** Why an answer is wrong, or undefined when it is fine. */
function problemWith(answer: { status: number; text: string }): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  for (const [what, pattern] of LEAKS) {
    const found = pattern.exec(answer.text);
    if (found) return `shows a ${what} (${JSON.stringify(found[0])}): ${answer.text.slice(0, 300)}`;
  }
  return undefined;
}

describe('every documented operation, fuzzed from its own schema', () => {
  it('sees a leak when there is one (the checks themselves)', () => {
    const trace = 'Error: boom\n    at handler (/srv/app/apps/api/src/modules/x.ts:12:5)';
    expect(problemWith({ status: 200, text: trace })).toMatch(/stack frame/);
    expect(problemWith({ status: 400, text: '{"message":"relation \\"users\\" does not exist"}' })).toMatch(
      /SQL/,
    );
    expect(problemWith({ status: 400, text: 'insert into "users" values' })).toMatch(/SQL/);
    expect(problemWith({ status: 404, text: "ENOENT: no such file '/tmp/x'" })).toMatch(/path|error name/);
    expect(problemWith({ status: 503, text: '{}' })).toMatch(/503/);
    expect(problemWith({ status: 200, text: '{"success":true,"data":{"nom":"Ngoy"}}' })).toBeUndefined();
  });

  it('never answers 5xx, and never shows a trace, SQL, a path or an error name', async () => {
    const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as Parameters<typeof operationsOf>[0];
    const ops = operationsOf(doc).filter((op) => op.path.startsWith('/api/v1/'));
    expect(ops.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const seed of SEEDS) {
      // Each seed starts from the same accounts, whatever the previous one changed (address,
      // password) through the profile and password routes.
      for (const [who, user] of sessions) {
        await restoreTestUser(t.database.db, user);
        sessions.set(who, await signIn(t.app, user));
      }
      for (const op of ops) await fuzzOperation(op, seed, failures);
    }
    expect(failures, `seeds ${SEEDS.join(', ')}`).toEqual([]);
  }, 600_000);
});

/** One operation fuzzed with one seed: everyone and anything, then each signed-in role. */
async function fuzzOperation(op: Operation, seed: number, failures: string[]) {
  const run = async (who: fc.Arbitrary<Who>, runs: number) => {
    const result = await fc.check(
      fc.asyncProperty(requestFor(op, who), async (req) => {
        const answer = await send(op, req);
        totals.requests++;
        totals.byStatus.set(answer.status, (totals.byStatus.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) totals.serverErrors++;
        // A fuzzed sign-out or password change ends the role's session: take a new one.
        if (answer.status < 300 && sessions.has(req.who) && /logout|change-password/.test(op.path)) {
          const user = sessions.get(req.who)!;
          sessions.set(req.who, await signIn(t.app, user));
        }
        const problem = problemWith(answer);
        if (problem) throw new Error(problem);
      }),
      // No shrinking: each step is an HTTP call, and the first failing request says enough.
      { seed, numRuns: runs, endOnFailure: true },
    );
    if (result.failed) {
      failures.push(
        `${op.method} ${op.path} (seed ${seed}): ${String(result.errorInstance instanceof Error ? result.errorInstance.message : result.errorInstance)}\n  request: ${fc.stringify(result.counterexample)}`,
      );
    }
  };
  // Everyone and anything, then each signed-in role so the authorized code paths are reached.
  await run(fc.constantFrom<Who>('anonyme', 'jeton-faux', 'acheteur', 'agent', 'admin'), RUNS);
  for (const who of ['acheteur', 'agent', 'admin'] as const) await run(fc.constant(who), RUNS);
}
