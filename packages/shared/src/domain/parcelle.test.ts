import { describe, expect, it } from 'vitest';
import { categorieSchema, plotStatutSchema } from './schemas';
import {
  CATEGORIES,
  PLOT_STATUTS,
  categoryInfo,
  isPlotStatut,
  pickSimilar,
  plotStatusInfo,
  pricePerSquareMeter,
  similarPlotCriteria,
} from './parcelle';

describe('plotStatusInfo', () => {
  it.each([
    ['DISPONIBLE', 'Disponible', '#16a34a', 'available'],
    ['RESERVEE', 'Réservé', '#d97706', 'reserved'],
    ['VENDUE', 'Vendu', '#dc2626', 'sold'],
    ['SUSPENDUE', 'Suspendu', '#6b7280', 'error'],
  ])('%s reads %s', (value, label, color, badge) => {
    expect(plotStatusInfo(value)).toEqual({ label, color, badge });
  });

  it.each([['AUTRE'], [''], [null], [undefined], ['toString'], [42]])('unknown %j reads as sold', (value) => {
    expect(plotStatusInfo(value)).toEqual({ label: 'Vendu', color: '#dc2626', badge: 'sold' });
  });

  it('lists the four statuses, all valid for the schema', () => {
    expect(PLOT_STATUTS).toEqual(['DISPONIBLE', 'RESERVEE', 'VENDUE', 'SUSPENDUE']);
    expect(PLOT_STATUTS.every(isPlotStatut)).toBe(true);
    expect(isPlotStatut('SUCCES')).toBe(false);
    expect(plotStatutSchema.safeParse('AUTRE').error?.issues[0]?.message).toBe('Statut invalide');
  });
});

describe('categoryInfo', () => {
  it.each([
    ['MALAIKA_2A', 'Malaika 2A', '#2563eb', 'blue'],
    ['MALAIKA_2B', 'Malaika 2B', '#9333ea', 'purple'],
    ['MALAIKA_3', 'Malaika 3', '#e11d48', 'rose'],
    ['MALAIKA_PRIME', 'Malaika Prime', '#d97706', 'amber'],
  ])('%s reads %s', (value, label, color, badge) => {
    expect(categoryInfo(value)).toEqual({ label, color, badge });
  });

  it.each([['MALAIKA_4'], [null], [undefined], ['constructor']])('unknown %j reads Non définie', (value) => {
    expect(categoryInfo(value)).toEqual({ label: 'Non définie', color: '#6b7280', badge: 'neutral' });
  });

  it('validates the four categories', () => {
    expect(CATEGORIES.map((c) => categorieSchema.safeParse(c).success)).toEqual([true, true, true, true]);
    expect(categorieSchema.safeParse('X').error?.issues[0]?.message).toBe('Catégorie invalide');
  });
});

describe('pricePerSquareMeter', () => {
  it.each([
    [50_000, 500, 100],
    [10_000, 3, 3333],
    [10_000, 6, 1667],
    [99.5, 1, 100],
  ])('%d over %d m² is %d', (prix, surface, expected) => {
    expect(pricePerSquareMeter(prix, surface)).toBe(expected);
  });

  it.each([
    [1000, 0],
    [1000, -5],
    [Number.NaN, 10],
    [1000, Number.NaN],
  ])('%d over %d m² has no value', (prix, surface) => {
    expect(pricePerSquareMeter(prix, surface)).toBeNull();
  });
});

describe('similar plots', () => {
  const plot = { id: 'p1', prix: 100_000, surface: 500 };

  it('searches available plots within ±30% with one extra result', () => {
    expect(similarPlotCriteria(plot)).toEqual({
      statut: 'DISPONIBLE',
      minPrix: 70_000,
      maxPrix: 130_000,
      minSurface: 350,
      maxSurface: 650,
      limit: 5,
      excludeId: 'p1',
    });
  });

  it('takes a custom count and tolerance, widening bounds to whole units', () => {
    expect(
      similarPlotCriteria({ id: 'p2', prix: 12_345, surface: 333 }, { count: 2, tolerance: 0.1 }),
    ).toEqual({
      statut: 'DISPONIBLE',
      minPrix: 11_110,
      maxPrix: 13_580,
      minSurface: 299,
      maxSurface: 367,
      limit: 3,
      excludeId: 'p2',
    });
  });

  it.each([
    [['p1', 'a', 'b', 'c', 'd'], 4, ['a', 'b', 'c', 'd']],
    [['a', 'b', 'c', 'd', 'e'], 4, ['a', 'b', 'c', 'd']],
    [['a', 'p1', 'b'], 4, ['a', 'b']],
    [['a', 'b', 'c'], 2, ['a', 'b']],
    [[], 4, []],
  ])('from %j keeps %d: %j', (ids, count, expected) => {
    const candidates = ids.map((id) => ({ id }));
    expect(pickSimilar(plot, candidates, count).map((c) => c.id)).toEqual(expected);
  });

  it('keeps 4 by default', () => {
    const candidates = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
    expect(pickSimilar(plot, candidates)).toHaveLength(4);
  });
});
