// Deterministic demo city "Cité Malaika": a planned grid of blocks and lots on an 80000 × 60000 plan
// (1 unit = 5 cm, so 4 km × 3 km), the same for a given seed on every machine.
//
// Layout: Boulevard M'siri (east-west) and Boulevard Kamanyola (north-south) cross at the central
// park; a ring avenue closes the city; Route de Likasi runs along the south behind a green strip; a
// lake sits in the north-east. East-west avenues and north-south streets cut the four quarters into
// blocks of two back-to-back rows of lots, each row facing the avenue on its side. Lots shrink as
// `count` grows (the facade is searched so that the capacity just covers `count`); below ~180 plots the
// lots stop growing and the plots are spread evenly over the city instead.
//
// Zones (a block's category, hence its lot sizes and price per m²):
// - MALAIKA_PRIME: the ~14% of blocks nearest the central park and the lake shore (within 175 m);
// - MALAIKA_2A: the next ~30%, the inner ring of the central square around the park;
// - MALAIKA_2B: the next ~35%, the middle ring;
// - MALAIKA_3: the outer ring along the ring avenue and Route de Likasi (~20%), the affordable lots.
// Zones are shares of the blocks, not fixed distances, so each category exists whatever `count` is.
import { createRandom, type Random } from './random';
import {
  GREEN_NAMES,
  MAIN_STREETS,
  describeLot,
  formatAdresse,
  formatLocalisation,
  streetNames,
  type LotFacts,
} from './texts';

/**
 * The statuses a catalogue is written with: a plot becomes RESERVEE and VENDUE only through a
 * reservation and its payments (DESIGN.md §4), which the demo's activity makes (activity.ts, ADR 037).
 */
export type Statut = 'DISPONIBLE' | 'SUSPENDUE';
export type Categorie = 'MALAIKA_2A' | 'MALAIKA_2B' | 'MALAIKA_3' | 'MALAIKA_PRIME';

export const CITY_WIDTH = 80_000;
export const CITY_HEIGHT = 60_000;
/** Number of demo photos; plots reference them by index. */
export const PHOTO_COUNT = 10;
export const MAX_PLOTS = 10_000;

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type StreetKind = 'ROUTE' | 'BOULEVARD' | 'AVENUE' | 'RUE';

/** A street is a polyline of its centre line. */
export interface Street {
  name: string;
  kind: StreetKind;
  width: number;
  points: Point[];
}

/** TERRE_PLEIN is a boulevard's planted median. */
export type GreenKind = 'PARC' | 'LAC' | 'ESPACE_VERT' | 'TERRE_PLEIN';

/** A green space is a closed polygon. */
export interface Green {
  name: string;
  kind: GreenKind;
  points: Point[];
}

export interface Block extends Rect {
  /** Row letter (north to south) + column number (west to east), e.g. "B4". */
  id: string;
  categorie: Categorie;
  /** Lots per row; every block has two rows, the north one facing north, the south one facing south. */
  lotsPerRow: number;
  /** Name of the public facility built on the block instead of lots, if any. */
  equipement: string | null;
}

export interface PlotSeed {
  numeroLot: string;
  reference: string;
  /** m², integer in 300..1500. */
  surface: number;
  /** Total price in integer USD cents. */
  prixCents: number;
  statut: Statut;
  categorie: Categorie;
  adresse: string;
  localisation: string;
  description: string;
  /** The lot's centre, integer grid coordinates. */
  position: Point;
  /** Indexes into the demo photos (0..PHOTO_COUNT-1); the first one is the cover. */
  photoIndexes: number[];
}

export interface City {
  width: typeof CITY_WIDTH;
  height: typeof CITY_HEIGHT;
  streets: Street[];
  blocks: Block[];
  greens: Green[];
  plots: PlotSeed[];
  /**
   * Indexes of the available plots, most sought after first (the "hot" areas of the city where
   * sales cluster): the order in which the demo's buyers reserve them.
   */
  demande: number[];
}

export interface CityOptions {
  seed?: number;
  count?: number;
}

const METRES_PER_UNIT = 0.05;
const MAX_SURFACE = 1_500;
const CENTRE: Point = { x: 40_000, y: 28_700 };
const BOULEVARD_WIDTH = 1_100;
const RING_WIDTH = 500;
/** Centre lines of the ring avenue; blocks fill what lies inside. */
const RING = { left: 2_300, top: 2_300, right: 77_700, bottom: 55_100 };
const BUILD = {
  left: RING.left + RING_WIDTH / 2,
  top: RING.top + RING_WIDTH / 2,
  right: RING.right - RING_WIDTH / 2,
  bottom: RING.bottom - RING_WIDTH / 2,
};
const ROUTE_WIDTH = 900;
const ROUTE_POINTS: Point[] = [
  { x: 0, y: 57_500 },
  { x: 26_000, y: 57_000 },
  { x: 54_000, y: 57_100 },
  { x: CITY_WIDTH, y: 56_600 },
];
const COULEE_VERTE: Rect = { x: RING.left, y: RING.bottom + 350, width: RING.right - RING.left, height: 500 };
/** Lot depth / facade, kept low so neighbouring plot circles stay apart on the map. */
const LOT_ASPECT = 1;
/** Below this many plots the lots stop growing, so the plan still looks like a city. */
const MAX_FACADE = 3_200;
const MIN_FACADE = 100;
/** Blocks touching these areas are given to the park and the lake. */
const PARK_AREA: Rect = { x: CENTRE.x - 4_500, y: CENTRE.y - 3_500, width: 9_000, height: 7_000 };
const LAKE_AREA: Rect = { x: 57_000, y: 7_500, width: 13_000, height: 8_500 };
const PRIME_REACH = 3_500;
/** Shares of the lot blocks: PRIME first, then the inner (2A) and middle (2B) rings; the rest is 3. */
const ZONE_SHARES = { prime: 0.14, inner: 0.3, middle: 0.35 };
const NEAR_GREEN = 2_200;
const EQUIPEMENT_REACH_METRES = 600;

/** Public facilities, most needed first, each put on the block nearest to its target point. */
const EQUIPEMENTS = [
  { name: 'Marché', phrase: 'le marché Malaika', at: { x: 30_000, y: 35_000 } },
  { name: 'École primaire', phrase: 'l’école primaire', at: { x: 17_000, y: 14_000 } },
  { name: 'Centre de santé', phrase: 'le centre de santé', at: { x: 52_000, y: 22_000 } },
  { name: 'Complexe scolaire', phrase: 'le complexe scolaire', at: { x: 58_000, y: 43_000 } },
  { name: 'Église', phrase: 'l’église Saint-Joseph', at: { x: 26_000, y: 22_000 } },
  { name: 'Terrain de sport', phrase: 'le terrain de sport', at: { x: 68_000, y: 36_000 } },
  { name: 'École primaire', phrase: 'l’école primaire', at: { x: 16_000, y: 46_000 } },
];

const CATEGORY_CODES: Record<Categorie, string> = {
  MALAIKA_2A: '2A',
  MALAIKA_2B: '2B',
  MALAIKA_3: '3',
  MALAIKA_PRIME: 'PR',
};

/** Lot dimensions in metres, as sold in Lubumbashi (20 × 25, 20 × 30, ...). */
const DIMENSIONS: Record<Categorie, { facades: number[]; profondeurs: number[] }> = {
  MALAIKA_PRIME: { facades: [25, 30], profondeurs: [40, 45, 50] },
  MALAIKA_2A: { facades: [20, 25], profondeurs: [30, 35, 40] },
  MALAIKA_2B: { facades: [18, 20, 25], profondeurs: [25, 30] },
  MALAIKA_3: { facades: [15, 18, 20], profondeurs: [20, 25, 30] },
};

/** USD per m². */
const PRICE_PER_M2: Record<Categorie, [number, number]> = {
  MALAIKA_PRIME: [60, 80],
  MALAIKA_2A: [35, 45],
  MALAIKA_2B: [28, 36],
  MALAIKA_3: [20, 26],
};

/** The most sought-after share of the plots, never suspended: where the demo's sales happen. */
const DEMAND_SHARE = 0.27;
const SUSPENSION_SHARE = 0.03;

interface Band {
  start: number;
  end: number;
}

type CellUse = 'LOTS' | 'PARC' | 'LAC' | 'EQUIPEMENT';

interface Cell extends Rect {
  row: number;
  col: number;
  use: CellUse;
  equipement: (typeof EQUIPEMENTS)[number] | null;
}

interface Layout {
  facade: number;
  rows: Band[];
  cols: Band[];
  avenueWidth: number;
  rueWidth: number;
  lotsPerRow: number;
  cells: Cell[];
  park: Rect;
  berges: Rect;
}

interface Lot {
  block: Block;
  cell: Cell;
  side: 'nord' | 'sud';
  index: number;
  position: Point;
  street: Street;
  numero: number;
}

export function generateCity({ seed = 2026, count = 300 }: CityOptions = {}): City {
  if (!Number.isInteger(count) || count < 1 || count > MAX_PLOTS) {
    throw new RangeError(`count must be an integer between 1 and ${MAX_PLOTS}, got ${count}`);
  }
  const random = createRandom(seed);
  const layout = fitLayout(count);
  const { streets, northOf, southOf } = buildStreets(layout, random.fork('names'));
  const blocks = buildBlocks(layout);
  const greens = buildGreens(layout, random.fork('lake'));
  const allLots = listLots(layout, blocks, northOf, southOf);
  // Lots at their largest means the city has room to spare: spread the few plots over all of it.
  const lots = layout.facade === MAX_FACADE ? farthestApart(allLots, count) : spreadEvenly(allLots, count);
  const { statuts, demande } = assignStatuts(lots, random.fork('statuts'));
  const plots = buildPlots(lots, layout, random, statuts);
  return {
    width: CITY_WIDTH,
    height: CITY_HEIGHT,
    streets,
    blocks: [...blocks.values()],
    greens,
    plots,
    demande,
  };
}

/** The largest facade whose layout holds at least `count` lots (capacity grows as lots shrink). */
function fitLayout(count: number): Layout {
  const lotsPerRow = clamp(Math.round(Math.sqrt(count) / 12), 2, 8);
  const largest = layoutFor(MAX_FACADE, lotsPerRow);
  if (capacity(largest) >= count) return largest;
  let low = MIN_FACADE;
  let high = MAX_FACADE;
  while (high - low > 1) {
    const middle = (low + high) / 2;
    if (capacity(layoutFor(middle, lotsPerRow)) >= count) low = middle;
    else high = middle;
  }
  // Rounding makes capacity not quite monotonic in the facade: step down until it really fits.
  for (let facade = low; facade >= MIN_FACADE; facade -= 1) {
    const layout = layoutFor(facade, lotsPerRow);
    if (capacity(layout) >= count) return layout;
  }
  throw new Error(`cannot fit ${count} lots`);
}

function capacity(layout: Layout): number {
  return layout.cells.filter((cell) => cell.use === 'LOTS').length * 2 * layout.lotsPerRow;
}

function layoutFor(facade: number, lotsPerRow: number): Layout {
  const avenueWidth = Math.round(clamp(facade * 0.35, 200, 600));
  const rueWidth = Math.round(avenueWidth * 0.85);
  const blockDepth = 2 * facade * LOT_ASPECT;
  const blockLength = lotsPerRow * facade;
  const half = BOULEVARD_WIDTH / 2;
  const rows = [
    ...bands(CENTRE.y - half, BUILD.top, blockDepth, avenueWidth).reverse(),
    ...bands(CENTRE.y + half, BUILD.bottom, blockDepth, avenueWidth),
  ];
  const cols = [
    ...bands(CENTRE.x - half, BUILD.left, blockLength, rueWidth).reverse(),
    ...bands(CENTRE.x + half, BUILD.right, blockLength, rueWidth),
  ];
  const cells: Cell[] = rows.flatMap((rowBand, row) =>
    cols.map((colBand, col) => ({
      row,
      col,
      x: colBand.start,
      y: rowBand.start,
      width: colBand.end - colBand.start,
      height: rowBand.end - rowBand.start,
      use: 'LOTS' as CellUse,
      equipement: null,
    })),
  );
  const park = claim(cells, PARK_AREA, 'PARC');
  const berges = claim(cells, LAKE_AREA, 'LAC');
  // A small city gets fewer facilities, or they would eat a large share of its few blocks.
  const blockCount = cells.filter((cell) => cell.use === 'LOTS').length;
  for (const equipement of EQUIPEMENTS.slice(0, clamp(Math.round(blockCount / 30), 2, EQUIPEMENTS.length))) {
    const free = cells.filter((cell) => cell.use === 'LOTS');
    const nearest = minBy(free, (cell) => distance(centreOf(cell), equipement.at));
    if (nearest) Object.assign(nearest, { use: 'EQUIPEMENT', equipement });
  }
  return { facade, rows, cols, avenueWidth, rueWidth, lotsPerRow, cells, park, berges };
}

/**
 * Cuts [from, to] (either direction) into blocks of about `size` separated by `gap`, stretched to
 * fill it exactly, listed from `from` outwards so that the four quarters mirror each other.
 */
function bands(from: number, to: number, size: number, gap: number): Band[] {
  const length = Math.abs(to - from);
  const count = Math.max(1, Math.round((length + gap) / (size + gap)));
  const actual = (length - (count - 1) * gap) / count;
  const direction = Math.sign(to - from);
  return Array.from({ length: count }, (_, i) => {
    const near = Math.round(from + direction * i * (actual + gap));
    const far = Math.round(from + direction * (i * (actual + gap) + actual));
    return { start: Math.min(near, far), end: Math.max(near, far) };
  });
}

/** Gives every cell touching `area` to a green space, squared off to whole cells; returns its extent. */
function claim(cells: Cell[], area: Rect, use: CellUse): Rect {
  const touched = cells.filter((cell) => cell.use === 'LOTS' && overlaps(cell, area));
  const extent = boundingBox(touched);
  for (const cell of cells) if (overlaps(cell, extent)) cell.use = use;
  return extent;
}

function buildStreets(layout: Layout, random: Random) {
  const { rows, cols } = layout;
  const half = rows.length / 2;
  const avenueNames = streetNames('avenue', rows.length - 2, random);
  const rueNames = streetNames('rue', cols.length - 2, random);
  const ceinture: Street = {
    name: MAIN_STREETS.ceinture,
    kind: 'AVENUE',
    width: RING_WIDTH,
    points: [
      { x: RING.left, y: RING.bottom },
      { x: RING.left, y: RING.top },
      { x: RING.right, y: RING.top },
      { x: RING.right, y: RING.bottom },
    ],
  };
  const ceintureSud = horizontal(MAIN_STREETS.ceintureSud, 'AVENUE', RING_WIDTH, RING.bottom);
  const msiri: Street = {
    ...horizontal(MAIN_STREETS.boulevardEstOuest, 'BOULEVARD', BOULEVARD_WIDTH, CENTRE.y),
    points: [
      { x: 0, y: CENTRE.y },
      { x: CITY_WIDTH, y: CENTRE.y },
    ],
  };
  const kamanyola: Street = {
    name: MAIN_STREETS.boulevardNordSud,
    kind: 'BOULEVARD',
    width: BOULEVARD_WIDTH,
    points: [
      { x: CENTRE.x, y: 0 },
      { x: CENTRE.x, y: routeYAt(CENTRE.x) },
    ],
  };
  const route: Street = { name: MAIN_STREETS.route, kind: 'ROUTE', width: ROUTE_WIDTH, points: ROUTE_POINTS };

  // The streets between rows, north to south: northOf[r] is the street on the north side of row r.
  const between: Street[] = [];
  let nextAvenue = 0;
  for (let r = 1; r < rows.length; r++) {
    if (r === half) {
      between.push(msiri);
      continue;
    }
    const y = ((rows[r - 1] as Band).end + (rows[r] as Band).start) / 2;
    between.push(horizontal(avenueNames[nextAvenue++] as string, 'AVENUE', layout.avenueWidth, y));
  }
  const northOf = [ceinture, ...between];
  const southOf = [...between, ceintureSud];

  let nextRue = 0;
  const rues: Street[] = [];
  for (let c = 1; c < cols.length; c++) {
    if (c === cols.length / 2) continue; // Boulevard Kamanyola
    const x = Math.round(((cols[c - 1] as Band).end + (cols[c] as Band).start) / 2);
    rues.push({
      name: rueNames[nextRue++] as string,
      kind: 'RUE',
      width: layout.rueWidth,
      points: [
        { x, y: RING.top },
        { x, y: RING.bottom },
      ],
    });
  }
  const streets = [route, ceinture, ceintureSud, ...between, ...rues, kamanyola];
  return { streets, northOf, southOf };
}

function horizontal(name: string, kind: StreetKind, width: number, y: number): Street {
  const rounded = Math.round(y);
  return {
    name,
    kind,
    width,
    points: [
      { x: RING.left, y: rounded },
      { x: RING.right, y: rounded },
    ],
  };
}

function routeYAt(x: number): number {
  for (let i = 1; i < ROUTE_POINTS.length; i++) {
    const a = ROUTE_POINTS[i - 1] as Point;
    const b = ROUTE_POINTS[i] as Point;
    if (x <= b.x) return Math.round(a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x));
  }
  return (ROUTE_POINTS[ROUTE_POINTS.length - 1] as Point).y;
}

function buildBlocks(layout: Layout): Map<Cell, Block> {
  const zones = zoneCells(layout);
  const blocks = new Map<Cell, Block>();
  for (const cell of layout.cells) {
    if (cell.use !== 'LOTS' && cell.use !== 'EQUIPEMENT') continue;
    blocks.set(cell, {
      id: `${rowLabel(cell.row)}${cell.col + 1}`,
      x: cell.x,
      y: cell.y,
      width: cell.width,
      height: cell.height,
      categorie: zones.get(cell) as Categorie,
      lotsPerRow: cell.use === 'LOTS' ? layout.lotsPerRow : 0,
      equipement: cell.equipement?.name ?? null,
    });
  }
  return blocks;
}

/**
 * Zones by rank rather than fixed distances, so that every category exists in similar shares whatever
 * the block size: the blocks nearest the park and the lake are PRIME, the others split into rings.
 */
function zoneCells(layout: Layout): Map<Cell, Categorie> {
  const lotCells = layout.cells.filter((cell) => cell.use === 'LOTS');
  const toGreen = (cell: Cell) => Math.min(gap(cell, layout.park), gap(cell, layout.berges));
  const primeLimit = Math.min(PRIME_REACH, quantile(lotCells.map(toGreen), ZONE_SHARES.prime));
  const isPrime = (cell: Cell) => toGreen(cell) <= primeLimit;
  const ring = (cell: Cell) => {
    const centre = centreOf(cell);
    return Math.max(
      Math.abs(centre.x - CENTRE.x) / (CENTRE.x - BUILD.left),
      Math.abs(centre.y - CENTRE.y) / (CENTRE.y - BUILD.top),
    );
  };
  const rings = lotCells.filter((cell) => !isPrime(cell)).map(ring);
  const limit2A = quantile(rings, ZONE_SHARES.inner);
  const limit2B = quantile(rings, ZONE_SHARES.inner + ZONE_SHARES.middle);
  const zoneOf = (cell: Cell): Categorie => {
    if (isPrime(cell)) return 'MALAIKA_PRIME';
    if (ring(cell) <= limit2A) return 'MALAIKA_2A';
    return ring(cell) <= limit2B ? 'MALAIKA_2B' : 'MALAIKA_3';
  };
  return new Map(layout.cells.map((cell) => [cell, zoneOf(cell)]));
}

/** The value below which `share` of the values lie (ties fall on the same side, keeping the plan symmetric). */
function quantile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function buildGreens(layout: Layout, random: Random): Green[] {
  const { park, berges } = layout;
  const lake = inset(berges, Math.min(berges.width, berges.height) * 0.16);
  const lakeCentre = centreOf(lake);
  // A wobbly ellipse: a perfect one looks drawn, not dug.
  const phases = [random.float(0, Math.PI * 2), random.float(0, Math.PI * 2)];
  const shore = Array.from({ length: 28 }, (_, i) => {
    const angle = (i / 28) * Math.PI * 2;
    const wobble =
      0.9 +
      0.06 * Math.sin(2 * angle + (phases[0] as number)) +
      0.04 * Math.sin(3 * angle + (phases[1] as number));
    return {
      x: Math.round(lakeCentre.x + Math.cos(angle) * (lake.width / 2) * wobble),
      y: Math.round(lakeCentre.y + Math.sin(angle) * (lake.height / 2) * wobble),
    };
  });
  const median = 260;
  return [
    { name: GREEN_NAMES.parc, kind: 'PARC', points: corners(park) },
    { name: GREEN_NAMES.berges, kind: 'ESPACE_VERT', points: corners(berges) },
    { name: GREEN_NAMES.lac, kind: 'LAC', points: shore },
    { name: GREEN_NAMES.couleeVerte, kind: 'ESPACE_VERT', points: corners(COULEE_VERTE) },
    {
      name: GREEN_NAMES.terrePleinEstOuest,
      kind: 'TERRE_PLEIN',
      points: corners({
        x: RING.left,
        y: CENTRE.y - median / 2,
        width: RING.right - RING.left,
        height: median,
      }),
    },
    {
      name: GREEN_NAMES.terrePleinNordSud,
      kind: 'TERRE_PLEIN',
      points: corners({
        x: CENTRE.x - median / 2,
        y: RING.top,
        width: median,
        height: RING.bottom - RING.top,
      }),
    },
  ];
}

function listLots(layout: Layout, blocks: Map<Cell, Block>, northOf: Street[], southOf: Street[]): Lot[] {
  const lots: Lot[] = [];
  for (const [cell, block] of blocks) {
    if (cell.use !== 'LOTS') continue;
    const lotWidth = cell.width / layout.lotsPerRow;
    for (const side of ['nord', 'sud'] as const) {
      const y = cell.y + (cell.height * (side === 'nord' ? 1 : 3)) / 4;
      for (let index = 0; index < layout.lotsPerRow; index++) {
        const street = (side === 'nord' ? northOf : southOf)[cell.row] as Street;
        const position = { x: Math.round(cell.x + (index + 0.5) * lotWidth), y: Math.round(y) };
        lots.push({ block, cell, side, index, position, street, numero: 0 });
      }
    }
  }
  // Lubumbashi style house numbers: counted west to east along each street, odd on its north side.
  const sides = new Map<string, Lot[]>();
  for (const lot of lots) {
    const key = `${lot.street.name}|${lot.side}`;
    const sameSide = sides.get(key);
    if (sameSide) sameSide.push(lot);
    else sides.set(key, [lot]);
  }
  for (const sameSide of sides.values()) {
    sameSide.sort((a, b) => a.position.x - b.position.x);
    sameSide.forEach((lot, i) => (lot.numero = lot.side === 'sud' ? 2 * i + 1 : 2 * i + 2));
  }
  return lots;
}

/** Keeps `count` lots, dropping the surplus evenly through the reading order. */
function spreadEvenly<T>(items: T[], count: number): T[] {
  if (items.length === count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / count)] as T);
}

/**
 * Keeps `count` lots as far from each other as possible: farthest-point sampling, then the most
 * crowded plot moves to the emptiest free lot while that widens the gap. Reading order is kept.
 */
function farthestApart(lots: Lot[], count: number): Lot[] {
  const kept = new Set([minBy(lots, (lot) => distance(lot.position, CENTRE)) as Lot]);
  const clearance = (lot: Lot, ignoring?: Lot) =>
    Math.min(
      ...[...kept]
        .filter((other) => other !== lot && other !== ignoring)
        .map((other) => distance(lot.position, other.position)),
    );
  while (kept.size < count) {
    kept.add(
      maxBy(
        lots.filter((lot) => !kept.has(lot)),
        (lot) => clearance(lot),
      ) as Lot,
    );
  }
  for (let round = 0; round < count * 4 && count > 1; round++) {
    const crowded = minBy([...kept], (lot) => clearance(lot)) as Lot;
    const current = clearance(crowded);
    const free = lots.filter((lot) => !kept.has(lot));
    const roomiest = maxBy(free, (lot) => clearance(lot, crowded));
    if (!roomiest || clearance(roomiest, crowded) <= current) break;
    kept.delete(crowded);
    kept.add(roomiest);
  }
  return lots.filter((lot) => kept.has(lot));
}

function buildPlots(lots: Lot[], layout: Layout, random: Random, statuts: Statut[]): PlotSeed[] {
  const blockRandom = random.fork('blocks');
  const lotRandom = random.fork('lots');
  const textRandom = random.fork('texts');
  const photoRandom = random.fork('photos');
  const blockTraits = new Map<Block, { facade: number; profondeur: number; pricePerM2: number }>();
  const references = new Map<Categorie, number>();
  const digits = lots.length >= 1000 ? 4 : 3;
  const lastIndex = layout.lotsPerRow - 1;
  const equipements = layout.cells.filter((cell) => cell.use === 'EQUIPEMENT');

  return lots.map((lot, i) => {
    const { block, cell } = lot;
    const { categorie } = block;
    let traits = blockTraits.get(block);
    if (!traits) {
      const [low, high] = PRICE_PER_M2[categorie];
      traits = {
        facade: blockRandom.pick(DIMENSIONS[categorie].facades),
        profondeur: blockRandom.pick(DIMENSIONS[categorie].profondeurs),
        pricePerM2: blockRandom.float(low, low + (high - low) * 0.8),
      };
      blockTraits.set(block, traits);
    }
    const angle = lot.index === 0 || lot.index === lastIndex;
    const streetIsMain = lot.street.kind === 'BOULEVARD';
    const facade = angle ? cornerFacade(traits.facade, traits.profondeur) : traits.facade;
    const surface = facade * traits.profondeur;
    const [low, high] = PRICE_PER_M2[categorie];
    const premium = 1 + (angle ? 0.04 : 0) + (streetIsMain ? 0.05 : 0) + lotRandom.float(-0.02, 0.02);
    const pricePerM2 = clamp(traits.pricePerM2 * premium, low, high);
    const prixDollars = Math.round((surface * pricePerM2) / 100) * 100;

    const serial = (references.get(categorie) ?? 0) + 1;
    references.set(categorie, serial);

    const facts: LotFacts = {
      categorie,
      facade,
      profondeur: traits.profondeur,
      orientation: lot.side,
      angle,
      street: lot.street.name,
      streetIsMain,
      nearPark: gap(cell, layout.park) <= NEAR_GREEN,
      nearLake: gap(cell, layout.berges) <= NEAR_GREEN,
      outerEdge:
        cell.row === 0 ||
        cell.col === 0 ||
        cell.row === layout.rows.length - 1 ||
        cell.col === layout.cols.length - 1,
      equipement: nearestEquipement(lot.position, equipements),
    };

    return {
      numeroLot: `LOT-${String(i + 1).padStart(digits, '0')}`,
      reference: `CM-${CATEGORY_CODES[categorie]}-${String(serial).padStart(4, '0')}`,
      surface,
      prixCents: prixDollars * 100,
      statut: statuts[i] as Statut,
      categorie,
      adresse: formatAdresse(lot.street.name, lot.numero, categorie),
      localisation: formatLocalisation(categorie, block.id),
      description: describeLot(facts, textRandom),
      position: lot.position,
      photoIndexes: pickPhotos(photoRandom),
    };
  });
}

/**
 * Demand clusters the way sales go: a few "hot" areas of the city sell first, so the plots the demo's
 * buyers take sit together. The hottest share (DEMAND_SHARE) is kept for them; suspensions
 * (disputes, paperwork: SUSPENSION_SHARE) strike anywhere among the rest.
 */
function assignStatuts(lots: Lot[], random: Random): { statuts: Statut[]; demande: number[] } {
  const hotspots = Array.from({ length: 5 }, () => ({
    x: random.float(BUILD.left, BUILD.right),
    y: random.float(BUILD.top, BUILD.bottom),
  }));
  const blockHeat = new Map<Block, number>();
  const scores = lots.map((lot) => {
    let heat = blockHeat.get(lot.block);
    if (heat === undefined) {
      const centre = centreOf(lot.cell);
      const closest = Math.min(...hotspots.map((spot) => distance(spot, centre)));
      heat = Math.exp(-((closest / 9_000) ** 2)) + random.float(0, 0.3);
      blockHeat.set(lot.block, heat);
    }
    return heat + random.float(0, 0.35);
  });
  const statuts: Statut[] = lots.map(() => 'DISPONIBLE');
  const byHeat = lots.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number));
  const hot = Math.round(lots.length * DEMAND_SHARE);
  const suspended = new Set(
    random.shuffle(byHeat.slice(hot)).slice(0, Math.round(lots.length * SUSPENSION_SHARE)),
  );
  for (const index of suspended) statuts[index] = 'SUSPENDUE';
  return { statuts, demande: byHeat.filter((index) => !suspended.has(index)) };
}

/** Corner lots are sold wider, up to the next multiple of 5 m, unless that breaks the size cap or makes them wider than deep. */
function cornerFacade(facade: number, profondeur: number): number {
  const wider = (Math.floor(facade / 5) + 1) * 5;
  return wider <= profondeur && wider * profondeur <= MAX_SURFACE ? wider : facade;
}

function pickPhotos(random: Random): number[] {
  if (random.chance(0.08)) return [];
  const count = random.weighted([
    [1, 3],
    [2, 3],
    [3, 2.5],
    [4, 1.5],
  ] as const);
  const all = Array.from({ length: PHOTO_COUNT }, (_, i) => i);
  return random.shuffle(all).slice(0, count);
}

function nearestEquipement(position: Point, equipements: Cell[]): LotFacts['equipement'] {
  const nearest = minBy(equipements, (cell) => gapToPoint(cell, position));
  if (!nearest?.equipement) return null;
  const metres = Math.round((gapToPoint(nearest, position) * METRES_PER_UNIT) / 50) * 50;
  return metres <= EQUIPEMENT_REACH_METRES ? { label: nearest.equipement.phrase, metres } : null;
}

function rowLabel(row: number): string {
  const letter = String.fromCharCode(65 + (row % 26));
  return row < 26 ? letter : `${rowLabel(Math.floor(row / 26) - 1)}${letter}`;
}

// Small geometry helpers.

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function centreOf(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Distance between the edges of two rectangles, 0 when they touch or overlap. */
function gap(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width));
  const dy = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

function gapToPoint(rect: Rect, point: Point): number {
  return gap(rect, { ...point, width: 0, height: 0 });
}

function boundingBox(rects: Rect[]): Rect {
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function inset(rect: Rect, by: number): Rect {
  return { x: rect.x + by, y: rect.y + by, width: rect.width - 2 * by, height: rect.height - 2 * by };
}

function corners(rect: Rect): Point[] {
  return [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x + rect.width, y: rect.y + rect.height },
    { x: rect.x, y: rect.y + rect.height },
  ];
}

function maxBy<T>(items: T[], score: (item: T) => number): T | undefined {
  return minBy(items, (item) => -score(item));
}

function minBy<T>(items: T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  for (const item of items) {
    const value = score(item);
    if (value < bestScore) {
      best = item;
      bestScore = value;
    }
  }
  return best;
}
