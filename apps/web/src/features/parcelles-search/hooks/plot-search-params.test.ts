import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  boundErrors,
  countActiveFilters,
  parseBound,
  parsePlotSearch,
  sameFilters,
  serializePlotSearch,
  toApiFilters,
} from './plot-search-params';

const params = (query: string) => new URLSearchParams(query);

describe('parsePlotSearch', () => {
  it('reads every filter, the view and the page from the query string', () => {
    const state = parsePlotSearch(
      params(
        'search=Kasapa&statut=DISPONIBLE&categorie=MALAIKA_3&minPrix=10000&maxPrix=25000.5&minSurface=300&maxSurface=900&numeroLot=LOT-123&vue=grille&page=3',
      ),
    );
    expect(state).toEqual({
      filters: {
        search: 'Kasapa',
        statut: 'DISPONIBLE',
        categorie: 'MALAIKA_3',
        minPrix: '10000',
        maxPrix: '25000.5',
        minSurface: '300',
        maxSurface: '900',
        numeroLot: 'LOT-123',
      },
      view: 'grille',
      page: 3,
    });
  });

  it('defaults to no filter, the map view and the first page', () => {
    expect(parsePlotSearch(params(''))).toEqual({ filters: EMPTY_FILTERS, view: 'carte', page: 1 });
  });

  it('drops what a hand-edited link gets wrong instead of sending it', () => {
    const state = parsePlotSearch(
      params(
        'statut=PERDUE&categorie=toString&minPrix=-5&maxPrix=1e3&minSurface=abc&maxSurface=99999999999&vue=carte3d&page=0',
      ),
    );
    expect(state).toEqual({ filters: EMPTY_FILTERS, view: 'carte', page: 1 });
    expect(parsePlotSearch(params('page=2.5')).page).toBe(1);
  });

  it('trims text, strips control characters and caps it at the server limits', () => {
    const { filters } = parsePlotSearch(
      params(`search=${encodeURIComponent('  Golf\u0000 ')}&numeroLot=${'L'.repeat(40)}`),
    );
    expect(filters.search).toBe('Golf');
    expect(filters.numeroLot).toHaveLength(30);
  });
});

describe('serializePlotSearch', () => {
  it('leaves empty values and defaults out of the URL', () => {
    const query = serializePlotSearch({
      filters: { ...EMPTY_FILTERS, search: '  ', statut: 'RESERVEE', minPrix: '' },
      view: 'carte',
      page: 1,
    });
    expect(query.toString()).toBe('statut=RESERVEE');
  });

  it('keeps the view and a page past the first', () => {
    const query = serializePlotSearch({
      filters: { ...EMPTY_FILTERS, maxSurface: '800' },
      view: 'liste',
      page: 4,
    });
    expect(query.toString()).toBe('maxSurface=800&vue=liste&page=4');
  });

  it('round-trips with parsePlotSearch', () => {
    const state = {
      filters: { ...EMPTY_FILTERS, search: 'Avenue Lumumba', categorie: 'MALAIKA_PRIME', minPrix: '5000' },
      view: 'grille' as const,
      page: 2,
    };
    expect(parsePlotSearch(serializePlotSearch(state))).toEqual(state);
  });
});

describe('bounds', () => {
  it('accepts plain decimals only, as the API does', () => {
    expect(parseBound('1500')).toBe(1500);
    expect(parseBound(' 12.5 ')).toBe(12.5);
    expect(parseBound('0')).toBe(0);
    for (const bad of ['', '-1', '1e3', '0x10', 'Infinity', '1,5', 'douze'])
      expect(parseBound(bad)).toBeUndefined();
  });

  it('flags a minimum above its maximum', () => {
    expect(boundErrors({ ...EMPTY_FILTERS, minPrix: '500', maxPrix: '100' })).toEqual({
      prix: true,
      surface: false,
    });
    expect(boundErrors({ ...EMPTY_FILTERS, minSurface: '900', maxSurface: '300' })).toEqual({
      prix: false,
      surface: true,
    });
    expect(boundErrors({ ...EMPTY_FILTERS, minPrix: '100', maxPrix: '100' })).toEqual({
      prix: false,
      surface: false,
    });
  });
});

describe('toApiFilters', () => {
  it('sends numbers for the bounds and nothing for empty values', () => {
    expect(
      toApiFilters({
        ...EMPTY_FILTERS,
        search: ' Golf ',
        statut: 'DISPONIBLE',
        minPrix: '1000',
        maxSurface: '450.5',
      }),
    ).toEqual({ search: 'Golf', statut: 'DISPONIBLE', minPrix: 1000, maxSurface: 450.5 });
    expect(toApiFilters(EMPTY_FILTERS)).toEqual({});
  });

  it('leaves an inverted pair out of the request, keeping the other pair', () => {
    expect(
      toApiFilters({
        ...EMPTY_FILTERS,
        minPrix: '500',
        maxPrix: '100',
        minSurface: '200',
        maxSurface: '400',
      }),
    ).toEqual({ minSurface: 200, maxSurface: 400 });
  });
});

describe('helpers', () => {
  it('compares filters by what they would send', () => {
    expect(sameFilters({ ...EMPTY_FILTERS, search: 'Golf ' }, { ...EMPTY_FILTERS, search: 'Golf' })).toBe(
      true,
    );
    expect(sameFilters({ ...EMPTY_FILTERS, minPrix: 'abc' }, EMPTY_FILTERS)).toBe(true);
    expect(sameFilters({ ...EMPTY_FILTERS, minPrix: '1' }, EMPTY_FILTERS)).toBe(false);
  });

  it('counts the filters set', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, statut: 'VENDUE', numeroLot: 'LOT', minPrix: 'x' })).toBe(
      2,
    );
  });
});
