import { describe, expect, it } from 'vitest';
import { devinerMapping } from './deviner-mapping';
import { MAPPING_MPESA, MAPPING_RAWBANK, fixture } from './fixtures/fixtures';
import { reconnaitreFormat } from './format';

describe('the format of a statement file', () => {
  it.each([
    ['rawbank.csv', 'CSV'],
    ['mpesa.csv', 'CSV'],
    ['camt053-v02.xml', 'CAMT053'],
    ['camt053-v08.xml', 'CAMT053'],
    ['mt940.sta', 'MT940'],
    ['mt940-casse.sta', 'MT940'],
  ])('%s is %s, judged by its first bytes whatever its name', (nom, format) => {
    expect(reconnaitreFormat(fixture(nom).subarray(0, 4096), 'export.dat')).toEqual({ ok: true, format });
  });

  it('says in French why a file is none of them, and what to send instead', () => {
    const refus = (debut: Uint8Array | string, nom: string) => {
      const reconnu = reconnaitreFormat(debut, nom);
      return reconnu.ok ? reconnu.format : reconnu.message;
    };
    expect(refus(Buffer.from('%PDF-1.7\n'), 'releve-mars.pdf')).toBe(
      'Format de relevé non reconnu : « releve-mars.pdf » est un PDF. Importez l’export CSV, camt.053 ou MT940 du même relevé.',
    );
    expect(refus(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]), 'releve.xlsx')).toBe(
      'Format de relevé non reconnu : « releve.xlsx » est un classeur (Excel, xlsx). Enregistrez-le au format CSV, puis importez le CSV.',
    );
    expect(
      refus(
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">',
        'avis.xml',
      ),
    ).toBe(
      'Format de relevé non reconnu : « avis.xml » est un message camt.054, pas un relevé de compte camt.053.',
    );
    expect(refus('<html><body>', 'page.xml')).toBe(
      'Format de relevé non reconnu : « page.xml » est un XML qui n’est pas un relevé camt.053.',
    );
    expect(refus('Bonjour\nMerci', 'note.txt')).toBe(
      'Format de relevé non reconnu : « note.txt » n’est ni un CSV, ni un relevé camt.053 (XML), ni un relevé MT940.',
    );
    expect(refus('', 'vide.csv')).toBe('Format de relevé non reconnu : « vide.csv » est vide.');
  });
});

describe('a first mapping proposed from the header', () => {
  it('finds the Rawbank-style header under the account lines, its columns, comma and day-first dates', async () => {
    expect(await devinerMapping(fixture('rawbank.csv'))).toEqual({
      mapping: MAPPING_RAWBANK,
      entete: ['Date opération', 'Date valeur', 'Libellé', 'Référence', 'Débit', 'Crédit', 'Solde'],
      manquants: [],
    });
  });

  it('reads the M-Pesa-style English header, the point and ISO dates, from a preview cut mid-line', async () => {
    const apercu = fixture('mpesa.csv').subarray(0, 300);
    expect(await devinerMapping(apercu)).toEqual({
      mapping: { ...MAPPING_MPESA, premieresLignesIgnorees: 0 },
      entete: ['Transaction ID', 'Date', 'Details', 'Amount', 'Other Party', 'Status', 'Balance'],
      manquants: [],
    });
  });

  it('proposes a D/C column with its values, and month-first dates when a day passes 12', async () => {
    const texte =
      'Booking Date\tD/C\tAmount\tNarrative\n03/14/2024\tC\t1,250.00\tRES-7K4P2Q\n03/15/2024\tD\t25.00\tFEE\n';
    const { mapping } = await devinerMapping(texte);
    expect(mapping).toMatchObject({
      separateur: '\t',
      separateurDecimal: '.',
      formatDate: 'MM/JJ/AAAA',
      colonnes: {
        date: 'Booking Date',
        montant: 'Amount',
        sens: { colonne: 'D/C', credit: ['C'], debit: ['D'] },
      },
    });
  });

  it('says which roles it found no column for', async () => {
    expect(await devinerMapping('Date;Montant;Solde\n01/03/2024;10,00;10,00\n')).toEqual({
      mapping: null,
      entete: ['Date', 'Montant', 'Solde'],
      manquants: ['le libellé'],
    });
    expect((await devinerMapping('a;b;c\n1;2;3\n')).manquants).toEqual([
      'la date',
      'le montant (ou les colonnes crédit et débit)',
      'le libellé',
    ]);
  });
});
