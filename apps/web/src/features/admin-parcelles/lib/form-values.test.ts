import { describe, expect, it } from 'vitest';
import { parcelleFormSchema } from '@parcelles/shared/contracts/parcelle-form';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { changedFields, formDefaults, positionFromInputs, statusChoices } from './form-values';

function parcelleFixture(overrides: Partial<Parcelle> = {}): Parcelle {
  return {
    id: 'p-42',
    numeroLot: 'LOT-042',
    reference: null,
    surface: 600,
    prix: 18_000,
    prixParM2: 30,
    statut: 'DISPONIBLE',
    categorie: 'MALAIKA_2A',
    adresse: 'Avenue Sakania n°12, Lubumbashi',
    localisation: null,
    description: 'Parcelle plate.',
    images: [],
    photos: [],
    position: { x: 40_000, y: 30_000 },
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

const parse = (values: ReturnType<typeof formDefaults>) => parcelleFormSchema.parse(values);

describe('statusChoices', () => {
  it('offers Disponible and Suspendu on creation and from either of them', () => {
    expect(statusChoices(undefined)).toEqual(['DISPONIBLE', 'SUSPENDUE']);
    expect(statusChoices('DISPONIBLE')).toEqual(['DISPONIBLE', 'SUSPENDUE']);
    expect(statusChoices('SUSPENDUE')).toEqual(['DISPONIBLE', 'SUSPENDUE']);
  });

  it('offers nothing but the current status of a reserved or sold plot', () => {
    expect(statusChoices('RESERVEE')).toEqual(['RESERVEE']);
    expect(statusChoices('VENDUE')).toEqual(['VENDUE']);
  });
});

describe('changedFields', () => {
  it('sends nothing when the form is as loaded', () => {
    const plot = parcelleFixture();
    expect(changedFields(plot, parse(formDefaults(plot)))).toEqual({});
  });

  it('sends only what changed, and null for an emptied text or category', () => {
    const plot = parcelleFixture();
    const values = parse({
      ...formDefaults(plot),
      prix: '19 500',
      position: { x: '41000', y: '30000' },
      categorie: '',
      description: '  ',
    });
    expect(changedFields(plot, values)).toEqual({
      prix: 19_500,
      position: { x: 41_000, y: 30_000 },
      categorie: null,
      description: null,
    });
  });

  it('never sends the price or the status of a reserved plot', () => {
    const plot = parcelleFixture({ statut: 'RESERVEE' });
    const values = parse({ ...formDefaults(plot), prix: '1', statut: 'DISPONIBLE' });
    expect(changedFields(plot, values)).toEqual({});
  });
});

describe('positionFromInputs', () => {
  it('reads numbers typed in French or not, and nothing while one is missing', () => {
    expect(positionFromInputs('40 000', '30000,5')).toEqual({ x: 40_000, y: 30_000.5 });
    expect(positionFromInputs('40000', '')).toBeNull();
    expect(positionFromInputs('abc', '1')).toBeNull();
  });
});
