// The company's facts, in one place: the web app (header, footer, contact page, payment panels,
// messaging button) and the API (mail templates) read them from here, never from components.
// Changing a phone number or a bank account is a change to this file only.

import type { OperateurMobileMoney } from '../domain/paiement';

export interface BankAccount {
  banque: string;
  titulaire: string;
  numeroCompte: string;
  codeSwift: string;
  devise: 'USD';
}

/** Where a buyer sends mobile money: the company's merchant (till) number at each operator. */
export interface MobileMoneyAccount {
  operateur: OperateurMobileMoney;
  /** The merchant number the buyer pays to, as the operator's menu asks for it. */
  numeroMarchand: string;
  /** The name the operator's confirmation shows, so the buyer knows it is the right account. */
  titulaire: string;
}

export const BUSINESS = {
  nomCommercial: 'Parcelles',
  projet: 'Cité Malaika',
  raisonSociale: 'Malaika Développement SARL',
  rccm: 'CD/LSH/RCCM/23-B-01472',
  idNat: '6-128-N41235R',
  ville: 'Lubumbashi',
  pays: 'République Démocratique du Congo',
  telephones: ['+243 997 012 345', '+243 812 345 678'] as const,
  emails: { contact: 'contact@cite-malaika.cd', ventes: 'ventes@cite-malaika.cd' } as const,
  /** The registered office, shown in the footer and on the contact page. */
  adressePostale: 'Avenue Lumumba n°1024, Quartier Makutano, Commune de Lubumbashi, Haut-Katanga',
  boitePostale: 'B.P. 2310 Lubumbashi',
  /** Where cash payments are received (spec §2 "Cash panel"). */
  bureauEncaissement: 'Bureau commercial Cité Malaika, Boulevard M’siri n°12, Commune Annexe, Lubumbashi',
  horaires: {
    semaine: 'Lundi - Vendredi : 8h - 17h',
    samedi: 'Samedi : 9h - 13h',
  },
  /** International number without '+', as wa.me links want it. */
  whatsapp: '243997012345',
  /** Coordinates of the office for the embedded map on the contact page. */
  coordonnees: { latitude: -11.6647, longitude: 27.4794 },
  comptesBancaires: [
    {
      banque: 'Rawbank',
      titulaire: 'Malaika Développement SARL',
      numeroCompte: '05100-01234567801-23 USD',
      codeSwift: 'RAWBCDKI',
      devise: 'USD',
    },
    {
      banque: 'Equity BCDC',
      titulaire: 'Malaika Développement SARL',
      numeroCompte: '00011-00000-01098765432-17 USD',
      codeSwift: 'PRCBCDKI',
      devise: 'USD',
    },
  ] satisfies BankAccount[],
  /** Mobile money (issue 12, ADR 014): one merchant account per operator, in USD. */
  comptesMobileMoney: [
    { operateur: 'MPESA', numeroMarchand: '+243 819 400 210', titulaire: 'Malaika Développement SARL' },
    {
      operateur: 'ORANGE_MONEY',
      numeroMarchand: '+243 899 400 210',
      titulaire: 'Malaika Développement SARL',
    },
    {
      operateur: 'AIRTEL_MONEY',
      numeroMarchand: '+243 979 400 210',
      titulaire: 'Malaika Développement SARL',
    },
  ] satisfies MobileMoneyAccount[],
  anneeCreation: 2023,
} as const;

export type Business = typeof BUSINESS;
