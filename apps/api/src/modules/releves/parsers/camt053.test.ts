import { describe, expect, it } from 'vitest';
import { lireReleveCamt053 } from './camt053';
import { fixture, fluxDe } from './fixtures/fixtures';
import type { LigneReleve } from './ligne-releve';

const V02: LigneReleve[] = [
  {
    numeroLigne: 30,
    dateOperation: '2024-03-05',
    dateValeur: '2024-03-05',
    montantCents: 250000,
    sens: 'CREDIT',
    devise: 'USD',
    libelle: 'RES-7K4P2Q ACOMPTE PARCELLE 42 LOT B-17',
    contrepartie: 'KABILA MUKENDI JEAN',
    referenceBanque: '2024030500001',
    referenceClient: 'RES-7K4P2Q',
    annulation: false,
    occurrence: 1,
  },
  // The batch of two: one line per transaction, each with its own amount and payer.
  {
    numeroLigne: 66,
    dateOperation: '2024-03-05',
    dateValeur: '2024-03-06',
    montantCents: 100000,
    sens: 'CREDIT',
    devise: 'USD',
    libelle: 'Paiement parcelle RES-9XH3TD',
    contrepartie: 'NGOY AIME',
    referenceBanque: 'TX-240305-A1',
    referenceClient: null,
    annulation: false,
    occurrence: 1,
  },
  {
    numeroLigne: 75,
    dateOperation: '2024-03-05',
    dateValeur: '2024-03-06',
    montantCents: 75000,
    sens: 'CREDIT',
    devise: 'USD',
    libelle: 'Solde RES-M8N4PZ',
    contrepartie: 'SOCIETE MINIERE DU KATANGA SARL',
    // No id of its own: the entry's, with its rank in the batch.
    referenceBanque: '2024030500002/2',
    referenceClient: null,
    annulation: false,
    occurrence: 1,
  },
  {
    numeroLigne: 85,
    dateOperation: '2024-03-05',
    dateValeur: '2024-03-05',
    montantCents: 3500,
    sens: 'DEBIT',
    devise: 'USD',
    libelle: 'FRAIS DE VIREMENT INTERNATIONAL',
    contrepartie: null,
    referenceBanque: '2024030500003',
    referenceClient: null,
    annulation: false,
    occurrence: 1,
  },
];

const V08: LigneReleve[] = [
  {
    numeroLigne: 21,
    dateOperation: '2024-03-11',
    dateValeur: '2024-03-11',
    montantCents: 280000000,
    sens: 'CREDIT',
    devise: 'CDF',
    libelle: 'Achat parcelle <lot 7> & frais RES-W3XYZ9',
    contrepartie: 'MUKALAY Béatrice',
    referenceBanque: 'EQB240311-0001',
    referenceClient: 'RES-W3XYZ9',
    annulation: false,
    occurrence: 1,
  },
  {
    numeroLigne: 56,
    dateOperation: '2024-03-12',
    dateValeur: '2024-03-12',
    montantCents: 100000000,
    sens: 'CREDIT',
    devise: 'CDF',
    libelle: 'RES-A2B3C4 tranche 2',
    contrepartie: 'ILUNGA Patrick',
    referenceBanque: 'EQB240312-0007-1',
    referenceClient: null,
    annulation: false,
    occurrence: 1,
  },
  {
    numeroLigne: 63,
    dateOperation: '2024-03-12',
    dateValeur: '2024-03-12',
    montantCents: 50000000,
    sens: 'CREDIT',
    devise: 'CDF',
    libelle: 'Paiement mobile RES-Q5R6S7',
    contrepartie: 'KASONGO Marie',
    referenceBanque: 'MM240312XYZ',
    referenceClient: 'E2E-KAS-0312',
    annulation: false,
    occurrence: 1,
  },
  {
    numeroLigne: 72,
    dateOperation: '2024-03-13',
    dateValeur: '2024-03-12',
    montantCents: 12000000,
    sens: 'DEBIT',
    devise: 'CDF',
    libelle: 'Facture électricité bureau février',
    contrepartie: 'SNEL SA',
    referenceBanque: 'EQB240313-0002',
    referenceClient: null,
    annulation: false,
    occurrence: 1,
  },
  {
    numeroLigne: 86,
    dateOperation: '2024-03-14',
    dateValeur: '2024-03-14',
    montantCents: 50000000,
    sens: 'DEBIT',
    devise: 'CDF',
    libelle: 'ANNULATION VIREMENT RECU RES-Q5R6S7',
    contrepartie: null,
    referenceBanque: 'EQB240314-0001',
    referenceClient: null,
    annulation: true,
    occurrence: 1,
  },
];

describe('camt.053', () => {
  it('.001.02 (USD): entries, a batch split per transaction, a debit; a pending entry left out', async () => {
    const lu = await lireReleveCamt053(fluxDe('camt053-v02.xml', 50)).toutLire();
    expect(lu.erreurs).toEqual([]);
    expect(lu.lignes).toEqual(V02);
    expect(lu.lignesIgnorees).toBe(1);
    expect(lu.entetes).toEqual([
      {
        numeroLigne: 8,
        identifiant: 'STMT-2024-03-05-USD',
        compte: 'CD3201000051000123456789012',
        devise: 'USD',
        soldeOuvertureCents: 1000000,
        soldeClotureCents: 1421500,
      },
    ]);
  });

  it('.001.08 (CDF) with prefixed names: DtTm, Pty/Nm, CDATA, structured reference, a reversal', async () => {
    const lu = await lireReleveCamt053(fixture('camt053-v08.xml')).toutLire();
    expect(lu.erreurs).toEqual([]);
    expect(lu.lignes).toEqual(V08);
    expect(lu.lignesIgnorees).toBe(1);
    expect(lu.entetes).toEqual([
      {
        numeroLigne: 5,
        identifiant: 'EQB/CDF/2024-03-14',
        compte: '00012-00098765432-10',
        devise: 'CDF',
        soldeOuvertureCents: 500000000,
        soldeClotureCents: 868000000,
      },
    ]);
  });

  it('reads the same whatever the chunks', async () => {
    for (const taille of [2, 1000]) {
      const lu = await lireReleveCamt053(fluxDe('camt053-v08.xml', taille)).toutLire();
      expect(lu.erreurs).toEqual([]);
      expect(lu.lignes).toEqual(V08);
    }
  });

  it('gives every bad entry its French reason and line', async () => {
    const lu = await lireReleveCamt053(fixture('camt053-casse.xml')).toutLire();
    expect(lu.lignes).toEqual([]);
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Ligne 8 : le montant « 12,50 » n’est pas un nombre',
      'Ligne 19 : la date « 2024-02-30 » n’est pas une date valide au format AAAA-MM-JJ',
      'Ligne 22 : l’indicateur crédit/débit « CRED » n’est ni CRDT ni DBIT',
      'Ligne 29 : les transactions détaillées totalisent 90,00 et non le montant de l’écriture, 100,00',
      'Ligne 40 : l’écriture n’a pas d’élément « Amt »',
    ]);
  });

  it('refuses a truncated file, naming the element left open', async () => {
    const lu = await lireReleveCamt053(fixture('camt053-tronque.xml')).toutLire();
    expect(lu.erreurs).toEqual([
      {
        numeroLigne: 69,
        message:
          'Ligne 69 : le fichier s’arrête avant la fin du XML (balise « Refs » jamais fermée) : il est sans doute tronqué',
      },
    ]);
  });

  it('refuses a DOCTYPE, so no entity (external or exponential) is ever read', async () => {
    const lu = await lireReleveCamt053(fixture('camt053-doctype.xml')).toutLire();
    expect(lu.lignes).toEqual([]);
    expect(lu.erreurs).toEqual([
      {
        numeroLigne: null,
        message:
          'Le fichier XML déclare un DOCTYPE (entités) : refusé par sécurité. Un relevé camt.053 n’en contient jamais.',
      },
    ]);
    // Without a DOCTYPE, an entity is undefined: the file is malformed, never expanded.
    const sansDoctype = await lireReleveCamt053(
      '<Document><BkToCstmrStmt><Stmt><Id>&xxe;</Id></Stmt></BkToCstmrStmt></Document>',
    ).toutLire();
    expect(sansDoctype.erreurs.map((e) => e.message)).toEqual([
      'Ligne 1 : le XML est mal formé (undefined entity.)',
    ]);
  });

  it('refuses another ISO 20022 message, and a file nested too deep', async () => {
    const avis = await lireReleveCamt053(
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn/></Document>',
    ).toutLire();
    expect(avis.erreurs.map((e) => e.message)).toEqual([
      'Le fichier XML n’est pas un relevé camt.053 (élément « BkToCstmrDbtCdtNtfctn » au lieu de « BkToCstmrStmt »).',
    ]);
    const profond = `<Document><BkToCstmrStmt>${'<a>'.repeat(40)}${'</a>'.repeat(40)}</BkToCstmrStmt></Document>`;
    const lu = await lireReleveCamt053(profond).toutLire();
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Ligne 1 : le XML est imbriqué sur plus de 32 niveaux',
    ]);
  });

  it('refuses a statement whose entries do not add up to its closing balance', async () => {
    const texte = fixture('camt053-v02.xml').toString('utf8').replace('14215.00', '14315.00');
    const lu = await lireReleveCamt053(texte).toutLire();
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Ligne 8 : le relevé STMT-2024-03-05-USD ne tombe pas juste : solde d’ouverture 10 000,00 + mouvements 4 215,00 ≠ solde de clôture 14 315,00. Le fichier est incomplet ou a été modifié.',
    ]);
  });
});
