import { describe, expect, it } from 'vitest';
import { CITY_HEIGHT, CITY_WIDTH, PHOTO_COUNT, generateCity, type Categorie, type Point } from './city';

const city = generateCity();
const large = generateCity({ count: 10_000 });

describe('generateCity', () => {
  it('is deterministic for a seed and changes with it', () => {
    expect(generateCity({ seed: 2026, count: 300 })).toEqual(city);
    const other = generateCity({ seed: 7, count: 300 });
    expect(other.plots.map((plot) => plot.description)).not.toEqual(
      city.plots.map((plot) => plot.description),
    );
  });

  it.each([1, 300, 10_000])('creates exactly %i plots', (count) => {
    expect((count === 10_000 ? large : generateCity({ count })).plots).toHaveLength(count);
  });

  it('rejects counts outside 1..10,000', () => {
    expect(() => generateCity({ count: 0 })).toThrow(RangeError);
    expect(() => generateCity({ count: 10_001 })).toThrow(RangeError);
  });

  it('numbers lots in order and gives unique, category-coded references', () => {
    expect(city.plots.slice(0, 3).map((plot) => plot.numeroLot)).toEqual(['LOT-001', 'LOT-002', 'LOT-003']);
    expect(city.plots.at(-1)?.numeroLot).toBe('LOT-300');
    expect(large.plots[0]?.numeroLot).toBe('LOT-0001');
    expect(large.plots.at(-1)?.numeroLot).toBe('LOT-10000');
    for (const { plots } of [city, large]) {
      expect(new Set(plots.map((plot) => plot.numeroLot)).size).toBe(plots.length);
      expect(new Set(plots.map((plot) => plot.reference)).size).toBe(plots.length);
      for (const plot of plots) expect(plot.reference).toMatch(/^CM-(2A|2B|3|PR)-\d{4,}$/);
    }
  });

  it('numbers lots block by block, in reading order', () => {
    for (const { plots, blocks } of [city, large]) {
      const blockIndexes = plots.map((plot) => blocks.findIndex((block) => contains(block, plot.position)));
      expect(blockIndexes).toEqual([...blockIndexes].sort((a, b) => a - b));
    }
  });

  it('places every plot on a lot block, off the streets and green spaces', () => {
    for (const { plots, blocks, streets, greens } of [city, large]) {
      for (const { position } of plots) {
        expect(Number.isInteger(position.x) && Number.isInteger(position.y)).toBe(true);
        expect(position.x).toBeGreaterThan(0);
        expect(position.x).toBeLessThan(CITY_WIDTH);
        expect(position.y).toBeGreaterThan(0);
        expect(position.y).toBeLessThan(CITY_HEIGHT);
        expect(blocks.some((block) => block.equipement === null && contains(block, position))).toBe(true);
        expect(streets.some((street) => distanceToPolyline(position, street.points) < street.width / 2)).toBe(
          false,
        );
        expect(greens.some((green) => insidePolygon(position, green.points))).toBe(false);
      }
    }
  });

  it('keeps plot centres apart enough for non-overlapping circles on the 800 × 600 map', () => {
    for (const count of [300, 1_000, 10_000]) {
      const { plots } = count === 10_000 ? large : count === 300 ? city : generateCity({ count });
      expect(minimumSpacing(plots.map((plot) => plot.position))).toBeGreaterThanOrEqual(spacingFor(count));
    }
    // Few plots are spread by sampling: close to the target, and never close on the map.
    for (const count of [2, 50, 150]) {
      const { plots } = generateCity({ count });
      expect(minimumSpacing(plots.map((plot) => plot.position))).toBeGreaterThanOrEqual(
        spacingFor(count) * 0.8,
      );
    }
  });

  it('sizes and prices lots by category', () => {
    for (const { plots } of [city, large]) {
      for (const plot of plots) {
        expect(Number.isInteger(plot.surface)).toBe(true);
        expect(plot.surface).toBeGreaterThanOrEqual(300);
        expect(plot.surface).toBeLessThanOrEqual(1_500);
        expect(Number.isInteger(plot.prixCents)).toBe(true);
        expect(plot.prixCents % 10_000).toBe(0); // whole hundreds of dollars
      }
      const perM2 = (categorie: Categorie) => {
        const inCategory = plots.filter((plot) => plot.categorie === categorie);
        return (
          inCategory.reduce((sum, plot) => sum + plot.prixCents / 100 / plot.surface, 0) / inCategory.length
        );
      };
      expect(perM2('MALAIKA_PRIME')).toBeGreaterThan(perM2('MALAIKA_2A'));
      expect(perM2('MALAIKA_2A')).toBeGreaterThan(perM2('MALAIKA_2B'));
      expect(perM2('MALAIKA_2B')).toBeGreaterThan(perM2('MALAIKA_3'));
      expect(perM2('MALAIKA_PRIME')).toBeGreaterThanOrEqual(60);
      expect(perM2('MALAIKA_3')).toBeLessThanOrEqual(26);
    }
  });

  it('has every category, PRIME lots being the largest', () => {
    const average = (categorie: Categorie) => {
      const inCategory = city.plots.filter((plot) => plot.categorie === categorie);
      expect(inCategory.length).toBeGreaterThan(0);
      return inCategory.reduce((sum, plot) => sum + plot.surface, 0) / inCategory.length;
    };
    expect(average('MALAIKA_PRIME')).toBeGreaterThan(average('MALAIKA_2A'));
    expect(average('MALAIKA_2A')).toBeGreaterThan(average('MALAIKA_3'));
  });

  it('is a catalogue: available plots and a few suspended, never reserved or sold without a buyer', () => {
    for (const { plots, demande } of [city, large]) {
      const share = (statut: string) => plots.filter((plot) => plot.statut === statut).length / plots.length;
      expect(share('DISPONIBLE')).toBeCloseTo(0.97, 2);
      expect(share('SUSPENDUE')).toBeCloseTo(0.03, 2);
      // Issue 23: a plot is reserved by a reservation and sold by its payments, never by the generator.
      expect(new Set(plots.map((plot) => plot.statut))).toEqual(new Set(['DISPONIBLE', 'SUSPENDUE']));
      // The order the demo's buyers reserve in: every available plot once, none suspended.
      expect([...demande].sort((a, b) => a - b)).toEqual(
        plots.flatMap((plot, i) => (plot.statut === 'DISPONIBLE' ? [i] : [])),
      );
    }
    expect(generateCity({ count: 1 }).plots[0]?.statut).toBe('DISPONIBLE');
  });

  it('puts the sought-after plots together, as sales cluster in a few areas', () => {
    const { plots, demande } = city;
    const hot = demande.slice(0, 60).map((i) => plots[i]!.position);
    const all = plots.map((plot) => plot.position);
    const nearest = (points: Point[]) =>
      points.reduce(
        (s, p) => s + Math.min(...points.filter((q) => q !== p).map((q) => Math.hypot(p.x - q.x, p.y - q.y))),
        0,
      ) / points.length;
    // Hot plots sit closer to one another than the same number of plots spread over the city.
    const evenly = all.filter((_, i) => i % Math.floor(all.length / 60) === 0).slice(0, 60);
    expect(nearest(hot)).toBeLessThan(nearest(evenly));
  });

  it('writes addresses, locations and descriptions in French', () => {
    for (const plot of city.plots) {
      expect(plot.adresse).toMatch(
        /^(Avenue|Boulevard) .+ n°\d+, Quartier Malaika (2A|2B|3|Prime), Commune Annexe, Lubumbashi$/,
      );
      expect(plot.localisation).toMatch(/^Quartier Malaika (2A|2B|3|Prime), îlot [A-Z]+\d+$/);
      expect(plot.description).toMatch(/^Parcelle|^Belle|^Très/);
      expect(plot.description.split(/(?<=\.) /).length).toBeLessThanOrEqual(3);
    }
    expect(new Set(city.plots.map((plot) => plot.adresse)).size).toBe(city.plots.length);
    expect(new Set(city.plots.map((plot) => plot.description)).size).toBeGreaterThan(200);
  });

  it('refers to existing photos, with some plots left without any', () => {
    for (const plot of large.plots) {
      expect(plot.photoIndexes.length).toBeLessThanOrEqual(4);
      expect(new Set(plot.photoIndexes).size).toBe(plot.photoIndexes.length);
      for (const index of plot.photoIndexes) expect(index).toBeGreaterThanOrEqual(0);
      for (const index of plot.photoIndexes) expect(index).toBeLessThan(PHOTO_COUNT);
    }
    expect(city.plots.some((plot) => plot.photoIndexes.length === 0)).toBe(true);
  });

  it('names every street', () => {
    for (const street of large.streets) expect(street.name).toMatch(/^(Avenue|Boulevard|Route) /);
    expect(new Set(large.streets.map((street) => street.name)).size).toBe(large.streets.length);
  });
});

function contains(rect: { x: number; y: number; width: number; height: number }, point: Point): boolean {
  return (
    point.x > rect.x && point.x < rect.x + rect.width && point.y > rect.y && point.y < rect.y + rect.height
  );
}

function distanceToPolyline(point: Point, points: Point[]): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    const length = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const t = Math.max(
      0,
      Math.min(1, ((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / length),
    );
    best = Math.min(best, Math.hypot(point.x - (a.x + t * (b.x - a.x)), point.y - (a.y + t * (b.y - a.y))));
  }
  return best;
}

function insidePolygon(point: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

function spacingFor(count: number): number {
  return Math.sqrt((CITY_WIDTH * CITY_HEIGHT) / count) * 0.6;
}

function minimumSpacing(points: Point[]): number {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  let best = Infinity;
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i] as Point;
    for (let j = i + 1; j < sorted.length && (sorted[j] as Point).x - a.x < best; j++) {
      const b = sorted[j] as Point;
      best = Math.min(best, Math.hypot(b.x - a.x, b.y - a.y));
    }
  }
  return best;
}
