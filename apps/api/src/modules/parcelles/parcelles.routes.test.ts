import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Parcelle,
  ParcelleCard,
  ParcelleList,
  ParcelleStats,
} from '@parcelles/shared/contracts/parcelles';
import { createTestApp, type TestApp } from '../../../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, body: res.statusCode === 304 ? undefined : (res.json() as { success: boolean; data: T }) };
}
const list = async (query: string) => (await get<ParcelleList>(`/api/v1/parcelles?${query}`)).body!.data;
const cards = async (query = '') =>
  (await get<ParcelleCard[]>(`/api/v1/parcelles/cards?${query}`)).body!.data;

describe('GET /parcelles', () => {
  it('pages the catalogue, newest first, 20 per page by default', async () => {
    const { res, body } = await get<ParcelleList>('/api/v1/parcelles');
    expect(res.statusCode).toBe(200);
    const { parcelles, pagination } = body!.data;
    expect(pagination).toEqual({ page: 1, limit: 20, total: 300, pages: 15 });
    expect(parcelles).toHaveLength(20);
    const dates = parcelles.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await list('page=2');
    expect(second.parcelles.map((p) => p.id)).not.toContain(parcelles[0]!.id);
  });

  it('answers every plot field the screens need, with money in dollars', async () => {
    const [plot] = (await list('limit=1&sort=prix')).parcelles;
    expect(plot).toMatchObject({
      numeroLot: expect.stringMatching(/^LOT-\d{3}$/),
      statut: expect.stringMatching(/^(DISPONIBLE|RESERVEE|VENDUE|SUSPENDUE)$/),
      categorie: expect.stringMatching(/^MALAIKA_/),
      adresse: expect.stringContaining('Lubumbashi'),
      position: { x: expect.any(Number), y: expect.any(Number) },
    });
    expect(plot!.surface).toBeGreaterThanOrEqual(300);
    expect(plot!.surface).toBeLessThanOrEqual(1500);
    expect(plot!.prixParM2).toBe(Math.round(plot!.prix / plot!.surface));
    expect(Number.isInteger(plot!.prix * 100)).toBe(true);
  });

  it.each([
    ['statut=DISPONIBLE', (p: Parcelle) => p.statut === 'DISPONIBLE'],
    ['categorie=MALAIKA_PRIME', (p: Parcelle) => p.categorie === 'MALAIKA_PRIME'],
    ['minPrix=20000&maxPrix=30000', (p: Parcelle) => p.prix >= 20000 && p.prix <= 30000],
    ['minSurface=500&maxSurface=700', (p: Parcelle) => p.surface >= 500 && p.surface <= 700],
    ['numeroLot=lot-01', (p: Parcelle) => /^LOT-01\d$/.test(p.numeroLot)],
  ])('filters with %s', async (query, matches) => {
    const { parcelles, pagination } = await list(`${query}&limit=100`);
    expect(pagination.total).toBeGreaterThan(0);
    expect(pagination.total).toBeLessThan(300);
    expect(parcelles.every(matches)).toBe(true);
  });

  it('finds lots by lot number with any case', async () => {
    expect((await list('numeroLot=lot-01')).pagination.total).toBe(10);
  });

  it('searches lot, address and description, ignoring case and accents', async () => {
    const [plot] = (await list('limit=1')).parcelles;
    const street = plot!.adresse!.split(' n°')[0]!;
    const typed = street.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const found = await list(`search=${encodeURIComponent(typed)}&limit=100`);
    expect(found.parcelles.map((p) => p.id)).toContain(plot!.id);
    expect(found.parcelles.every((p) => p.adresse!.includes(street) || p.description!.includes(street))).toBe(
      true,
    );
    expect((await list('search=zzzzzz')).pagination.total).toBe(0);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('search=%25')).pagination.total).toBe(0);
  });

  it.each([
    ['prix', 'asc', (p: Parcelle) => p.prix],
    ['prix', 'desc', (p: Parcelle) => -p.prix],
    ['surface', 'asc', (p: Parcelle) => p.surface],
  ])('sorts by %s %s', async (sort, ordre, key) => {
    const values = (await list(`sort=${sort}&ordre=${ordre}&limit=50`)).parcelles.map(key);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it.each([
    ['numeroLot', 'asc', (p: Parcelle) => p.numeroLot],
    ['numeroLot', 'desc', (p: Parcelle) => p.numeroLot],
    ['statut', 'asc', (p: Parcelle) => p.statut],
    ['statut', 'desc', (p: Parcelle) => p.statut],
  ])('sorts the staff table by %s %s', async (sort, ordre, key) => {
    const values = (await list(`sort=${sort}&ordre=${ordre}&limit=100`)).parcelles.map(key);
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(ordre === 'asc' ? sorted : sorted.reverse());
  });

  it('sorts by lot number ascending by default, the same order page after page', async () => {
    const first = (await list('sort=numeroLot&limit=10')).parcelles.map((p) => p.numeroLot);
    const second = (await list('sort=numeroLot&limit=10&page=2')).parcelles.map((p) => p.numeroLot);
    const both = [...first, ...second];
    expect(both).toEqual([...both].sort());
  });

  it.each([
    ['minPrix=abc', 'minPrix', 'Le prix minimum doit être un nombre positif'],
    ['maxPrix=-5', 'maxPrix', 'Le prix maximum doit être un nombre positif'],
    ['minSurface=1e308', 'minSurface', 'La surface minimum doit être un nombre positif'],
    ['statut=PERDUE', 'statut', 'Statut invalide'],
    ['categorie=MALAIKA_9', 'categorie', 'Catégorie invalide'],
    ['limit=101', 'limit', 'La limite doit être un entier entre 1 et 100'],
    ['limit=0', 'limit', 'La limite doit être un entier entre 1 et 100'],
    ['page=1.5', 'page', 'La page doit être un entier positif'],
    ['sort=random', 'sort', 'Tri invalide (newest, prix, surface, numeroLot ou statut)'],
    ['minPrix=5000&maxPrix=1000', 'maxPrix', 'Le prix maximum doit être supérieur ou égal au prix minimum'],
    [`search=${'a'.repeat(101)}`, 'search', 'La recherche ne peut pas dépasser 100 caractères'],
    ['search=lot%00', 'search', 'Caractères non autorisés'],
    ['minPrix=0x10', 'minPrix', 'Le prix minimum doit être un nombre positif'],
    ['maxSurface=Infinity', 'maxSurface', 'La surface maximum doit être un nombre positif'],
  ])('refuses %s with 400 and a French message on the field', async (query, field, message) => {
    const res = await t.app.inject(`/api/v1/parcelles?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Données invalides. Veuillez vérifier vos informations.',
      errors: { [field]: message },
    });
  });

  it('answers a malformed address with the 400 envelope', async () => {
    const res = await t.app.inject('/api/v1/parcelles/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('ignores empty filter values', async () => {
    expect((await list('statut=&minPrix=&search=')).pagination.total).toBe(300);
  });
});

describe('GET /parcelles/search', () => {
  it('answers the map list view: page 1, 20 per page, filters applied', async () => {
    const { body } = await get<ParcelleList>('/api/v1/parcelles/search?statut=DISPONIBLE');
    expect(body!.data.pagination.limit).toBe(20);
    expect(body!.data.parcelles.every((p) => p.statut === 'DISPONIBLE')).toBe(true);
  });
});

describe('GET /parcelles/cards', () => {
  it('returns every plot when no limit is given, in the light shape the map draws', async () => {
    const all = await cards();
    expect(all).toHaveLength(300);
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'adresse',
        'categorie',
        'descriptionCourte',
        'id',
        'image',
        'nombreImages',
        'numeroLot',
        'position',
        'prix',
        'statut',
        'surface',
      ].sort(),
    );
    expect(all.every((c) => (c.descriptionCourte ?? '').length <= 141)).toBe(true);
    expect(all.some((c) => c.nombreImages > 1)).toBe(true);
  });

  it('applies filters and a limit', async () => {
    const some = await cards('statut=DISPONIBLE&maxPrix=30000&limit=5');
    expect(some).toHaveLength(5);
    expect(some.every((c) => c.statut === 'DISPONIBLE' && c.prix <= 30000)).toBe(true);
    expect((await t.app.inject('/api/v1/parcelles/cards?limit=10001')).statusCode).toBe(400);
  });
});

describe('GET /parcelles/:id', () => {
  it('answers a plot with its pictures, served with long-lived caching', async () => {
    const [card] = (await cards()).filter((c) => c.nombreImages > 0);
    const { res, body } = await get<Parcelle>(`/api/v1/parcelles/${card!.id}`);
    expect(res.statusCode).toBe(200);
    expect(body!.data.numeroLot).toBe(card!.numeroLot);
    // The card shows the cover at card size, the page at gallery size; the srcset lists both.
    const cover = body!.data.photos[0]!;
    expect(body!.data.images[0]).toBe(cover.url);
    expect(cover.srcset).toContain(`${card!.image} 480w`);
    expect(cover.srcset).toContain(`${cover.url} 1024w`);

    const image = await t.app.inject(body!.data.images[0]!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'abc', "1' or '1'='1"])(
    'answers 404 "Ressource non trouvée." for %s',
    async (id) => {
      const res = await t.app.inject(`/api/v1/parcelles/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: 'Ressource non trouvée.',
      });
    },
  );

  it('answers a path that is not UTF-8 (a lone surrogate as WTF-8 bytes) as invalid data, in French', async () => {
    const res = await t.app.inject('/api/v1/parcelles/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Données invalides. Veuillez vérifier vos informations.',
    });
  });
});

describe('GET /parcelles/:id/similaires', () => {
  it('offers up to 4 available plots within 30% of price and surface, never the plot itself', async () => {
    const all = await cards();
    const plot = all.find((c) => c.statut === 'DISPONIBLE' && c.categorie === 'MALAIKA_2B')!;
    const { body } = await get<ParcelleCard[]>(`/api/v1/parcelles/${plot.id}/similaires`);
    const similar = body!.data;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    for (const s of similar) {
      expect(s.id).not.toBe(plot.id);
      expect(s.statut).toBe('DISPONIBLE');
      expect(s.prix).toBeGreaterThanOrEqual(plot.prix * 0.7 - 1);
      expect(s.prix).toBeLessThanOrEqual(plot.prix * 1.3 + 1);
      expect(s.surface).toBeGreaterThanOrEqual(plot.surface * 0.7 - 1);
      expect(s.surface).toBeLessThanOrEqual(plot.surface * 1.3 + 1);
    }
  });
});

describe('GET /parcelles/stats', () => {
  it('counts plots by status and category', async () => {
    const { body } = await get<ParcelleStats>('/api/v1/parcelles/stats');
    const stats = body!.data;
    expect(stats.total).toBe(300);
    expect(Object.values(stats.parStatut).reduce((a, b) => a + b)).toBe(300);
    expect(Object.values(stats.parCategorie).reduce((a, b) => a + b)).toBe(300);
    expect(stats.parStatut.DISPONIBLE).toBeGreaterThan(stats.total / 2);
    expect(stats.parStatut.DISPONIBLE).toBe((await list('statut=DISPONIBLE')).pagination.total);
    expect(stats.prixMin).toBeLessThan(stats.prixMax!);
  });
});

describe('caching and compression of public reads', () => {
  it('revalidates with the ETag, and changes it when a plot changes', async () => {
    const url = '/api/v1/parcelles?statut=DISPONIBLE&limit=1';
    const first = await get<ParcelleList>(url);
    const etag = first.res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.res.headers['cache-control']).toBe('public, no-cache');

    expect((await get(url, { 'if-none-match': etag })).res.statusCode).toBe(304);

    const id = first.body!.data.parcelles[0]!.id;
    await t.database.db.execute(sql`update parcelles set statut = 'SUSPENDUE' where id = ${id}`);
    const after = await get<ParcelleList>(url, { 'if-none-match': etag });
    expect(after.res.statusCode).toBe(200);
    expect(after.res.headers.etag).not.toBe(etag);
    expect(after.body!.data.parcelles[0]!.id).not.toBe(id);
    expect(after.body!.data.pagination.total).toBe(first.body!.data.pagination.total - 1);
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({
      url: '/api/v1/parcelles/cards',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(res.rawPayload).toString()) as { data: unknown[] };
    expect(json.data).toHaveLength(300);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 3);
  });
});

describe('site plan, health, docs and unknown routes', () => {
  it('serves the site plan picture the map draws on', async () => {
    const { body } = await get<{ image: string; largeur: number; hauteur: number }>('/api/v1/plan');
    expect(body!.data).toMatchObject({ largeur: 80000, hauteur: 60000 });
    const svg = await t.app.inject(body!.data.image);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('reports health with the database reachable', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok' });
  });

  it('publishes the OpenAPI document and Swagger UI', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/parcelles', '/api/v1/parcelles/cards', '/api/v1/parcelles/{id}']),
    );
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API routes with the 404 envelope', async () => {
    const res = await t.app.inject('/api/v1/nulle-part');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Ressource non trouvée.' });
  });
});
