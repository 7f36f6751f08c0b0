// The site plan ("plan de masse") behind the interactive map: an 800 × 600 SVG of the city grid
// divided by 100. It draws no plots, the app overlays them; the zone tints echo the category colours.
// Lot lines go into one path so the file stays small even with 10,000 lots.
import type { Block, Categorie, City, Green, GreenKind, Point, Street } from './city';

const SCALE = 100;
const FONT = 'system-ui, sans-serif';

const ZONE_FILL: Record<Categorie, string> = {
  MALAIKA_PRIME: '#f7ead0',
  MALAIKA_2A: '#e6edf5',
  MALAIKA_2B: '#ece7f3',
  MALAIKA_3: '#f5e6e8',
};

const ZONE_LABELS: [Categorie, string][] = [
  ['MALAIKA_PRIME', 'Malaika Prime'],
  ['MALAIKA_2A', 'Malaika 2A'],
  ['MALAIKA_2B', 'Malaika 2B'],
  ['MALAIKA_3', 'Malaika 3'],
];

const GREEN_STYLE: Record<GreenKind, string> = {
  PARC: 'fill="url(#trees)" stroke="#8fb77a" stroke-width=".8"',
  ESPACE_VERT: 'fill="url(#bush)"',
  TERRE_PLEIN: 'fill="#a9cf8f"',
  LAC: 'fill="#a9d3ea" stroke="#6fa9cc" stroke-width="1"',
};

export function renderSitePlanSvg(city: City): string {
  const { width, height } = city;
  const avenues = city.streets.filter((street) => street.kind === 'AVENUE' || street.kind === 'RUE');
  const mainRoads = city.streets.filter((street) => street.kind === 'BOULEVARD' || street.kind === 'ROUTE');
  const greens = groupBy(city.greens, (green) => green.kind);
  const drawGreens = (kind: GreenKind) => (greens.get(kind) ?? []).map(drawGreen);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width / SCALE} ${height / SCALE}" width="${width / SCALE}" height="${height / SCALE}" font-family="${FONT}">`,
    DEFS,
    '<rect width="100%" height="100%" fill="url(#savane)"/>',
    cityGround(city),
    drawStreets(avenues, '#d9cdb8', '#fffdf8', 0.6),
    ...drawGreens('PARC'),
    ...drawGreens('ESPACE_VERT'),
    ...drawGreens('LAC'),
    drawStreets(mainRoads, '#c8a97e', '#fff8e8', 1),
    ...drawGreens('TERRE_PLEIN'),
    roundabout(city),
    drawBlocks(city.blocks),
    drawLabels(city),
    cartouche(city),
    '</svg>',
  ].join('\n');
}

const DEFS = `<defs>
<pattern id="savane" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#e6dcc3"/><path d="M2 4l1-2M9 11l1-2.5M11 3l.8-1.8M5 12l.6-1.5" stroke="#c9bb94" stroke-width=".7"/></pattern>
<pattern id="trees" width="9" height="9" patternUnits="userSpaceOnUse"><rect width="9" height="9" fill="#bcd9a2"/><circle cx="2.5" cy="2.5" r="1.6" fill="#9cc484"/><circle cx="7" cy="6.5" r="1.9" fill="#a3c98a"/></pattern>
<pattern id="bush" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#cfe2b6"/><circle cx="3" cy="4" r="1.4" fill="#b3d29a"/><circle cx="9" cy="9.5" r="1.2" fill="#b8d5a0"/></pattern>
</defs>`;

/** The land inside the ring avenue, lighter than the surrounding savanna. */
function cityGround(city: City): string {
  const xs = city.blocks.flatMap((block) => [block.x, block.x + block.width]);
  const ys = city.blocks.flatMap((block) => [block.y, block.y + block.height]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return `<rect x="${px(x)}" y="${px(y)}" width="${px(Math.max(...xs) - x)}" height="${px(Math.max(...ys) - y)}" fill="#f1ebdd"/>`;
}

/** Streets as a casing stroke under a lighter fill stroke, grouped by width to keep the file small. */
function drawStreets(streets: Street[], casing: string, fill: string, border: number): string {
  const byWidth = groupBy(streets, (street) => `${street.kind === 'ROUTE' ? 'R' : ''}${street.width}`);
  return [...byWidth.values()]
    .flatMap((group) => {
      const first = group[0] as Street;
      const d = group.map((street) => polyline(street.points)).join('');
      const road = first.kind === 'ROUTE' ? '#f4d88f' : fill;
      return [
        `<path d="${d}" fill="none" stroke="${casing}" stroke-width="${px(first.width) + border}" stroke-linejoin="round"/>`,
        `<path d="${d}" fill="none" stroke="${road}" stroke-width="${px(first.width)}" stroke-linejoin="round"/>`,
      ];
    })
    .join('\n');
}

function drawGreen(green: Green): string {
  const shape = `<path d="${polyline(green.points)}Z" ${GREEN_STYLE[green.kind]}/>`;
  if (green.kind !== 'PARC') return shape;
  // Walkways from each corner to the centre, as in most planned-city parks.
  const centre = centroid(green.points);
  const walkways = green.points
    .map((point) => `M${px(point.x)} ${px(point.y)}L${centre.x} ${centre.y}`)
    .join('');
  return `${shape}\n<path d="${walkways}" stroke="#efe6cf" stroke-width="2.2" fill="none"/>`;
}

/** A roundabout where the two boulevards cross, with its monument. */
function roundabout(city: City): string {
  const boulevards = city.streets.filter((street) => street.kind === 'BOULEVARD');
  const eastWest = boulevards.find((street) => street.points[0]?.y === street.points[1]?.y);
  const northSouth = boulevards.find((street) => street.points[0]?.x === street.points[1]?.x);
  if (!eastWest || !northSouth) return '';
  const cx = px((northSouth.points[0] as Point).x);
  const cy = px((eastWest.points[0] as Point).y);
  const r = px(eastWest.width) * 1.4;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#c8a97e" stroke-width="${px(eastWest.width) * 0.9 + 1}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#a3c98a" stroke="#fff8e8" stroke-width="${px(eastWest.width) * 0.9}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.35)}" fill="#e9dfc6" stroke="#b49a72" stroke-width=".6"/>`,
  ].join('\n');
}

/** Blocks tinted by zone (one path per zone), then every lot boundary in a single path. */
function drawBlocks(blocks: Block[]): string {
  const [equipements, lotted] = partition(blocks, (block) => block.equipement !== null);
  const fills = [...groupBy(lotted, (block) => block.categorie)].map(
    ([categorie, group]) =>
      `<path d="${group.map(rectPath).join('')}" fill="${ZONE_FILL[categorie]}" stroke="#b9ab92" stroke-width=".5"/>`,
  );
  const lotLines = lotted
    .map((block) => {
      const midline = `M${px(block.x)} ${px(block.y + block.height / 2)}h${px(block.width)}`;
      const lotWidth = block.width / block.lotsPerRow;
      const dividers = Array.from(
        { length: block.lotsPerRow - 1 },
        (_, i) => `M${px(block.x + (i + 1) * lotWidth)} ${px(block.y)}v${px(block.height)}`,
      );
      return midline + dividers.join('');
    })
    .join('');
  const facilities = equipements.map(
    (block) => `<path d="${rectPath(block)}" fill="#e4d3b4" stroke="#a88d63" stroke-width=".6"/>`,
  );
  return [
    ...fills,
    `<path d="${lotLines}" fill="none" stroke="#cbbfa8" stroke-width=".35"/>`,
    ...facilities,
  ].join('\n');
}

function drawLabels(city: City): string {
  const labels: string[] = [];
  for (const street of city.streets) {
    if (street.kind !== 'BOULEVARD' && street.kind !== 'ROUTE') continue;
    const [a, b] = longestSegment(street.points);
    for (const share of street.kind === 'ROUTE' ? [0.5] : [0.25, 0.75]) {
      labels.push(streetLabel(street, a, b, share, 7.5, '#6b5437'));
    }
  }
  // Only some avenues are named on the plan: at 10,000 plots they are 2 px apart.
  const avenues = city.streets.filter((street) => street.kind === 'AVENUE' && street.points.length === 2);
  const rues = city.streets.filter((street) => street.kind === 'RUE');
  const size = (street: Street) => Math.min(6.5, Math.max(4.5, px(street.width) * 1.1));
  spacedOut(avenues, 60, (street) => px((street.points[0] as Point).y)).forEach((street, i) => {
    const [a, b] = street.points as [Point, Point];
    labels.push(streetLabel(street, a, b, i % 2 === 0 ? 0.14 : 0.7, size(street), '#7d6b55'));
  });
  spacedOut(rues, 110, (street) => px((street.points[0] as Point).x)).forEach((street, i) => {
    const [a, b] = street.points as [Point, Point];
    labels.push(streetLabel(street, a, b, i % 2 === 0 ? 0.3 : 0.78, size(street), '#7d6b55'));
  });
  for (const green of city.greens) {
    if (green.kind !== 'PARC' && green.kind !== 'LAC') continue;
    const centre = centroid(green.points);
    const color = green.kind === 'LAC' ? '#2f6f96' : '#3f6b2c';
    const dy = green.kind === 'PARC' ? -px(2_400) : 0;
    labels.push(text(green.name, centre.x, centre.y + dy, 8, color, 'font-style="italic" font-weight="600"'));
  }
  for (const block of city.blocks) {
    if (!block.equipement) continue;
    labels.push(
      text(
        block.equipement,
        px(block.x + block.width / 2),
        px(block.y + block.height / 2) + 2,
        5.5,
        '#6b5437',
      ),
    );
  }
  return `<g text-anchor="middle" stroke="#fffdf8" stroke-width="2" paint-order="stroke" stroke-linejoin="round">\n${labels.join('\n')}\n</g>`;
}

function streetLabel(street: Street, a: Point, b: Point, share: number, size: number, color: string): string {
  const x = px(a.x + (b.x - a.x) * share);
  const y = px(a.y + (b.y - a.y) * share);
  const angle = round((Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI);
  // Text reads left to right or bottom to top, never upside down.
  const upright = angle > 90 || angle <= -90 ? angle - 180 : angle === 90 ? -90 : angle;
  const rotate = upright === 0 ? '' : ` transform="rotate(${upright} ${x} ${y})"`;
  return text(street.name, x, y + size * 0.35, size, color, rotate);
}

function text(content: string, x: number, y: number, size: number, color: string, extra = ''): string {
  return `<text x="${round(x)}" y="${round(y)}" font-size="${size}" fill="${color}"${extra ? ` ${extra.trim()}` : ''}>${escapeXml(content)}</text>`;
}

/** Title, north arrow, zone legend and scale bar, in the margins around the city. */
function cartouche(city: City): string {
  const right = city.width / SCALE;
  const bottom = city.height / SCALE;
  const legend = [
    ...ZONE_LABELS.map(([categorie, label]) => ({ fill: ZONE_FILL[categorie], label })),
    { fill: '#e4d3b4', label: 'Équipement' },
    { fill: '#bcd9a2', label: 'Espace vert' },
  ];
  const items = legend.map(
    ({ fill, label }, i) =>
      `<rect x="${10 + i * 78}" y="${bottom - 16}" width="9" height="9" fill="${fill}" stroke="#9c8b70" stroke-width=".5"/>` +
      `<text x="${22 + i * 78}" y="${bottom - 8.5}" font-size="7.5" fill="#4d3f2c">${escapeXml(label)}</text>`,
  );
  // 1 px = 100 units = 5 m, so 100 px is 500 m.
  const scaleX = right - 130;
  return `<g>
<text x="26" y="16" font-size="12" font-weight="700" fill="#3d2f1e">${escapeXml('Cité Malaika — Plan de masse')}</text>
<text x="236" y="16" font-size="7.5" fill="#6b5437">${escapeXml('Commune Annexe, Lubumbashi · lotissement résidentiel')}</text>
${items.join('\n')}
<path d="M${scaleX} ${bottom - 9}h100" stroke="#4d3f2c" stroke-width="1.2"/><path d="M${scaleX} ${bottom - 12}v6M${scaleX + 50} ${bottom - 11}v4M${scaleX + 100} ${bottom - 12}v6" stroke="#4d3f2c" stroke-width=".8"/>
<text x="${scaleX + 104}" y="${bottom - 6.5}" font-size="7" fill="#4d3f2c">500 m</text>
<g transform="translate(${right - 11} 14)"><path d="M0 -9L4 5L0 2.5L-4 5Z" fill="#3d2f1e"/><text y="-9.5" font-size="6.5" font-weight="700" text-anchor="middle" fill="#3d2f1e">N</text></g>
</g>`;
}

// Helpers.

function px(units: number): number {
  return round(units / SCALE);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function polyline(points: Point[]): string {
  return points.map((point, i) => `${i === 0 ? 'M' : 'L'}${px(point.x)} ${px(point.y)}`).join('');
}

function rectPath(block: Block): string {
  return `M${px(block.x)} ${px(block.y)}h${px(block.width)}v${px(block.height)}h${-px(block.width)}Z`;
}

function longestSegment(points: Point[]): [Point, Point] {
  const segments = points.slice(1).map((point, i) => [points[i] as Point, point] as [Point, Point]);
  const length = ([a, b]: [Point, Point]) => Math.hypot(b.x - a.x, b.y - a.y);
  return segments.reduce((best, segment) => (length(segment) > length(best) ? segment : best));
}

function centroid(points: Point[]): Point {
  const sum = points.reduce((acc, point) => ({ x: acc.x + point.x, y: acc.y + point.y }), { x: 0, y: 0 });
  return { x: px(sum.x / points.length), y: px(sum.y / points.length) };
}

/** Keeps items at least `spacing` apart along `position`, in order. */
function spacedOut<T>(items: T[], spacing: number, position: (item: T) => number): T[] {
  const kept: T[] = [];
  let last = -Infinity;
  for (const item of [...items].sort((a, b) => position(a) - position(b))) {
    if (position(item) - last >= spacing) {
      kept.push(item);
      last = position(item);
    }
  }
  return kept;
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
