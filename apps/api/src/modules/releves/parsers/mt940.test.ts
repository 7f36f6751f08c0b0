import { describe, expect, it } from 'vitest';
import { fixture, fluxDe } from './fixtures/fixtures';
import type { LigneReleve } from './ligne-releve';
import { lire86, lireReleveMt940 } from './mt940';

const MT940: LigneReleve[] = [
  {
    numeroLigne: 6,
    dateOperation: '2024-03-04',
    dateValeur: '2024-03-04',
    montantCents: 250000,
    sens: 'CREDIT',
    devise: 'USD',
    // The supplementary details, then the :86: over two lines.
    libelle:
      'VIREMENT RECU VIREMENT DE KABILA MUKENDI JEAN REFERENCE RES-7K4P2Q ACOMPTE SUR LA PARCELLE 42 LOT B-17',
    contrepartie: null,
    referenceBanque: 'FT24064ABC01',
    referenceClient: 'RES-7K4P2Q',
    annulation: false,
    occurrence: 1,
  },
  {
    numeroLigne: 10,
    dateOperation: '2024-03-04',
    dateValeur: '2024-03-04',
    montantCents: 3500,
    sens: 'DEBIT',
    devise: 'USD',
    libelle: 'FRAIS DE VIREMENT',
    contrepartie: null,
    referenceBanque: 'CHG240304',
    referenceClient: null,
    annulation: false,
    occurrence: 1,
  },
  {
    numeroLigne: 19,
    dateOperation: '2024-03-05',
    dateValeur: '2024-03-05',
    montantCents: 125050,
    sens: 'CREDIT',
    devise: 'USD',
    // ?20-?29 joined, the 27-character piece cut mid-word joined without a space.
    libelle: 'GUTSCHRIFT EREF+RES-9XH3TD SVWZ+Paiement de la parcelle 17 tranche 1',
    contrepartie: 'NGOY AIME ET FILS SARL',
    referenceBanque: 'FT24065XYZ02',
    referenceClient: null,
    annulation: false,
    occurrence: 1,
  },
  {
    // RC: the reversal of a credit takes the money back out.
    numeroLigne: 22,
    dateOperation: '2024-03-05',
    dateValeur: '2024-03-05',
    montantCents: 125050,
    sens: 'DEBIT',
    devise: 'USD',
    libelle:
      "CONTRE-PASSATION DU VIREMENT FT24065XYZ02 : FONDS INSUFFISANTS SUR LE COMPTE DU DONNEUR D'ORDRE",
    contrepartie: null,
    referenceBanque: 'FT24065XYZ03',
    referenceClient: null,
    annulation: true,
    occurrence: 1,
  },
  {
    numeroLigne: 25,
    dateOperation: '2024-03-06',
    dateValeur: '2024-03-06',
    montantCents: 80000,
    sens: 'CREDIT',
    devise: 'USD',
    libelle: 'VERSEMENT ESPECES RES-HJ6K8L',
    contrepartie: null,
    referenceBanque: null,
    referenceClient: 'RES-HJ6K8L',
    annulation: false,
    occurrence: 1,
  },
];

describe('MT940', () => {
  it('reads two statements in SWIFT envelopes: :86: over lines, structured :86:, a reversal', async () => {
    const lu = await lireReleveMt940(fixture('mt940.sta')).toutLire();
    expect(lu.erreurs).toEqual([]);
    expect(lu.lignes).toEqual(MT940);
    expect(lu.entetes).toEqual([
      {
        numeroLigne: 2,
        identifiant: 'STMT240304',
        compte: 'EQBLCDKI/00012-00098765432-10',
        devise: 'USD',
        soldeOuvertureCents: 1000000,
        soldeClotureCents: 1246500,
      },
      {
        numeroLigne: 15,
        identifiant: 'STMT240305',
        compte: 'EQBLCDKI/00012-00098765432-10',
        devise: 'USD',
        soldeOuvertureCents: 1246500,
        soldeClotureCents: 1326500,
      },
    ]);
  });

  it('reads the same whatever the chunks (a CRLF cut in two included)', async () => {
    for (const taille of [1, 2, 5, 4096]) {
      const lu = await lireReleveMt940(fluxDe('mt940.sta', taille)).toutLire();
      expect(lu.erreurs).toEqual([]);
      expect(lu.lignes).toEqual(MT940);
    }
  });

  it('gives every bad :61: its French reason and line, and checks each statement’s balances', async () => {
    const lu = await lireReleveMt940(fixture('mt940-casse.sta')).toutLire();
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Ligne 5 : l’opération :61: « 240307C » est incomplète ou mal formée (attendu : date de valeur AAMMJJ, date de comptabilisation MMJJ facultative, sens C, D, RC ou RD, montant avec une virgule, code opération de 4 caractères, référence)',
      'Ligne 7 : la date « 241307 » n’est pas une date valide (AAMMJJ)',
      'Ligne 9 : l’opération :61: « 240307C12.50NTRFNONREF//FT2 » est incomplète ou mal formée (attendu : date de valeur AAMMJJ, date de comptabilisation MMJJ facultative, sens C, D, RC ou RD, montant avec une virgule, code opération de 4 caractères, référence)',
      'Ligne 14 : le relevé CASSE2 ne tombe pas juste : solde d’ouverture 960,00 + mouvements 100,00 ≠ solde de clôture 1 000,00. Le fichier est incomplet ou a été modifié.',
    ]);
    expect(lu.erreurs.map((e) => e.numeroLigne)).toEqual([5, 7, 9, 14]);
  });

  it('refuses a statement cut before its closing balance, and a file without a statement', async () => {
    const coupe = fixture('mt940.sta').toString('latin1').split('\r\n').slice(0, 11).join('\r\n');
    const lu = await lireReleveMt940(coupe).toutLire();
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Ligne 2 : le relevé STMT240304 n’a pas de solde de clôture (:62F:)',
    ]);
    const vide = await lireReleveMt940('Rien ici\r\n').toutLire();
    expect(vide.erreurs.map((e) => e.message)).toEqual([
      'Le fichier ne contient aucun relevé MT940 (balise :20:).',
    ]);
  });

  it('dates an entry of early January valued in late December in the new year', async () => {
    const texte = [
      ':20:X',
      ':60F:C231231CDF0,00',
      ':61:2312310102C5000,00NTRFNONREF//B1',
      ':62F:C240102CDF5000,00',
    ];
    const lu = await lireReleveMt940(texte.join('\n')).toutLire();
    expect(lu.erreurs).toEqual([]);
    expect(lu.lignes.map((l) => [l.dateValeur, l.dateOperation, l.devise])).toEqual([
      ['2023-12-31', '2024-01-02', 'CDF'],
    ]);
  });
});

describe(':86: narratives', () => {
  it('join free text lines, without a space where a full 65-character line was cut', () => {
    const pleine = 'X'.repeat(64) + 'A';
    expect(lire86([pleine, 'BC DEF'])).toEqual({ libelle: `${pleine}BC DEF`, contrepartie: null });
    expect(lire86(['VIREMENT', 'RES-7K4P2Q'])).toEqual({
      libelle: 'VIREMENT RES-7K4P2Q',
      contrepartie: null,
    });
  });

  it('read the ?00, ?20-?29, ?60-?63 and ?32-?33 sub-fields of German banks', () => {
    expect(lire86(['835?00ENTGELT?20Frais RES-7K4P2Q?32BANK?60suite'])).toEqual({
      libelle: 'ENTGELT Frais RES-7K4P2Q suite',
      contrepartie: 'BANK',
    });
  });
});
