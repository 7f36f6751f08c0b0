import { describe, expect, it } from 'vitest';
import { MAPPING_MPESA, MAPPING_RAWBANK, fixture, fluxDe } from './fixtures/fixtures';
import { depuisWindows1252 } from './lecture';
import type { LigneReleve } from './ligne-releve';
import { mappingCsvSchema } from './mapping-csv';
import { lireReleveCsv } from './releve-csv';

const ligne = (valeurs: Partial<LigneReleve>): LigneReleve => ({
  numeroLigne: 0,
  dateOperation: '',
  dateValeur: null,
  montantCents: 0,
  sens: 'CREDIT',
  devise: 'USD',
  libelle: '',
  contrepartie: null,
  referenceBanque: null,
  referenceClient: null,
  annulation: false,
  occurrence: 1,
  ...valeurs,
});

const RAWBANK: LigneReleve[] = [
  ligne({
    numeroLigne: 5,
    dateOperation: '2024-03-04',
    dateValeur: '2024-03-04',
    montantCents: 250000,
    libelle: 'VIREMENT REÇU DE KABILA MUKENDI JEAN RES-7K4P2Q acompte parcelle',
    referenceBanque: 'FT24064ABC01',
  }),
  ligne({
    numeroLigne: 6,
    dateOperation: '2024-03-05',
    dateValeur: '2024-03-05',
    montantCents: 2500,
    sens: 'DEBIT',
    libelle: 'FRAIS DE TENUE DE COMPTE; MARS 2024',
    referenceBanque: 'FR2403',
  }),
  ligne({
    // A quoted narrative over lines 7 and 8.
    numeroLigne: 7,
    dateOperation: '2024-03-06',
    dateValeur: '2024-03-07',
    montantCents: 125050,
    libelle: 'VERSEMENT ESPÈCES GUICHET LUBUMBASHI RES-9XH3TD M. NGOY Aimé',
    referenceBanque: 'VE24066',
  }),
  ligne({
    numeroLigne: 9,
    dateOperation: '2024-03-07',
    dateValeur: '2024-03-07',
    montantCents: 1000000,
    // ’ and – are Windows-1252's own (0x92, 0x96), not Latin-1's.
    libelle: 'Virement reçu d’un particulier – Société Minière du Katanga réf. RES-M8N4PZ solde',
  }),
  ligne({
    numeroLigne: 10,
    dateOperation: '2024-03-08',
    dateValeur: '2024-03-08',
    montantCents: 500,
    sens: 'DEBIT',
    libelle: 'COMMISSION SUR VIREMENT',
  }),
  ligne({
    numeroLigne: 11,
    dateOperation: '2024-03-08',
    dateValeur: '2024-03-08',
    montantCents: 500,
    sens: 'DEBIT',
    libelle: 'COMMISSION SUR VIREMENT',
    occurrence: 2,
  }),
  ligne({
    numeroLigne: 12,
    dateOperation: '2024-03-11',
    dateValeur: '2024-03-11',
    montantCents: 100000,
    sens: 'DEBIT',
    libelle: 'RETRAIT CHÈQUE N° 0012345 "URGENT"',
    referenceBanque: 'CH0012345',
  }),
];

const MPESA: LigneReleve[] = [
  ligne({
    numeroLigne: 2,
    dateOperation: '2024-03-04',
    montantCents: 50000,
    libelle: 'Paiement reçu de 243812345678 - RES-7K4P2Q',
    contrepartie: 'JEAN KABILA MUKENDI',
    referenceBanque: 'QK7A1B2C3D',
  }),
  ligne({
    numeroLigne: 3,
    dateOperation: '2024-03-04',
    montantCents: 125000,
    libelle: 'Customer payment RES-HJ6K8L parcelle lot 42',
    contrepartie: 'MARIE NGOY',
    referenceBanque: 'QK7A1B2C3E',
  }),
  ligne({
    numeroLigne: 4,
    dateOperation: '2024-03-05',
    montantCents: 200000,
    sens: 'DEBIT',
    libelle: 'Business withdrawal to bank',
    contrepartie: 'RAWBANK',
    referenceBanque: 'QK8B2C3D4F',
  }),
  ligne({
    numeroLigne: 5,
    dateOperation: '2024-03-05',
    montantCents: 30050,
    libelle: 'Paiement RES-Q5R6S7, acompte',
    contrepartie: 'KALALA, Pierre',
    referenceBanque: 'QK8B2C3D4G',
  }),
  ligne({
    numeroLigne: 6,
    dateOperation: '2024-03-06',
    montantCents: 50,
    sens: 'DEBIT',
    libelle: 'Charge frais de transaction',
    contrepartie: 'SAFARICOM',
    referenceBanque: 'QK9C3D4E5H',
  }),
];

describe('a Rawbank-style export (Windows-1252, `;`, decimal comma, Crédit and Débit)', () => {
  it('reads every operation, skipping the lines about the account and the blank row', async () => {
    const lu = await lireReleveCsv(fixture('rawbank.csv'), MAPPING_RAWBANK, { devise: 'USD' }).toutLire();
    expect(lu.erreurs).toEqual([]);
    expect(lu.lignes).toEqual(RAWBANK);
  });

  it('reads the same from a stream cut every few bytes (accents, CRLF and quotes across chunks)', async () => {
    for (const taille of [1, 2, 7, 64]) {
      const lu = await lireReleveCsv(fluxDe('rawbank.csv', taille), MAPPING_RAWBANK, {
        devise: 'usd',
      }).toutLire();
      expect(lu.erreurs).toEqual([]);
      expect(lu.lignes).toEqual(RAWBANK);
    }
  });

  it('reads the same file saved as UTF-8, with or without BOM, or as UTF-16 by Excel', async () => {
    const texte = depuisWindows1252(fixture('rawbank.csv'));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(texte, 'utf16le')]);
    for (const octets of [Buffer.from(texte), Buffer.from(`\uFEFF${texte}`), utf16]) {
      const lu = await lireReleveCsv(octets, MAPPING_RAWBANK, { devise: 'USD' }).toutLire();
      expect(lu.erreurs).toEqual([]);
      expect(lu.lignes).toEqual(RAWBANK);
    }
  });

  it('gives every bad line its French reason and line number, then stops at an unclosed quote', async () => {
    const lu = await lireReleveCsv(
      fixture('rawbank-casse.csv'),
      { ...MAPPING_RAWBANK, premieresLignesIgnorees: 0 },
      { devise: 'USD' },
    ).toutLire();
    expect(lu.lignes).toEqual([]);
    expect(lu.erreurs).toEqual([
      { numeroLigne: 2, message: 'Ligne 2 : le montant « 12,5,0 » n’est pas un nombre' },
      {
        numeroLigne: 3,
        message: 'Ligne 3 : la date « 31/02/2024 » n’est pas une date valide au format JJ/MM/AAAA',
      },
      {
        numeroLigne: 3,
        message: 'Ligne 3 : la date de valeur « 31/02/2024 » n’est pas une date valide au format JJ/MM/AAAA',
      },
      {
        numeroLigne: 4,
        message: 'Ligne 4 : la ligne a un montant au crédit et au débit : un seul des deux est attendu',
      },
      { numeroLigne: 5, message: 'Ligne 5 : la ligne n’a de montant ni au crédit ni au débit' },
      {
        numeroLigne: 6,
        message: 'Ligne 6 : la date « 2024-03-08 » n’est pas une date valide au format JJ/MM/AAAA',
      },
      {
        numeroLigne: 7,
        message: 'Ligne 7 : le montant « 1 000,123 » a plus de deux chiffres après la virgule',
      },
      {
        numeroLigne: 8,
        message:
          'Ligne 8 : un guillemet ouvert n’est jamais refermé (le reste du fichier a été lu comme une seule cellule)',
      },
    ]);
  });
});

describe('an M-Pesa business portal-style export (`,`, signed amounts, transaction ids)', () => {
  it('reads every operation with its transaction id and the other party', async () => {
    const lu = await lireReleveCsv(fluxDe('mpesa.csv'), MAPPING_MPESA, { devise: 'USD' }).toutLire();
    expect(lu.erreurs).toEqual([]);
    expect(lu.lignes).toEqual(MPESA);
  });

  it('reports each bad line, and still reads the good ones for the dry run to count', async () => {
    const lu = await lireReleveCsv(fixture('mpesa-casse.csv'), MAPPING_MPESA, { devise: 'USD' }).toutLire();
    expect(lu.lignes).toEqual([]);
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Ligne 2 : le montant « abc » n’est pas un nombre',
      'Ligne 3 : la date « 2024-13-01 10:02:11 » n’est pas une date valide au format AAAA-MM-JJ',
      // A group of two digits: the decimal mark is not the mapping's, and nothing is guessed.
      'Ligne 4 : le montant « 1,25.00 » n’est pas un nombre',
      'Ligne 5 : la date est vide',
      'Ligne 6 : le CSV est mal formé (texte collé après un guillemet fermant)',
    ]);
  });
});

describe('the mapping', () => {
  it('is refused with French reasons when it cannot read a statement', () => {
    const messages = (mapping: unknown) => {
      const lu = mappingCsvSchema.safeParse(mapping);
      return lu.success ? [] : lu.error.issues.map((i) => i.message);
    };
    const base = { separateur: ';', separateurDecimal: ',', formatDate: 'JJ/MM/AAAA', ligneEntete: true };
    expect(messages({ ...base, colonnes: { date: 1, libelle: 2 } })).toEqual([
      'Indiquez la colonne du montant, ou les colonnes du crédit et du débit.',
    ]);
    expect(messages({ ...base, colonnes: { date: 1, libelle: 2, montant: 3, credit: 4 } })).toContain(
      'Choisissez soit une colonne de montant, soit des colonnes crédit et débit, pas les deux.',
    );
    expect(messages({ ...base, colonnes: { date: 1, libelle: 2, credit: 4 } })).toEqual([
      'Les colonnes du crédit et du débit vont ensemble : indiquez les deux.',
    ]);
    expect(
      messages({ ...base, ligneEntete: false, colonnes: { date: 'Date', libelle: 2, montant: 3 } }),
    ).toEqual(['Sans ligne d’en-tête, désignez les colonnes par leur numéro (1, 2…).']);
    expect(messages({ ...base, separateur: '|', colonnes: { date: 0, libelle: 2, montant: 3 } })).toEqual([
      'Le séparateur est « ; », « , » ou une tabulation.',
      'Les colonnes se comptent à partir de 1.',
    ]);
  });

  it('reads columns by number, a signed amount with a D/C column, a narrative over two columns', async () => {
    const texte = [
      '05/03/2024;C;1 250,50;VIREMENT;RES-7K4P2Q',
      '06/03/2024;D;25,00;FRAIS;',
      '07/03/2024;X;10,00;AUTRE;',
      '08/03/2024;C;-10,00;INCOHERENT;',
      '09/03/2024;C;0,00;NUL;',
    ].join('\n');
    const lu = await lireReleveCsv(
      texte,
      {
        separateur: ';',
        separateurDecimal: ',',
        formatDate: 'JJ/MM/AAAA',
        ligneEntete: false,
        colonnes: { date: 1, montant: 3, sens: { colonne: 2, credit: ['C'], debit: ['D'] }, libelle: [4, 5] },
      },
      { devise: 'CDF' },
    ).toutLire();
    expect(lu.lignes.map((l) => [l.numeroLigne, l.sens, l.montantCents, l.devise, l.libelle])).toEqual([
      [1, 'CREDIT', 125050, 'CDF', 'VIREMENT RES-7K4P2Q'],
      [2, 'DEBIT', 2500, 'CDF', 'FRAIS'],
    ]);
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Ligne 3 : le sens « X » n’est ni un crédit ni un débit (valeurs attendues : C, D)',
      'Ligne 4 : le sens « C » contredit le signe du montant « -10,00 »',
    ]);
    // A zero amount moves nothing: left out, and counted.
    expect(lu.lignesIgnorees).toBe(1);
  });

  it('names the header’s columns when one of the mapping’s is not there', async () => {
    const lu = await lireReleveCsv(
      fixture('mpesa.csv'),
      { ...MAPPING_MPESA, colonnes: { ...MAPPING_MPESA.colonnes, montant: 'Montant' } },
      { devise: 'USD' },
    ).toutLire();
    expect(lu.lignes).toEqual([]);
    expect(lu.erreurs).toEqual([
      {
        numeroLigne: 1,
        message:
          'Ligne 1 : la colonne « Montant » n’est pas dans l’en-tête (colonnes trouvées : « Transaction ID », « Date », « Details », « Amount », « Other Party », « Status », « Balance »)',
      },
    ]);
  });

  it('needs the account’s currency, and refuses a mapping that is not one', async () => {
    const sansDevise = await lireReleveCsv(fixture('mpesa.csv'), MAPPING_MPESA).toutLire();
    expect(sansDevise.erreurs.map((e) => e.message)).toEqual([
      'La devise du compte est requise pour lire un relevé CSV (les lignes n’en portent pas).',
    ]);
    const mauvais = await lireReleveCsv(fixture('mpesa.csv'), { separateur: ';' } as never, {
      devise: 'USD',
    }).toutLire();
    expect(mauvais.erreurs[0]!.message).toMatch(/^Le paramétrage des colonnes est invalide : /);
  });
});
