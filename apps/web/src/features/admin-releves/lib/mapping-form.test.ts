import { describe, expect, it } from 'vitest';
import type { MappingCsv } from '@parcelles/shared/contracts/releves';
import { EMPTY_MAPPING, fieldOf, readMapping, toFormValues } from './mapping-form';

const RAWBANK: MappingCsv = {
  separateur: ';',
  separateurDecimal: ',',
  formatDate: 'JJ/MM/AAAA',
  ligneEntete: true,
  premieresLignesIgnorees: 3,
  colonnes: {
    date: 'Date opération',
    dateValeur: 'Date valeur',
    credit: 'Crédit',
    debit: 'Débit',
    libelle: ['Libellé', 'Détail'],
    reference: 'Référence',
  },
};

describe('the CSV mapping as the import form edits it', () => {
  it('reads back the mapping it was given, credit and debit columns and a split narrative included', () => {
    const values = toFormValues(RAWBANK);
    expect(values.modeMontant).toBe('creditDebit');
    expect(values.colonnes.libelle).toBe('Libellé + Détail');
    expect(values.premieresLignesIgnorees).toBe('3');
    expect(readMapping(values)).toEqual({ ok: true, mapping: RAWBANK });
  });

  it('takes digits for a column’s position, keeps the direction column, and drops what the mode hides', () => {
    const withSens: MappingCsv = {
      ...RAWBANK,
      ligneEntete: false,
      premieresLignesIgnorees: 0,
      colonnes: { date: 1, montant: 3, sens: { colonne: 4, credit: ['C'] }, libelle: 2 },
    };
    const values = toFormValues(withSens);
    expect(readMapping(values)).toEqual({ ok: true, mapping: withSens });
    const twoColumns = {
      ...values,
      modeMontant: 'creditDebit' as const,
      colonnes: { ...values.colonnes, credit: '5', debit: '6' },
    };
    const read = readMapping(twoColumns);
    expect(read.ok && read.mapping.colonnes).toEqual({ date: 1, credit: 5, debit: 6, libelle: 2 });
  });

  it('says in French what to fix, under the field it is about', () => {
    expect(
      readMapping({
        ...EMPTY_MAPPING,
        premieresLignesIgnorees: 'deux',
        colonnes: { ...EMPTY_MAPPING.colonnes, libelle: 'Libellé', montant: 'Montant' },
      }),
    ).toEqual({
      ok: false,
      errors: {
        date: 'Indiquez la colonne « Date d’opération ».',
        premieresLignesIgnorees: 'Le nombre de lignes à ignorer est un nombre entier.',
      },
    });
    expect(
      readMapping({
        ...EMPTY_MAPPING,
        ligneEntete: false,
        colonnes: { ...EMPTY_MAPPING.colonnes, date: '1', libelle: 'Libellé', montant: '3' },
      }),
    ).toEqual({
      ok: false,
      errors: { libelle: 'Sans ligne d’en-tête, désignez les colonnes par leur numéro (1, 2…).' },
    });
    expect(fieldOf(['mapping', 'colonnes', 'debit'])).toBe('debit');
    expect(fieldOf(['colonnes', 'sens', 'credit'])).toBe('montant');
    expect(fieldOf(['colonnes', 'devise'])).toBe('general');
  });
});
