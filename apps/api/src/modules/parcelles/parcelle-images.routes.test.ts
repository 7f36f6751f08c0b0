// A plot's pictures (issue 11): staff upload them (judged by content, resized to WebP, a full-size
// copy without metadata kept: ADR 051), reorder and delete them; the public reads see the change at
// once, and the files are served from the storage. Every refused upload leaves the storage folder
// and the rows as they were.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../../../test/build-app';
import { createUsers, type TestUser } from '../../../test/accounts';
import {
  elfBytes,
  exeBytes,
  freePlot,
  multipart,
  pdfBytes,
  pngBytes,
  type Part,
} from '../../../test/reservation-fixtures';
import { hangUpMidUpload, settle } from '../../../test/raw-upload';
import { api, requests } from '../../../test/requests';

let t: TestAppWithDataDir;
let agent: TestUser, admin: TestUser, buyer: TestUser;
/** 1600×1200 JPEG taken sideways (EXIF orientation 6): upright it is 1200×1600. */
let sideways: Buffer;
/** 800×600 PNG. */
let small: Buffer;

const image = (filename: string, data: Buffer, contentType = 'image/jpeg'): Part => ({
  name: 'images',
  filename,
  data,
  contentType,
});

beforeAll(async () => {
  t = await createTestAppWithDataDir('images');
  [agent, admin, buyer] = await createUsers(t.app, t.database.db, 'AGENT', 'ADMIN', 'ACHETEUR');
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  sideways = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a0522d', noise } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7', noise } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

const upload = (plotId: string, parts: Part[], user: TestUser | null = agent) =>
  requests(() => t.app).postForm(user, `/parcelles/${plotId}/images`, {}, parts);

const getPlot = async (plotId: string) => {
  const res = await t.app.inject({ method: 'GET', url: api(`/parcelles/${plotId}`) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const photosOf = async (plotId: string) =>
  (await getPlot(plotId)).json().data.photos as {
    id: string;
    url: string;
    srcset: string;
    original: string;
  }[];

/** Runs `request`, expects `status` and `message`, and checks nothing was stored nor any row added. */
async function refused(
  plotId: string,
  request: () => ReturnType<typeof upload>,
  status: number,
  message: string,
) {
  const before = { files: await t.uploads(), photos: await photosOf(plotId) };
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
  expect(await t.uploads()).toEqual(before.files);
  expect(await photosOf(plotId)).toEqual(before.photos);
  return res;
}

const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/media\//, ''));

describe('uploading pictures', () => {
  it('stores each size as WebP at its width, keeps the original, and lists them with a srcset', async () => {
    const { id: plotId } = await freePlot(t.database.db);
    const before = await photosOf(plotId);
    const res = await upload(plotId, [image('terrain.jpg', sideways), image('vue.png', small, 'image/png')]);
    expect(res.statusCode, res.body).toBe(200);
    const photos = res.json().data.photos as Awaited<ReturnType<typeof photosOf>>;
    expect(photos).toHaveLength(before.length + 2);
    expect(await photosOf(plotId)).toEqual(photos);
    const [jpeg, png] = photos.slice(-2) as [(typeof photos)[0], (typeof photos)[0]];

    // The sideways photo is upright (1200 wide): card 480, gallery 1024, full screen 1200.
    expect(jpeg.srcset).toBe(
      [480, 1024, 1200]
        .map((w, i) => `/media/parcelles/${plotId}/${jpeg.id}/${['carte', 'galerie', 'plein'][i]} ${w}w`)
        .join(', '),
    );
    expect(jpeg.url).toBe(`/media/parcelles/${plotId}/${jpeg.id}/galerie`);
    expect(jpeg.original).toBe(`/media/parcelles/${plotId}/${jpeg.id}/original`);
    for (const [taille, width, height] of [
      ['carte', 480, 640],
      ['galerie', 1024, 1365],
      ['plein', 1200, 1600],
    ] as const) {
      const bytes = await readFile(fileOf(`/media/parcelles/${plotId}/${jpeg.id}/${taille}`));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      expect(meta.exif).toBeUndefined();
    }
    // The full size is upright too, still a JPEG, and its orientation tag is gone with the rest.
    const full = await sharp(await readFile(fileOf(jpeg.original))).metadata();
    expect([full.format, full.width, full.height, full.orientation]).toEqual(['jpeg', 1200, 1600, undefined]);

    // Never enlarged: the 800 px picture has a card size and an 800 px one, nothing larger.
    expect(png.srcset).toBe(
      `/media/parcelles/${plotId}/${png.id}/carte 480w, /media/parcelles/${plotId}/${png.id}/galerie 800w`,
    );
    expect((await t.uploads()).filter((f) => f.includes(png.id)).sort()).toEqual(
      ['carte', 'galerie', 'original'].map((n) => `parcelles/${plotId}/${png.id}/${n}`),
    );
  });

  it('serves the files from the storage with their type, cached forever, and 404 for anything else', async () => {
    const { id: plotId } = await freePlot(t.database.db);
    const res = await upload(plotId, [image('vue.png', small, 'image/png')]);
    expect(res.statusCode, res.body).toBe(200);
    const photo = (res.json().data.photos as { id: string; url: string; original: string }[]).at(-1)!;

    const gallery = await t.app.inject({ method: 'GET', url: photo.url });
    expect(gallery.statusCode).toBe(200);
    expect(gallery.headers['content-type']).toBe('image/webp');
    expect(gallery.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(gallery.headers['content-length'])).toBe(gallery.rawPayload.length);
    expect(gallery.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const etag = gallery.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: photo.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const original = await t.app.inject({ method: 'GET', url: photo.original });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    // The same pixels (PNG is lossless), re-encoded without the file's metadata.
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await pixels(original.rawPayload)).equals(await pixels(small))).toBe(true);

    // Public: no token needed. Missing or made-up keys, and path tricks, are 404s.
    for (const url of [
      `/media/parcelles/${plotId}/${photo.id}/plein`,
      `/media/parcelles/${plotId}/${photo.id}/original.png`,
      `/media/parcelles/${plotId}/${photo.id.toUpperCase()}/carte`,
      `/media/parcelles/${plotId}/00000000-0000-4000-8000-000000000000/carte`,
      `/media/parcelles/${plotId}/${photo.id}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/media/parcelles/../../../etc/passwd`,
      `/media/parcelles/%2e%2e/%2e%2e/carte`,
    ]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('publishes no size with the camera’s metadata: no EXIF, GPS, XMP, nor the raw file (ADR 051)', async () => {
    const { id: plotId } = await freePlot(t.database.db);
    const camera = 'ParcellesCam-Z9';
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const located = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#6b8e23', noise },
    })
      .jpeg({ quality: 85 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: camera, Model: 'Lubumbashi 1', Artist: 'Agent Terrain' },
        IFD2: { DateTimeOriginal: '2026:03:14 09:26:53' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '11/1 39/1 50/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '27/1 28/1 45/1',
        },
      })
      .withXmp(
        `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Make="${camera}"/></rdf:RDF></x:xmpmeta>`,
      )
      .toBuffer();
    const sent = await sharp(located).metadata();
    // What is sent has them all: the camera, and a GPS IFD (its pointer, tag 0x8825, either byte order).
    expect(sent.exif?.includes(camera)).toBe(true);
    expect(
      [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])].some((tag) => sent.exif?.includes(tag)),
    ).toBe(true);
    expect(sent.xmp).toBeDefined();

    const res = await upload(plotId, [image('gps.jpg', located)]);
    expect(res.statusCode, res.body).toBe(200);
    const photo = (res.json().data.photos as Awaited<ReturnType<typeof photosOf>>).at(-1)!;
    const urls = [
      photo.original,
      photo.url,
      ...photo.srcset.split(', ').map((entry) => entry.split(' ')[0]!),
    ];
    expect(new Set(urls).size).toBe(4);
    for (const url of urls) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect({ url, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual(
        {
          url,
          exif: undefined,
          xmp: undefined,
          iptc: undefined,
          orientation: undefined,
        },
      );
      expect(served.rawPayload.includes(camera), url).toBe(false);
    }
    // The full size is the whole picture, upright.
    const full = await sharp(
      (await t.app.inject({ method: 'GET', url: photo.original })).rawPayload,
    ).metadata();
    expect([full.width, full.height]).toEqual([1200, 1600]);
    // And no file of the picture keeps the bytes as sent.
    const stored = (await t.uploads()).filter((f) => f.includes(photo.id));
    expect(stored).toHaveLength(4);
    for (const file of stored) {
      expect((await readFile(path.join(t.dataDir, 'uploads', file))).includes(camera), file).toBe(false);
    }
  });

  it('moves the catalogue version: the plot, its card and the lists show the picture at once', async () => {
    const { id: plotId } = await freePlot(t.database.db);
    const before = await getPlot(plotId);
    const etag = before.headers.etag as string;
    const res = await upload(plotId, [image('vue.png', small, 'image/png')]);
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: api(`/parcelles/${plotId}`),
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const cards = await t.app.inject({ method: 'GET', url: api('/parcelles/cards') });
    const card = (cards.json().data as { id: string; image: string | null }[]).find((c) => c.id === plotId);
    const cover = (after.json().data.photos as { id: string }[])[0]!;
    // The card shows the cover at card size.
    expect(card?.image).toMatch(new RegExp(`/${cover.id}/carte$|^/media/demo/`));
  });
});

describe('refused uploads leave nothing behind', () => {
  let plotId: string;
  beforeAll(async () => {
    plotId = (await freePlot(t.database.db)).id;
  });

  it('refuses an ELF executable renamed .jpg, and a Windows program, naming the file', async () => {
    await refused(
      plotId,
      () => upload(plotId, [image('photo.jpg', elfBytes())]),
      415,
      "Le fichier photo.jpg n'est pas une image valide (JPEG, PNG ou WebP)",
    );
    const res = await refused(
      plotId,
      () => upload(plotId, [image('setup.png', exeBytes(), 'image/png')]),
      415,
      "Le fichier setup.png n'est pas une image valide (JPEG, PNG ou WebP)",
    );
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: { images: "Le fichier setup.png n'est pas une image valide (JPEG, PNG ou WebP)" },
    });
  });

  it('refuses a PDF renamed .jpg after two good files, and deletes the two', async () => {
    await refused(
      plotId,
      () =>
        upload(plotId, [
          image('a.jpg', sideways),
          image('b.png', small, 'image/png'),
          image('plan.jpg', pdfBytes()),
        ]),
      415,
      "Le fichier plan.jpg n'est pas une image valide (JPEG, PNG ou WebP)",
    );
  });

  it('refuses a file over 10 MB, naming it', async () => {
    const big = Buffer.concat([sideways.subarray(0, 4096), Buffer.alloc(11 * 1024 * 1024, 1)]);
    await refused(
      plotId,
      () => upload(plotId, [image('enorme.jpg', big)]),
      413,
      'Le fichier enorme.jpg dépasse 10MB',
    );
  });

  it('refuses a decompression bomb (a small PNG claiming 50000×50000 pixels)', async () => {
    const png = await pngBytes();
    // IHDR starts at byte 8: length (4), type (4), width (4), height (4), … then its CRC.
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    await refused(
      plotId,
      () => upload(plotId, [image('bombe.png', bomb, 'image/png')]),
      413,
      "L'image bombe.png est trop grande (10\u00a0000 pixels de côté et 40 mégapixels au plus)",
    );
  });

  it('refuses a picture more than 10,000 pixels on a side, however few pixels it has', async () => {
    // 12000×100: 1.2 megapixels, a real picture sharp could resize, but no browser shows it whole.
    const strip = await sharp({ create: { width: 12_000, height: 100, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await refused(
      plotId,
      () => upload(plotId, [image('bandeau.png', strip, 'image/png')]),
      413,
      "L'image bandeau.png est trop grande (10\u00a0000 pixels de côté et 40 mégapixels au plus)",
    );
  });

  it('refuses a corrupt image', async () => {
    const broken = Buffer.concat([sideways.subarray(0, 4096), Buffer.alloc(2048, 0)]);
    await refused(
      plotId,
      () => upload(plotId, [image('abime.jpg', broken)]),
      415,
      "L'image abime.jpg est illisible ou endommagée",
    );
  });

  it('refuses a request without picture, and one of eleven', async () => {
    await refused(
      plotId,
      () => upload(plotId, [{ name: 'note', value: 'x' }]),
      400,
      'Veuillez ajouter au moins une image',
    );
    const png = await pngBytes();
    const eleven = Array.from({ length: 11 }, (_, i) => image(`p${i}.png`, png, 'image/png'));
    await refused(plotId, () => upload(plotId, eleven), 400, 'Maximum 10 images par envoi');
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/parcelles/${plotId}/images`),
      headers: agent.headers,
      payload: { images: [] },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Les images doivent être envoyées en multipart/form-data.');
  });

  it('leaves nothing behind when the client hangs up mid-upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = { files: await t.uploads(), photos: await photosOf(plotId) };
    const body = multipart([image('a.png', small, 'image/png'), image('b.jpg', sideways)]);
    // Everything up to the middle of the second file: the first one is complete and gets stored.
    await hangUpMidUpload(
      address,
      `/parcelles/${plotId}/images`,
      agent.headers.authorization,
      body,
      body.payload.length - Math.floor(sideways.length / 2),
      async () => (await t.uploads()).length > before.files.length,
    );
    await settle(async () => isDeepStrictEqual(await t.uploads(), before.files), 10_000);
    expect(await t.uploads()).toEqual(before.files);
    expect(await photosOf(plotId)).toEqual(before.photos);
  });

  it('keeps a plot to 20 pictures (409 once full)', async () => {
    const { id } = await freePlot(t.database.db);
    const png = await pngBytes();
    const existing = (await photosOf(id)).length;
    const room = 20 - existing;
    for (let sent = 0; sent < room; sent += 10) {
      const n = Math.min(10, room - sent);
      const res = await upload(
        id,
        Array.from({ length: n }, (_, i) => image(`p${i}.png`, png, 'image/png')),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await photosOf(id)).toHaveLength(20);
    await refused(
      id,
      () => upload(id, [image('encore.png', png, 'image/png')]),
      409,
      "Cette parcelle a déjà 20 photos, le maximum : supprimez-en avant d'en ajouter.",
    );
  });

  it('is for staff only: 401 for a visitor, 403 for a buyer, 404 for an unknown plot', async () => {
    const png = await pngBytes();
    expect((await upload(plotId, [image('a.png', png, 'image/png')], null)).statusCode).toBe(401);
    expect((await upload(plotId, [image('a.png', png, 'image/png')], buyer)).statusCode).toBe(403);
    const unknown = await upload('00000000-0000-4000-8000-000000000000', [image('a.png', png, 'image/png')]);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('reordering and deleting', () => {
  async function plotWithThree() {
    const { id } = await freePlot(t.database.db);
    const existing = await photosOf(id);
    const res = await upload(
      id,
      [0, 1, 2].map((i) => image(`p${i}.png`, small, 'image/png')),
    );
    expect(res.statusCode, res.body).toBe(200);
    return { id, existing, added: (res.json().data.photos as { id: string }[]).slice(existing.length) };
  }
  const history = async (plotId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: api(`/audit?entite=parcelle&entiteId=${plotId}`),
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.evenements as { action: string; avant: unknown; apres: unknown }[];
  };

  it('takes a permutation of the ids, cover first, and records the order before and after', async () => {
    const { id, existing } = await plotWithThree();
    const photos = await photosOf(id);
    const ordre = [...photos].reverse().map((p) => p.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: api(`/parcelles/${id}/images/ordre`),
      headers: agent.headers,
      payload: { ordre },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data.photos as { id: string }[]).map((p) => p.id)).toEqual(ordre);
    expect(res.json().data.images[0]).toBe(photos.at(-1)!.url);
    // The card's cover follows.
    const cards = await t.app.inject({ method: 'GET', url: api('/parcelles/cards') });
    const card = (cards.json().data as { id: string; image: string }[]).find((c) => c.id === id);
    expect(card?.image).toBe(photos.at(-1)!.url.replace(/galerie$/, 'carte'));
    const events = await history(id);
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['IMAGES_AJOUTEES', 'IMAGES_REORDONNEES']),
    );
    const reorder = events.find((e) => e.action === 'IMAGES_REORDONNEES')!;
    expect(reorder.avant).toEqual({ images: photos.map((p) => p.url) });
    expect(reorder.apres).toEqual({ images: [...photos].reverse().map((p) => p.url) });
    expect(existing.length + 3).toBe(photos.length);
  });

  it('refuses an order that is not a permutation of the plot’s pictures', async () => {
    const { id } = await plotWithThree();
    const ids = (await photosOf(id)).map((p) => p.id);
    for (const ordre of [
      ids.slice(1),
      [...ids, ids[0]!],
      [ids[0]!, ids[0]!, ...ids.slice(2)],
      [...ids.slice(1), 'x'],
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: api(`/parcelles/${id}/images/ordre`),
        headers: agent.headers,
        payload: { ordre },
      });
      expect(res.statusCode, JSON.stringify(ordre)).toBe(400);
      expect(res.json().message).toBe(
        "L'ordre doit citer chaque photo de la parcelle une seule fois (la couverture en premier).",
      );
    }
    expect((await photosOf(id)).map((p) => p.id)).toEqual(ids);
  });

  it('deletes the picture named by any of its URLs, its files too, and closes the gap', async () => {
    const { id } = await plotWithThree();
    const photos = await photosOf(id);
    const victim = photos.at(-2)!;
    const cardUrl = victim.srcset.split(', ')[0]!.split(' ')[0]!;
    expect(cardUrl).toMatch(/\/carte$/);
    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/parcelles/${id}/images`),
      headers: admin.headers,
      payload: { imageUrl: `http://localhost:3000${cardUrl}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = res.json().data.photos as { id: string }[];
    expect(left.map((p) => p.id)).toEqual(photos.filter((p) => p.id !== victim.id).map((p) => p.id));
    expect((await t.uploads()).filter((f) => f.includes(victim.id))).toEqual([]);
    // The order has no gap: the last picture can still be moved first.
    const ordre = [left.at(-1)!.id, ...left.slice(0, -1).map((p) => p.id)];
    const moved = await t.app.inject({
      method: 'PUT',
      url: api(`/parcelles/${id}/images/ordre`),
      headers: admin.headers,
      payload: { ordre },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await history(id)).some((e) => e.action === 'IMAGE_SUPPRIMEE')).toBe(true);

    const again = await t.app.inject({
      method: 'DELETE',
      url: api(`/parcelles/${id}/images`),
      headers: admin.headers,
      payload: { imageUrl: victim.url },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      "Cette photo n'appartient pas à la parcelle (elle a peut-être déjà été supprimée).",
    );
  });

  it('removes a demo photo from the plot without deleting the shared file', async () => {
    const plots = await t.app.inject({ method: 'GET', url: api('/parcelles?limit=50') });
    const withDemo = (plots.json().data.parcelles as { id: string; photos: { original: string }[] }[]).find(
      (p) => p.photos.some((photo) => photo.original.startsWith('/media/demo/')),
    );
    expect(withDemo).toBeDefined();
    const id = withDemo!.id;
    const photos = await photosOf(id);
    const demo = photos.find((p) => p.original.startsWith('/media/demo/'))!;
    // The demo photos have their sizes too: card 480, gallery 1024, the 1200 px original.
    expect(demo.srcset).toMatch(
      /^\/media\/demo\/\S+ 480w, \/media\/demo\/\S+ 1024w, \/media\/demo\/\S+ 1200w$/,
    );
    expect((await t.app.inject({ method: 'GET', url: demo.url })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/parcelles/${id}/images`),
      headers: agent.headers,
      payload: { imageUrl: demo.original },
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: demo.original });
    expect(file.statusCode).toBe(200);
  });
});
