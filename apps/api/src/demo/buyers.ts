// The demo's buyers (issue 23): a dozen people of Lubumbashi and of the Congolese diaspora, who
// reserve and pay in the demo's history (activity.ts). Their addresses are under the demo's own
// domain, so no mail can reach a real person; they share the demo accounts' password (accounts.ts).

export interface DemoBuyer {
  nom: string;
  email: string;
  /** E.164; the diaspora's numbers are foreign. */
  telephone: string;
}

export const DEMO_BUYERS: DemoBuyer[] = [
  { nom: 'Joséphine Kalala Mwenze', email: 'josephine.kalala@demo.parcelles.cd', telephone: '+243971203344' },
  { nom: 'Patrick Ilunga Kasongo', email: 'patrick.ilunga@demo.parcelles.cd', telephone: '+243815562190' },
  // Brussels, Matonge: the diaspora buys at home.
  {
    nom: 'Christelle Mujinga Tshibangu',
    email: 'christelle.mujinga@demo.parcelles.cd',
    telephone: '+32470283915',
  },
  {
    nom: 'Jean-Marie Kabeya Mukendi',
    email: 'jeanmarie.kabeya@demo.parcelles.cd',
    telephone: '+33612457830',
  },
  { nom: 'Aimée Nkulu Banza', email: 'aimee.nkulu@demo.parcelles.cd', telephone: '+243994118207' },
  { nom: 'Didier Mwamba Kyungu', email: 'didier.mwamba@demo.parcelles.cd', telephone: '+27823461905' },
  { nom: 'Grâce Kapinga Lukusa', email: 'grace.kapinga@demo.parcelles.cd', telephone: '+243853307462' },
  { nom: 'Trésor Mbuyi Kalenga', email: 'tresor.mbuyi@demo.parcelles.cd', telephone: '+15145550187' },
  { nom: 'Nadine Kanyinda Ngoie', email: 'nadine.kanyinda@demo.parcelles.cd', telephone: '+243817740625' },
  { nom: 'Serge Kahozi Mulumba', email: 'serge.kahozi@demo.parcelles.cd', telephone: '+243998025513' },
  { nom: 'Esther Ngalula Kalonji', email: 'esther.ngalula@demo.parcelles.cd', telephone: '+260971334580' },
  { nom: 'Olivier Kazadi Mpanga', email: 'olivier.kazadi@demo.parcelles.cd', telephone: '+243973318846' },
];

/** What buyers write in the reservation's comment, now and then. */
export const RESERVATION_COMMENTS = [
  'Je souhaite visiter la parcelle samedi matin.',
  'Parcelle pour la maison familiale. Merci de me rappeler.',
  'Je paierai par virement depuis l’étranger.',
  'Est-il possible d’obtenir le plan cadastral ?',
  'Achat pour mon frère, qui viendra signer.',
];

/** What buyers write with their proofs, now and then. */
export const PROOF_COMMENTS = {
  VIREMENT_BANCAIRE: ['Virement effectué ce jour.', 'Avis de virement de ma banque ci-joint.'],
  ESPECES: ['Versement fait au bureau du boulevard M’siri.', 'Reçu de caisse ci-joint.'],
  MOBILE_MONEY: ['Paiement envoyé depuis mon téléphone.', 'Capture de la confirmation ci-jointe.'],
} as const;

/** What staff write when they validate, now and then. */
export const VALIDATION_COMMENTS = [
  'Montant reçu sur le compte de la société.',
  'Reçu conforme, merci.',
  'Vérifié sur le relevé bancaire.',
];

export const REJECTION_COMMENT =
  'Le bordereau est illisible : merci d’envoyer le PDF de votre banque ou une photo nette.';

export const COMPLEMENT_MESSAGE =
  'Le montant du bordereau ne correspond pas au montant déclaré. Pouvez-vous envoyer l’avis de débit de votre banque ?';
