import { describe, expect, it } from 'vitest';
import { lireReleveCamt053 } from './camt053';
import { cleDeDoublon, normaliserLibelle } from './cle-de-doublon';
import { MAPPING_MPESA, MAPPING_RAWBANK, fixture } from './fixtures/fixtures';
import { depuisWindows1252, type LectureReleve } from './lecture';
import type { LigneReleve } from './ligne-releve';
import { lireReleveMt940 } from './mt940';
import { lireReleveCsv } from './releve-csv';

const COMPTE = '6f1c2a4e-0000-4000-8000-000000000001';

const lectures: [string, () => LectureReleve][] = [
  ['rawbank.csv', () => lireReleveCsv(fixture('rawbank.csv'), MAPPING_RAWBANK, { devise: 'USD' })],
  ['mpesa.csv', () => lireReleveCsv(fixture('mpesa.csv'), MAPPING_MPESA, { devise: 'USD' })],
  ['camt053-v02.xml', () => lireReleveCamt053(fixture('camt053-v02.xml'))],
  ['camt053-v08.xml', () => lireReleveCamt053(fixture('camt053-v08.xml'))],
  ['mt940.sta', () => lireReleveMt940(fixture('mt940.sta'))],
];

const cles = async (lecture: LectureReleve) =>
  (await lecture.toutLire()).lignes.map((ligne) => cleDeDoublon(ligne, COMPTE));

describe('the duplicate key', () => {
  it.each(lectures)('is the same on a second import of %s, and different for each line', async (_, lire) => {
    const premiere = await cles(lire());
    expect(premiere.length).toBeGreaterThan(0);
    expect(await cles(lire())).toEqual(premiere);
    expect(new Set(premiere).size).toBe(premiere.length);
  });

  it('keeps two identical fees of one day apart, and finds both again on re-import', async () => {
    const lignes = (
      await lireReleveCsv(fixture('rawbank.csv'), MAPPING_RAWBANK, { devise: 'USD' }).toutLire()
    ).lignes;
    const frais = lignes.filter((l) => l.libelle === 'COMMISSION SUR VIREMENT');
    expect(frais.map((l) => l.occurrence)).toEqual([1, 2]);
    expect(cleDeDoublon(frais[0]!, COMPTE)).not.toBe(cleDeDoublon(frais[1]!, COMPTE));
  });

  it('does not change when the export is re-saved as UTF-8 by a spreadsheet', async () => {
    const utf8 = Buffer.from(depuisWindows1252(fixture('rawbank.csv')));
    expect(await cles(lireReleveCsv(utf8, MAPPING_RAWBANK, { devise: 'USD' }))).toEqual(
      await cles(lireReleveCsv(fixture('rawbank.csv'), MAPPING_RAWBANK, { devise: 'USD' })),
    );
  });

  const sansId: LigneReleve = {
    numeroLigne: 9,
    dateOperation: '2024-03-07',
    dateValeur: null,
    montantCents: 1000000,
    sens: 'CREDIT',
    devise: 'USD',
    libelle: 'Virement reçu  réf. RES-M8N4PZ',
    contrepartie: null,
    referenceBanque: null,
    referenceClient: null,
    annulation: false,
    occurrence: 1,
  };

  it('without an id: changes with the day, the amount, the direction, the narrative or the account', () => {
    const cle = cleDeDoublon(sansId, COMPTE);
    expect(cle).toMatch(/^txt:[\w-]{43}$/);
    for (const autre of [
      { dateOperation: '2024-03-08' },
      { montantCents: 1000001 },
      { sens: 'DEBIT' as const },
      { libelle: 'Virement reçu réf. RES-M8N4PQ' },
      { occurrence: 2 },
    ]) {
      expect(cleDeDoublon({ ...sansId, ...autre }, COMPTE)).not.toBe(cle);
    }
    expect(cleDeDoublon(sansId, 'un-autre-compte')).not.toBe(cle);
    // Accents, case and spaces are how an export writes, not what it says.
    expect(cleDeDoublon({ ...sansId, libelle: ' VIREMENT RECU REF. res-m8n4pz ' }, COMPTE)).toBe(cle);
    // Neither is the line's place in the file.
    expect(cleDeDoublon({ ...sansId, numeroLigne: 90 } as LigneReleve, COMPTE)).toBe(cle);
  });

  it('with an id: the id decides, whatever the narrative; a reused id on another amount is another line', () => {
    const avecId = { ...sansId, referenceBanque: 'QK7A1B2C3D' };
    const cle = cleDeDoublon(avecId, COMPTE);
    expect(cle).toMatch(/^ref:/);
    expect(cleDeDoublon({ ...avecId, libelle: 'Libellé reformulé' }, COMPTE)).toBe(cle);
    expect(cleDeDoublon({ ...avecId, montantCents: 5 }, COMPTE)).not.toBe(cle);
    expect(cleDeDoublon({ ...avecId, dateOperation: '2024-03-08' }, COMPTE)).not.toBe(cle);
    expect(cleDeDoublon({ ...avecId, referenceBanque: 'QK7A1B2C3E' }, COMPTE)).not.toBe(cle);
  });

  it('compares narratives without accents, case or extra spaces', () => {
    expect(normaliserLibelle('  Versement  espèces\nRES-9xh3td ')).toBe('VERSEMENT ESPECES RES-9XH3TD');
  });
});
