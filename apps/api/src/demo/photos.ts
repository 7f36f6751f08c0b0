// Demo media rendered locally, so a fresh clone has plot pictures without any download: landscape
// photos of cleared plots in the Katanga savanna (red laterite, miombo woodland, termite mounds,
// survey markers) drawn as SVG and encoded to WebP by sharp, plus the site plan as an SVG file.
// Names carry a hash of the SVG source, so they can be cached forever and a restart skips the work.
import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageTaille } from '@parcelles/shared/contracts/parcelles';
import { WEBP_OPTIONS, planSizes } from '../lib/image-sizes';
import { PHOTO_COUNT, type City } from './city';
import { createRandom, type Random } from './random';
import { renderSitePlanSvg } from './site-plan';

export interface DemoMedia {
  /** File names relative to the media directory. */
  sitePlan: string;
  /** One per photo index, PHOTO_COUNT in all: the 1200×800 original. */
  photos: string[];
  /**
   * Per photo index, the sizes the site shows (ADR 013): card and gallery as their own smaller
   * WebP files, full screen the original itself (1200 wide, never enlarged).
   */
  sizes: DemoPhotoSize[][];
}

export interface DemoPhotoSize {
  taille: ImageTaille;
  name: string;
  largeur: number;
  hauteur: number;
}

const WIDTH = 1200;
const HEIGHT = 800;
const WEBP = { quality: 70, effort: 4 } as const;
/** Part of the hash: bump the texture version when photoTexture or the encoding changes, not the SVG. */
const ENCODING = `texture-1-webp-q${WEBP.quality}-e${WEBP.effort}`;

/**
 * The demo media of `city` in `dir`: their names at once (cheap: the SVG sources and their hashes),
 * each file written only when asked for (`ensure`) or when all of them are (`renderAll`). Lets the
 * server seed its database and answer before the photos exist, and write a photo first when someone
 * asks for it (ADR 029).
 */
export interface DemoMediaRenderer {
  media: DemoMedia;
  /**
   * Resolves true once `name` (a file name in `dir`) is written, writing it (and the original it is
   * made from) first if needed; false at once for a name that is not a demo file.
   */
  ensure(name: string): Promise<boolean>;
  /** Writes every file not there yet, `concurrency` photos at a time. */
  renderAll(options?: { concurrency?: number }): Promise<void>;
}

export function demoMediaRenderer(dir: string, city: City): DemoMediaRenderer {
  const plan = renderSitePlanSvg(city);
  const sitePlan = `site-plan-${hash(plan)}.svg`;
  const photos = Array.from({ length: PHOTO_COUNT }, (_, index) => {
    const svg = renderPhotoSvg(index);
    return { svg, name: `photo-${String(index).padStart(2, '0')}-${hash(ENCODING + svg)}.webp` };
  });
  const sizes = photos.map(({ name }) => sizesOf(name));

  // How each file is written: the site plan as is, an original from its SVG, a smaller size from
  // the original's file once that exists.
  const writers = new Map<string, () => Promise<void>>();
  writers.set(sitePlan, () => writeOnce(dir, sitePlan, async () => plan));
  photos.forEach(({ svg, name }, index) => {
    writers.set(name, () => writeOnce(dir, name, () => encodePhoto(svg, index)));
    for (const size of sizes[index] ?? []) {
      if (size.name === name) continue;
      writers.set(size.name, async () => {
        await ensure(name);
        await writeOnce(dir, size.name, () => resizePhoto(join(dir, name), size.largeur));
      });
    }
  });

  let folder: Promise<unknown> | undefined;
  const written = new Map<string, Promise<boolean>>();
  function ensure(name: string): Promise<boolean> {
    const writer = writers.get(name);
    if (!writer) return Promise.resolve(false);
    let done = written.get(name);
    if (!done) {
      folder ??= mkdir(dir, { recursive: true });
      done = folder.then(writer).then(() => true);
      // A failed write is tried again by the next caller.
      done.catch(() => written.delete(name));
      written.set(name, done);
    }
    return done;
  }

  return {
    media: { sitePlan, photos: photos.map(({ name }) => name), sizes },
    ensure,
    async renderAll({ concurrency = PHOTO_COUNT } = {}) {
      await ensure(sitePlan);
      // Each photo with its sizes; a file someone asked for meanwhile is already on its way.
      const queue = photos.map(({ name }, index) => [name, ...(sizes[index] ?? []).map((s) => s.name)]);
      const worker = async () => {
        for (let files = queue.shift(); files; files = queue.shift()) {
          await Promise.all(files.map(ensure));
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    },
  };
}

/** Writes every demo file of `city` into `dir` (those already there are skipped) and names them. */
export async function generateDemoMedia(dir: string, city: City): Promise<DemoMedia> {
  const renderer = demoMediaRenderer(dir, city);
  await renderer.renderAll();
  return renderer.media;
}

/** The planned sizes of a 1200×800 photo; the largest (1200 wide) is the original itself. */
function sizesOf(original: string): DemoPhotoSize[] {
  const stem = original.replace(/\.webp$/, '');
  return planSizes(WIDTH).map(({ taille, largeur }) => ({
    taille,
    largeur,
    hauteur: Math.round((HEIGHT * largeur) / WIDTH),
    name:
      largeur === WIDTH
        ? original
        : `${stem}-${largeur}-${hash(`${original}:${largeur}:${JSON.stringify(WEBP_OPTIONS)}`)}.webp`,
  }));
}

async function resizePhoto(original: string, largeur: number): Promise<Buffer> {
  return sharp(original).resize({ width: largeur }).webp(WEBP_OPTIONS).toBuffer();
}

async function encodePhoto(svg: string, index: number): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .composite([
      { input: photoTexture(index), raw: { width: WIDTH, height: HEIGHT, channels: 1 }, blend: 'soft-light' },
    ])
    .removeAlpha()
    .webp(WEBP)
    .toBuffer();
}

function hash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** Skips existing files; writes through a temporary name so a crash never leaves a truncated file behind. */
async function writeOnce(dir: string, name: string, render: () => Promise<string | Buffer>): Promise<void> {
  const path = join(dir, name);
  if (await exists(path)) return;
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, await render());
  await rename(temporary, path);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

// The scene. A pinhole camera 1.6 m above flat ground: a point X metres to the side and Z metres ahead
// lands at x = cx + F·X/Z, y = horizon + F·1.6/Z, so sizes shrink with distance as in a real photo.

const F = 900;
const EYE = 1.6;

interface Ambiance {
  skyTop: string;
  skyHorizon: string;
  sun: string;
  /** Sun height above the horizon in pixels; above the frame at midday. */
  sunHeight: number;
  clouds: number;
  cloudLight: string;
  cloudShade: string;
  haze: string;
  hills: string;
  woodland: string;
  grassFar: string;
  grassNear: string;
  blades: string[];
  soilLight: string;
  soilDark: string;
  foliage: string;
  /** Overall warm or cool cast laid over the picture. */
  cast: string;
}

/** Times of day and seasons around Lubumbashi: dry season gold (May–October), rainy season green. */
const AMBIANCES: Ambiance[] = [
  {
    // Dry-season morning.
    skyTop: '#6d9bd3',
    skyHorizon: '#f1dcc2',
    sun: '#fff3d1',
    sunHeight: 150,
    clouds: 3,
    cloudLight: '#fffaf2',
    cloudShade: '#d9cbc4',
    haze: '#cdc6c8',
    hills: '#8e97a8',
    woodland: '#4f5a33',
    grassFar: '#a99c5f',
    grassNear: '#b59a52',
    blades: ['#c8ad64', '#a98f47', '#d9c27e', '#8f7a3c'],
    soilLight: '#b9603a',
    soilDark: '#83391e',
    foliage: '#5d6b2f',
    cast: '#ffd9a8',
  },
  {
    // Midday, deep blue sky with fair-weather cumulus.
    skyTop: '#2f6fc4',
    skyHorizon: '#cfe2f1',
    sun: '#ffffff',
    sunHeight: 520,
    clouds: 6,
    cloudLight: '#ffffff',
    cloudShade: '#c7d1de',
    haze: '#b0c0cf',
    hills: '#7d8fa3',
    woodland: '#44552b',
    grassFar: '#9a9a52',
    grassNear: '#a39549',
    blades: ['#b8a657', '#8e8a3e', '#c9b86c', '#7b7a35'],
    soilLight: '#b25631',
    soilDark: '#7c331b',
    foliage: '#4f6a26',
    cast: '#fff4dd',
  },
  {
    // Late afternoon, golden light.
    skyTop: '#5878b3',
    skyHorizon: '#f6c189',
    sun: '#ffd68e',
    sunHeight: 70,
    clouds: 4,
    cloudLight: '#ffe0bd',
    cloudShade: '#b99290',
    haze: '#d6a98c',
    hills: '#8c7f8f',
    woodland: '#4a4428',
    grassFar: '#b8904c',
    grassNear: '#c69a52',
    blades: ['#d8ae5f', '#b3863f', '#e6c27a', '#94703a'],
    soilLight: '#cd6a3b',
    soilDark: '#94401c',
    foliage: '#5a5d27',
    cast: '#ffb870',
  },
  {
    // Rainy season, heavy sky and lush grass.
    skyTop: '#72889f',
    skyHorizon: '#dfe4e3',
    sun: '#f4f6f2',
    sunHeight: 420,
    clouds: 9,
    cloudLight: '#eef1f1',
    cloudShade: '#8f9aa6',
    haze: '#a3adaf',
    hills: '#6f7f86',
    woodland: '#34502a',
    grassFar: '#6f8e3f',
    grassNear: '#729a3c',
    blades: ['#7fa443', '#5d8431', '#97b653', '#4d6f2a'],
    soilLight: '#a94d2b',
    soilDark: '#72301a',
    foliage: '#3f6a27',
    cast: '#dbe6ea',
  },
  {
    // Hazy end of the dry season, pale sky and bleached grass.
    skyTop: '#8fb0cf',
    skyHorizon: '#eee2cf',
    sun: '#fff6e2',
    sunHeight: 300,
    clouds: 2,
    cloudLight: '#fbf6ee',
    cloudShade: '#ddd3c7',
    haze: '#d9cfc1',
    hills: '#a7a3a6',
    woodland: '#5e603b',
    grassFar: '#c0a96c',
    grassNear: '#c4a65e',
    blades: ['#d6bd7a', '#b59a55', '#e4d093', '#9b8147'],
    soilLight: '#c86f46',
    soilDark: '#93462a',
    foliage: '#6b7236',
    cast: '#ffe6c4',
  },
];

interface Scene {
  random: Random;
  ambiance: Ambiance;
  horizon: number;
  /** Horizontal vanishing point. */
  cx: number;
  plot: Plot;
  /** Which side of the near corner the plot extends to (+1 right, -1 left). */
  side: 1 | -1;
}

/** The plot in ground metres: its left edge, width and near edge (it is 30 m deep). */
interface Plot {
  left: number;
  width: number;
  near: number;
}

const PLOT_DEPTH = 30;

function sceneFor(index: number): Scene {
  const random = createRandom(`cite-malaika-photo-${index}`);
  const ambiance = AMBIANCES[index % AMBIANCES.length] as Ambiance;
  const horizon = random.int(310, 430);
  // Seen from just outside one corner, whose marker stands in the foreground.
  const side = random.chance(0.5) ? 1 : -1;
  const width = random.pick([15, 20, 25]);
  const corner = random.float(-4, 4);
  const plot: Plot = { left: side > 0 ? corner : corner - width, width, near: random.float(6, 9) };
  // Aim the camera at the middle of the plot.
  const aim = (F * (plot.left + width / 2)) / (plot.near + PLOT_DEPTH / 2);
  return { random, ambiance, horizon, cx: Math.round(random.int(500, 700) - aim), plot, side };
}

/** One photo as SVG source; the same index always gives the same picture. */
export function renderPhotoSvg(index: number): string {
  const scene = sceneFor(index);
  const { random, plot, side } = scene;
  const trackLeft = side > 0 ? plot.left + plot.width + 3 : plot.left - 9;
  const hasTrack = random.chance(0.6);
  const layers = [
    sky(scene),
    clouds(scene),
    hills(scene, 0),
    hills(scene, 1),
    woodland(scene),
    ground(scene),
    houses(scene),
    bushes(scene),
    hasTrack ? track(scene, trackLeft) : '',
    clearing(scene, plot),
    termiteMound(scene),
    trees(scene),
    random.chance(0.5) ? fence(scene, side > 0 ? plot.left - 1.5 : plot.left + plot.width + 1.5) : '',
    markers(scene, plot),
    grass(scene, plot, hasTrack ? trackLeft : null),
    finish(scene),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    DEFS,
    ...layers.filter(Boolean),
    '</svg>',
  ].join('\n');
}

const DEFS = `<defs>
<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="0.8"/></filter>
<filter id="far" x="-5%" y="-30%" width="110%" height="160%"><feGaussianBlur stdDeviation="1.6"/></filter>
<filter id="focus" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="2.2"/></filter>
<radialGradient id="vignette" cx="50%" cy="48%" r="75%"><stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.4"/></radialGradient>
</defs>`;

function sky({ ambiance, horizon, random }: Scene): string {
  const sunX = random.int(150, 1050);
  const sunY = horizon - ambiance.sunHeight;
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ambiance.skyTop}"/><stop offset="0.7" stop-color="${mix(ambiance.skyTop, ambiance.skyHorizon, 0.55)}"/><stop offset="1" stop-color="${ambiance.skyHorizon}"/></linearGradient>
<radialGradient id="sun" cx="${sunX}" cy="${sunY}" r="${ambiance.sunHeight > 400 ? 700 : 450}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${ambiance.sun}" stop-opacity="0.95"/><stop offset="0.05" stop-color="${ambiance.sun}" stop-opacity="0.6"/><stop offset="1" stop-color="${ambiance.sun}" stop-opacity="0"/></radialGradient>
<rect width="${WIDTH}" height="${horizon + 40}" fill="url(#sky)"/>
<rect width="${WIDTH}" height="${horizon + 40}" fill="url(#sun)"/>`;
}

/** Cumulus made of soft radial puffs (cheaper than blurring): shaded ones below, lit ones above. */
function clouds({ ambiance, horizon, random }: Scene): string {
  const puff = (id: string, colour: string, opacity: number) =>
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.4" stop-color="${colour}" stop-opacity="${opacity * 0.7}"/><stop offset="0.75" stop-color="${colour}" stop-opacity="${opacity * 0.25}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  const shapes: string[] = [puff('puff', ambiance.cloudLight, 0.95), puff('shade', ambiance.cloudShade, 0.8)];
  for (let i = 0; i < ambiance.clouds; i++) {
    const x = random.float(-100, WIDTH + 100);
    const y = random.float(30, horizon - 110);
    // Clouds nearer the horizon are farther away, so smaller and flatter.
    const size = (0.3 + (1 - y / horizon)) * random.float(60, 130);
    if (random.chance(0.3)) {
      // A thin veil of cirrus instead of a cumulus.
      shapes.push(
        `<g fill="url(#puff)" opacity="0.5">${Array.from({ length: 6 }, () => ellipse(x + random.float(-2, 2) * size, y + random.float(-0.2, 0.2) * size, size * random.float(1, 2), size * 0.12)).join('')}</g>`,
      );
      continue;
    }
    const shade: string[] = [];
    const lit: string[] = [];
    for (let j = random.int(14, 24); j > 0; j--) {
      const dx = random.float(-1.8, 1.8) * size;
      const dy = random.float(-0.8, 0) * size * (1 - Math.abs(dx) / (2 * size));
      const r = random.float(0.2, 0.55) * size;
      shade.push(ellipse(x + dx, y + dy + r * 0.35, r * 1.3, r * 0.75));
      lit.push(ellipse(x + dx - r * 0.1, y + dy - r * 0.1, r * 1.15, r * 0.8));
    }
    shapes.push(`<g fill="url(#shade)">${shade.join('')}</g><g fill="url(#puff)">${lit.join('')}</g>`);
  }
  return shapes.join('\n');
}

/** A ridge line as the sum of a few sines, far (layer 0) bluish and hazy, nearer darker. */
function hills({ ambiance, horizon, random }: Scene, layer: 0 | 1): string {
  const base = horizon - (layer === 0 ? random.float(22, 45) : random.float(6, 16));
  const waves = Array.from({ length: 3 }, (_, i) => ({
    amplitude: random.float(6, 24) / (i + 1),
    frequency: random.float(0.002, 0.006) * (i + 1),
    phase: random.float(0, Math.PI * 2),
  }));
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 20) {
    const y =
      base - waves.reduce((sum, w) => sum + w.amplitude * (1 + Math.sin(x * w.frequency + w.phase)), 0);
    points.push(`${x} ${round(y)}`);
  }
  const colour =
    layer === 0
      ? mix(ambiance.hills, ambiance.skyHorizon, 0.5)
      : mix(ambiance.hills, ambiance.woodland, 0.25);
  return `<path d="M0 ${horizon + 5}L${points.join('L')}L${WIDTH} ${horizon + 5}Z" fill="${colour}" filter="url(#far)"/>`;
}

/** Miombo woodland on the horizon: a dense band of small round crowns, hazier with distance. */
function woodland({ ambiance, horizon, random }: Scene): string {
  const rows = [
    { tone: mix(ambiance.woodland, ambiance.haze, 0.55), lift: 14, size: 5 },
    { tone: mix(ambiance.woodland, ambiance.haze, 0.3), lift: 6, size: 8 },
  ];
  return rows
    .map(({ tone, lift, size }) => {
      const crowns: string[] = [];
      for (let x = -10; x < WIDTH + 10; x += random.float(3, 9)) {
        const r = random.float(0.5, 1.2) * size;
        crowns.push(ellipse(x, horizon - random.float(0, lift), r * 1.3, r));
      }
      return `<g fill="${tone}" filter="url(#soft)"><rect x="0" y="${horizon - 4}" width="${WIDTH}" height="9"/>${crowns.join('')}</g>`;
    })
    .join('\n');
}

function ground({ ambiance, horizon }: Scene): string {
  return `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(ambiance.grassFar, ambiance.haze, 0.4)}"/><stop offset="0.2" stop-color="${ambiance.grassFar}"/><stop offset="1" stop-color="${ambiance.grassNear}"/></linearGradient>
<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#ground)"/>`;
}

function project(scene: Scene, x: number, z: number): [number, number] {
  return [scene.cx + (F * x) / z, scene.horizon + (F * EYE) / z];
}

/** A ground rectangle, its edges wobbling by up to `rough` metres so it doesn't look ruled. */
function groundPatch(
  scene: Scene,
  left: number,
  right: number,
  near: number,
  far: number,
  rough: number,
): string {
  const { random } = scene;
  const points: [number, number][] = [];
  const edge = (from: [number, number], to: [number, number], steps: number) => {
    for (let i = 0; i < steps; i++) {
      const t = i / steps;
      const depth = from[1] + (to[1] - from[1]) * t;
      points.push([
        from[0] + (to[0] - from[0]) * t + random.float(-rough, rough),
        depth + random.float(-rough, rough) * (depth / 10),
      ]);
    }
  };
  edge([left, near], [right, near], 14);
  edge([right, near], [right, far], 10);
  edge([right, far], [left, far], 8);
  edge([left, far], [left, near], 10);
  return `M${points
    .map(([x, z]) => project(scene, x, Math.max(1, z)))
    .map(([x, y]) => `${round(x)} ${round(y)}`)
    .join('L')}Z`;
}

/** Cement-block houses with corrugated roofs, built on neighbouring plots far away. */
function houses(scene: Scene): string {
  const { random, ambiance } = scene;
  return Array.from({ length: random.int(0, 4) }, () => {
    const z = random.float(120, 380);
    const [x, y] = project(scene, random.float(-110, 110), z);
    const w = (F * random.float(7, 12)) / z;
    const h = (F * 3) / z;
    const wall = mix(
      random.pick(['#e9e1d0', '#d8c7a6', '#c9d3cf', '#e6d2b0', '#efe9df']),
      ambiance.haze,
      0.25,
    );
    const roof = mix(random.pick(['#8e8f8c', '#9b5a3c', '#6d7f8c', '#a9aaa5']), ambiance.haze, 0.25);
    return `<g filter="url(#soft)"><rect x="${round(x)}" y="${round(y - h)}" width="${round(w)}" height="${round(h)}" fill="${wall}"/><rect x="${round(x + w * 0.62)}" y="${round(y - h)}" width="${round(w * 0.38)}" height="${round(h)}" fill="#000" opacity="0.12"/><path d="M${round(x - w * 0.05)} ${round(y - h)}L${round(x + w * 0.2)} ${round(y - h * 1.45)}L${round(x + w * 0.85)} ${round(y - h * 1.45)}L${round(x + w * 1.05)} ${round(y - h)}Z" fill="${roof}"/><rect x="${round(x + w * 0.3)}" y="${round(y - h * 0.7)}" width="${round(w * 0.12)}" height="${round(h * 0.7)}" fill="#3e3129"/><rect x="${round(x + w * 0.7)}" y="${round(y - h * 0.7)}" width="${round(w * 0.14)}" height="${round(h * 0.25)}" fill="#4a4440"/></g>`;
  }).join('\n');
}

/** Low shrubs scattered over the savanna between the plot and the woodland. */
function bushes(scene: Scene): string {
  const { random, ambiance } = scene;
  const clumps: string[] = [];
  for (let i = random.int(10, 24); i > 0; i--) {
    const z = random.float(45, 260);
    const [x, y] = project(scene, random.float(-1, 1) * z * 0.8, z);
    const size = (F * random.float(0.8, 2.2)) / z;
    for (let j = 0; j < 5; j++) {
      clumps.push(
        ellipse(x + random.float(-1, 1) * size, y - size * random.float(0.2, 0.7), size * 0.8, size * 0.5),
      );
    }
  }
  const tone = mix(ambiance.foliage, ambiance.haze, 0.3);
  return `<g fill="${tone}" filter="url(#soft)">${clumps.join('')}</g>`;
}

/** An unpaved laterite track running to the horizon, with tyre ruts. */
function track(scene: Scene, left: number): string {
  const { ambiance } = scene;
  const surface = groundPatch(scene, left, left + 6, 1.5, 900, 0.15);
  const ruts = [1.3, 4.7]
    .map((offset) => {
      const [x1, y1] = project(scene, left + offset, 1.5);
      const [x2, y2] = project(scene, left + offset, 900);
      return `M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}`;
    })
    .join('');
  return `<path d="${surface}" fill="${mix(ambiance.soilLight, '#dcae86', 0.2)}"/>
<path d="${ruts}" stroke="${ambiance.soilDark}" stroke-opacity="0.35" stroke-width="14" fill="none" filter="url(#focus)"/>`;
}

/** The plot itself: bare red earth, freshly cleared, its border fading into the grass, with clods. */
function clearing(scene: Scene, plot: Plot): string {
  const { ambiance, random } = scene;
  const far = plot.near + PLOT_DEPTH;
  const right = plot.left + plot.width;
  const clods = Array.from({ length: 160 }, () => {
    const [x, y] = project(scene, random.float(plot.left, right), random.float(plot.near, far));
    const r = Math.max(0.6, (y - scene.horizon) * random.float(0.004, 0.016));
    return ellipse(x, y, r * 1.7, r);
  });
  return `<linearGradient id="soil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(ambiance.soilLight, ambiance.haze, 0.3)}"/><stop offset="1" stop-color="${ambiance.soilLight}"/></linearGradient>
<path d="${groundPatch(scene, plot.left - 0.8, right + 0.8, plot.near - 0.8, far + 1.5, 0.5)}" fill="${mix(ambiance.soilLight, ambiance.grassNear, 0.5)}" opacity="0.7"/>
<path d="${groundPatch(scene, plot.left, right, plot.near, far, 0.35)}" fill="url(#soil)"/>
<g fill="${ambiance.soilDark}" opacity="0.5">${clods.join('')}</g>`;
}

/** Katanga's red termite mounds, a landmark of every plot there. */
function termiteMound(scene: Scene): string {
  const { random, ambiance } = scene;
  if (random.chance(0.35)) return '';
  const z = random.float(22, 50);
  const [x, y] = project(scene, random.pick([-1, 1]) * random.float(16, 30), z);
  const h = (F * random.float(2, 4)) / z;
  const w = h * random.float(0.9, 1.3);
  return `<linearGradient id="mound" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${ambiance.soilLight}"/><stop offset="1" stop-color="${ambiance.soilDark}"/></linearGradient>
<path d="M${round(x - w / 2)} ${round(y)}C${round(x - w * 0.35)} ${round(y - h * 0.6)} ${round(x - w * 0.15)} ${round(y - h)} ${round(x)} ${round(y - h)}C${round(x + w * 0.12)} ${round(y - h)} ${round(x + w * 0.3)} ${round(y - h * 0.55)} ${round(x + w / 2)} ${round(y)}Z" fill="url(#mound)"/>`;
}

/** One to three trees at mid distance: flat-topped acacias or flamboyants in red bloom. */
function trees(scene: Scene): string {
  const { random, ambiance } = scene;
  const specs = Array.from({ length: random.int(1, 3) }, () => ({
    z: random.float(20, 110),
    x: random.pick([-1, 1]) * random.float(14, 50),
    flamboyant: random.chance(0.4),
  })).sort((a, b) => b.z - a.z);
  const dark = mix(ambiance.foliage, '#1b2410', 0.45);
  const mid = ambiance.foliage;
  const light = mix(ambiance.foliage, ambiance.sun, 0.3);
  return specs
    .map(({ z, x: worldX, flamboyant }) => {
      const [x, y] = project(scene, worldX, z);
      const height = (F * random.float(7, 11)) / z;
      const spread = height * (flamboyant ? 0.8 : 1);
      const crownY = y - height * 0.88;
      const trunk = Math.max(1.5, height * 0.04);
      const fork = y - height * 0.5;
      const limbs = [-0.42, -0.15, 0.12, 0.4]
        .map(
          (reach) =>
            `M${round(x)} ${round(fork)}Q${round(x + spread * reach * 0.4)} ${round(crownY + height * 0.2)} ${round(x + spread * reach)} ${round(crownY + height * 0.06)}`,
        )
        .join('');
      // The crown is a flat layer of leaf clumps: dark below, lit on top.
      const clumps = Array.from({ length: 40 }, () => {
        const dx = random.float(-0.5, 0.5) * spread;
        const dy = random.float(flamboyant ? -0.2 : -0.1, 0.08) * height * (1 - Math.abs(dx) / spread);
        return { cx: x + dx, cy: crownY + dy, r: random.float(0.05, 0.11) * spread };
      });
      const layer = (colour: string, dy: number, scale: number) =>
        `<g fill="${colour}">${clumps.map(({ cx, cy, r }) => ellipse(cx, cy + dy * height, r * 1.5 * scale, r * 0.6 * scale)).join('')}</g>`;
      const blossoms = flamboyant
        ? `<g fill="#d8401c">${clumps.flatMap(({ cx, cy, r }) => Array.from({ length: 2 }, () => ellipse(cx + random.float(-1.2, 1.2) * r, cy - random.float(0, 0.6) * r, r * 0.3, r * 0.22))).join('')}</g>`
        : '';
      return `<ellipse cx="${round(x + spread * 0.1)}" cy="${round(y + 1)}" rx="${round(spread * 0.55)}" ry="${round(spread * 0.05)}" fill="#2a2016" opacity="0.3"/>
<path d="M${round(x)} ${round(y)}L${round(x)} ${round(fork)}${limbs}" stroke="#3a2c20" stroke-width="${round(trunk)}" stroke-linecap="round" fill="none"/>
${layer(dark, 0.05, 1.1)}${layer(mid, 0.015, 1)}${layer(light, -0.02, 0.7)}${blossoms}`;
    })
    .join('\n');
}

/** Wooden posts with two strands of wire along one side of the plot. */
function fence(scene: Scene, worldX: number): string {
  const posts: string[] = [];
  const wires: [number, number][][] = [[], []];
  for (let z = 4; z < 80; z += 3.5) {
    const [x, y] = project(scene, worldX, z);
    const h = (F * 1.3) / z;
    posts.push(`M${round(x)} ${round(y)}L${round(x)} ${round(y - h)}`);
    wires[0]?.push([x, y - h * 0.5]);
    wires[1]?.push([x, y - h * 0.88]);
  }
  const wirePaths = wires
    .map((line) => `M${line.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}`)
    .join('');
  const [, nearY] = project(scene, worldX, 4);
  const width = Math.max(1.2, (nearY - scene.horizon) * 0.025);
  return `<path d="${posts.join('')}" stroke="#56402d" stroke-width="${round(width)}" stroke-linecap="round"/>
<path d="${wirePaths}" stroke="#5f5955" stroke-width="1" fill="none" opacity="0.75"/>`;
}

/** Survey markers at the plot corners: concrete bornes with a red top, joined by a surveyor's line. */
function markers(scene: Scene, plot: Plot): string {
  const { random } = scene;
  const far = plot.near + PLOT_DEPTH;
  const right = plot.left + plot.width;
  const corners: [number, number][] = [
    [plot.left, far],
    [right, far],
    [right, plot.near],
    [plot.left, plot.near],
  ];
  const line = `M${corners
    .map(([x, z]) => project(scene, x, z))
    .map(([x, y]) => `${round(x)} ${round(y - ((y - scene.horizon) * 0.2) / EYE)}`)
    .join('L')}Z`;
  const bornes = corners.map(([worldX, z]) => {
    const [x, y] = project(scene, worldX, z);
    const h = (F * 0.6) / z;
    const w = h * 0.3;
    const lean = random.float(-0.05, 0.05) * h;
    const face = (from: number, to: number, top: number, bottom: number, fill: string) =>
      `<path d="M${round(x + w * from)} ${round(y - h * bottom)}L${round(x + w * from + lean * top)} ${round(y - h * top)}L${round(x + w * to + lean * top)} ${round(y - h * top)}L${round(x + w * to)} ${round(y - h * bottom)}Z" fill="${fill}"/>`;
    return `<ellipse cx="${round(x + w * 0.8)}" cy="${round(y)}" rx="${round(w * 1.5)}" ry="${round(w * 0.3)}" fill="#2a1a10" opacity="0.3"/>
${face(-0.5, 0.15, 1, 0, '#dcd6ca')}${face(0.15, 0.5, 1, 0, '#a39c90')}${face(-0.5, 0.5, 1, 0.8, '#c62d1f')}`;
  });
  return `<path d="${line}" stroke="#f4efe6" stroke-width="0.8" fill="none" opacity="0.55"/>\n${bornes.join('\n')}`;
}

/**
 * Grass tufts in perspective around the clearing and the track, more of them close to the camera;
 * blades of one colour and size share a path, and the closest ones are out of focus like in a photo.
 */
function grass(scene: Scene, plot: Plot, trackLeft: number | null): string {
  const { random, ambiance } = scene;
  const groups = new Map<string, string[]>();
  for (let i = 0; i < 2600; i++) {
    const z = 1.6 + random.next() ** 1.8 * 70;
    const worldX = random.float(-1, 1) * z * 0.8;
    const inClearing =
      worldX > plot.left && worldX < plot.left + plot.width && z > plot.near && z < plot.near + PLOT_DEPTH;
    const onTrack = trackLeft !== null && worldX > trackLeft && worldX < trackLeft + 6;
    if ((inClearing && random.chance(0.93)) || onTrack) continue;
    const [x, y] = project(scene, worldX, z);
    const height = (F * random.float(0.2, 0.65)) / z;
    const colour = random.pick(ambiance.blades);
    const size = z < 3 ? 'blur' : height > 40 ? 'l' : height > 14 ? 'm' : 's';
    const blades = Array.from({ length: random.int(4, 8) }, () => {
      const bend = random.float(-0.55, 0.55) * height;
      const spread = random.float(-0.15, 0.15) * height;
      const tall = random.float(0.6, 1) * height;
      return `M${round(x + spread)} ${round(y)}Q${round(x + spread + bend * 0.2)} ${round(y - tall * 0.6)} ${round(x + spread + bend)} ${round(y - tall)}`;
    });
    const key = `${size}|${colour}`;
    const group = groups.get(key);
    if (group) group.push(...blades);
    else groups.set(key, blades);
  }
  const widths: Record<string, number> = { blur: 3, l: 1.7, m: 1.1, s: 0.6 };
  const paths = [...groups].map(([key, blades]) => {
    const [size, colour] = key.split('|') as [string, string];
    return {
      size,
      path: `<path d="${blades.join('')}" stroke="${colour}" stroke-width="${widths[size]}" stroke-opacity="0.85" stroke-linecap="round" fill="none"/>`,
    };
  });
  const inFocus = paths.filter(({ size }) => size !== 'blur').map(({ path }) => path);
  const blurred = paths.filter(({ size }) => size === 'blur').map(({ path }) => path);
  return `${inFocus.join('\n')}\n<g filter="url(#focus)">${blurred.join('')}</g>`;
}

/** Light cast and vignette; the grain comes from the texture layer, see photoTexture. */
function finish({ ambiance }: Scene): string {
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${ambiance.cast}" opacity="0.08"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>`;
}

/**
 * A grey soft-light layer that makes the picture read as a photograph: patchy ground whose grain
 * shrinks with distance (noise sampled in ground metres), grass streaks, and film grain everywhere.
 * Computed in JS because SVG turbulence filters cost about a second per photo in librsvg.
 */
export function photoTexture(index: number): Buffer {
  const { horizon, cx, random, plot } = sceneFor(index);
  const noise = valueNoise(random.int(0, 2 ** 30));
  const texture = Buffer.alloc(WIDTH * HEIGHT);
  const octaves = [
    { wavelength: 7, amplitude: 0.42 },
    { wavelength: 1.8, amplitude: 0.3 },
    { wavelength: 0.45, amplitude: 0.24 },
  ];
  for (let y = 0; y < HEIGHT; y++) {
    const below = y - horizon;
    const depth = below > 0 ? (F * EYE) / below : Infinity;
    const footprint = depth / F;
    const acrossPlot = depth > plot.near && depth < plot.near + PLOT_DEPTH;
    for (let x = 0; x < WIDTH; x++) {
      let value = (random.next() - 0.5) * 0.16;
      if (below > 0) {
        const groundX = ((x - cx) * depth) / F;
        for (const { wavelength, amplitude } of octaves) {
          // Fade out an octave once its waves get narrower than ~3 pixels, or it would shimmer.
          const fade = Math.min(1, Math.max(0, (wavelength / footprint - 3) / 6));
          if (fade > 0) value += amplitude * fade * (noise(groundX / wavelength, depth / wavelength) - 0.5);
        }
        // Vertical streaks read as grass, but not on the bare earth of the plot.
        const onPlot = acrossPlot && groundX > plot.left && groundX < plot.left + plot.width;
        if (!onPlot) value += 0.1 * (noise(x * 0.45, y * 0.045 + 500) - 0.5) * Math.min(1, below / 120);
      }
      texture[y * WIDTH + x] = Math.max(0, Math.min(255, Math.round(128 + 255 * value)));
    }
  }
  return texture;
}

/** Smooth 2D value noise in [0, 1] from integer hashing only, so it is identical on every machine. */
function valueNoise(seed: number): (x: number, y: number) => number {
  const lattice = (ix: number, iy: number) => {
    let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ seed;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  return (x, y) => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = lattice(ix, iy);
    const b = lattice(ix + 1, iy);
    const c = lattice(ix, iy + 1);
    const d = lattice(ix + 1, iy + 1);
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}"/>`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Linear blend of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}
