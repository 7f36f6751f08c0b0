import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../domain/fields';
import { parcelleFormSchema, parcelleUpdateSchema } from './parcelle-form';

const validPlot = {
  numeroLot: 'LOT-123',
  surface: 500,
  prix: 25_000,
  position: { x: 12_000, y: 30_000 },
  statut: 'DISPONIBLE',
};
const POSITION = 'La position est requise (coordonnées x, y)';

describe('parcelleFormSchema', () => {
  it('accepts a plot, reading numeric text and dropping blank optional fields', () => {
    const input = {
      ...validPlot,
      numeroLot: ' LOT-123 ',
      surface: '500,5',
      prix: '25 000',
      position: { x: '12000', y: 30_000 },
      categorie: '',
      adresse: ' Avenue Kasapa ',
      localisation: '',
      description: null,
    };
    expect(parcelleFormSchema.parse(input)).toEqual({
      numeroLot: 'LOT-123',
      surface: 500.5,
      prix: 25_000,
      position: { x: 12_000, y: 30_000 },
      statut: 'DISPONIBLE',
      categorie: undefined,
      adresse: 'Avenue Kasapa',
      localisation: undefined,
      description: undefined,
    });
  });

  it('keeps a known category', () => {
    expect(parcelleFormSchema.parse({ ...validPlot, categorie: 'MALAIKA_PRIME' }).categorie).toBe(
      'MALAIKA_PRIME',
    );
  });

  it.each([
    ['missing lot', { numeroLot: undefined }, { numeroLot: ['Le numéro de lot est requis'] }],
    ['blank lot', { numeroLot: '  ' }, { numeroLot: ['Le numéro de lot est requis'] }],
    ['zero surface', { surface: 0 }, { surface: ['La surface doit être positive'] }],
    ['negative surface', { surface: -10 }, { surface: ['La surface doit être positive'] }],
    ['missing surface', { surface: '' }, { surface: ['La surface doit être positive'] }],
    [
      'text surface',
      { surface: 'grand' },
      { surface: ['La surface doit être un nombre de m², écrit en chiffres (par exemple 450)'] },
    ],
    [
      'a price in words (issue 23)',
      { prix: 'vingt mille' },
      { prix: ['Le prix doit être un montant en dollars, écrit en chiffres (par exemple 25000)'] },
    ],
    ['zero price', { prix: 0 }, { prix: ['Le prix doit être positif'] }],
    ['missing price', { prix: null }, { prix: ['Le prix doit être positif'] }],
    ['missing position', { position: undefined }, { position: [POSITION] }],
    ['position as text', { position: '10,20' }, { position: [POSITION] }],
    ['position without y', { position: { x: 1 } }, { 'position.y': [POSITION] }],
    ['non-numeric x', { position: { x: 'a', y: 2 } }, { 'position.x': [POSITION] }],
    ['unknown status', { statut: 'PERDUE' }, { statut: ['Statut invalide'] }],
    ['missing status', { statut: undefined }, { statut: ['Statut invalide'] }],
    ['unknown category', { categorie: 'MALAIKA_9' }, { categorie: ['Catégorie invalide'] }],
    ['numeric address', { adresse: 5 }, { adresse: ['Valeur invalide'] }],
  ])('%s', (_case, overrides, expected) => {
    expect(fieldErrors(parcelleFormSchema.safeParse({ ...validPlot, ...overrides }).error)).toEqual(expected);
  });
});

describe('parcelleUpdateSchema', () => {
  it('accepts any subset and checks what is given', () => {
    expect(parcelleUpdateSchema.parse({ prix: '30000' })).toEqual({ prix: 30_000 });
    expect(fieldErrors(parcelleUpdateSchema.safeParse({ statut: 'X' }).error)).toEqual({
      statut: ['Statut invalide'],
    });
  });
});
