// French texts of the legal pages (/terms, /privacy). Company facts come from BUSINESS and the
// durations from the shared constants, so these pages never contradict the rest of the product.
import { BUSINESS } from '@parcelles/shared/business';
import {
  DEFAULT_RESERVATION_HOLD_DAYS,
  MAX_PENDING_RESERVATIONS,
  REFUND_WINDOW_DAYS,
} from '@parcelles/shared/domain';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  heading: string;
  /** ISO date of the last revision, shown in French. */
  updatedAt: string;
  intro: string;
  sections: readonly LegalSection[];
}

const company = `${BUSINESS.raisonSociale}, RCCM ${BUSINESS.rccm}, Id. Nat. ${BUSINESS.idNat}, dont le siège est situé ${BUSINESS.adressePostale} (${BUSINESS.boitePostale})`;

export const legal = {
  updated: (date: string) => `Dernière mise à jour : ${date}`,
  contents: 'Sommaire',
  terms: {
    title: 'Conditions générales — Parcelles',
    heading: 'Conditions générales',
    updatedAt: '2026-11-20',
    intro: `Les présentes conditions générales régissent l'utilisation du site Parcelles et la réservation des parcelles de la ${BUSINESS.projet}, commercialisées par ${company}. Toute réservation vaut acceptation sans réserve des présentes conditions.`,
    sections: [
      {
        id: 'objet',
        heading: "1. Objet et champ d'application",
        paragraphs: [
          `Le site permet de consulter les parcelles de la ${BUSINESS.projet} à ${BUSINESS.ville}, de réserver une parcelle disponible, de suivre ses paiements et de déposer ses preuves de paiement.`,
          'Les informations publiées (surface, prix, emplacement, catégorie) sont mises à jour régulièrement. Les plans et photographies ont une valeur indicative ; seul le procès-verbal de bornage fait foi quant aux limites de la parcelle.',
        ],
      },
      {
        id: 'compte',
        heading: '2. Compte client',
        paragraphs: [
          'La réservation nécessite un compte personnel, ouvert à toute personne majeure ou à toute personne morale régulièrement représentée. Le client fournit des informations exactes et les tient à jour ; il est seul responsable de la confidentialité de son mot de passe.',
        ],
      },
      {
        id: 'reservation',
        heading: '3. Réservation',
        paragraphs: [
          `Seule une parcelle au statut «\u00a0Disponible\u00a0» peut être réservée. La réservation bloque la parcelle au nom du client pendant ${DEFAULT_RESERVATION_HOLD_DAYS} jours à compter de sa confirmation, délai pendant lequel le client effectue son paiement et en dépose la preuve.`,
          "Sans preuve de paiement déposée avant la fin de ce délai, la réservation expire et la parcelle redevient disponible. Une preuve en cours de vérification suspend l'expiration. Le vendeur peut, à la demande du client, prolonger une réservation.",
          `Un client peut détenir au plus ${MAX_PENDING_RESERVATIONS} réservations en attente de paiement. Il peut annuler sa réservation tant qu'aucun paiement n'a été validé.`,
        ],
      },
      {
        id: 'prix-paiement',
        heading: '4. Prix et modalités de paiement',
        paragraphs: [
          "Les prix sont exprimés en dollars américains (USD). Les frais d'enregistrement et de mutation restent à la charge de l'acquéreur.",
          "Le paiement s'effectue hors ligne, au choix du client :",
        ],
        items: [
          `par virement bancaire sur l'un des comptes de ${BUSINESS.raisonSociale}, en indiquant le numéro de la réservation (par exemple «\u00a0RES-7K4P2Q\u00a0») ;`,
          `en espèces, par carte bancaire ou par mobile money à notre bureau d'encaissement (${BUSINESS.bureauEncaissement}), contre un reçu.`,
        ],
      },
      {
        id: 'preuve',
        heading: '5. Preuve de paiement et validation',
        paragraphs: [
          'Le client dépose sur le site la preuve de chaque paiement (bordereau de virement, reçu), au format JPEG, PNG ou PDF. Notre équipe la vérifie sous 24 à 48 heures ouvrées et informe le client de sa validation ou de son rejet motivé ; une preuve rejetée peut être déposée à nouveau.',
          'Le premier paiement validé confirme la réservation. La parcelle est réputée vendue lorsque les paiements validés atteignent son prix.',
        ],
      },
      {
        id: 'remboursement',
        heading: '6. Annulation et remboursement',
        paragraphs: [
          `En cas d'annulation ou d'expiration d'une réservation, les sommes validées depuis moins de ${REFUND_WINDOW_DAYS} jours sont remboursables sur demande écrite, par virement sur un compte au nom du client, dans un délai de ${REFUND_WINDOW_DAYS} jours à compter de la demande. Les frais bancaires de retour restent à la charge du client.`,
        ],
      },
      {
        id: 'propriete',
        heading: '7. Transfert de propriété et titre foncier',
        paragraphs: [
          "Conformément à la loi n° 73-021 du 20 juillet 1973 portant régime général des biens, régime foncier et immobilier et régime des sûretés, le sol appartient à l'État ; l'acquéreur obtient un droit de concession sur la parcelle.",
          `Après paiement complet, ${BUSINESS.raisonSociale} remet le contrat de vente et le procès-verbal de bornage, puis accompagne l'acquéreur auprès de la Conservation des titres immobiliers jusqu'à la délivrance du certificat d'enregistrement à son nom, qui constitue le titre définitif.`,
        ],
      },
      {
        id: 'responsabilite',
        heading: '8. Responsabilité',
        paragraphs: [
          "Nous mettons tout en œuvre pour assurer l'exactitude des informations et la disponibilité du site, sans pouvoir garantir l'absence d'interruption. Notre responsabilité ne saurait être engagée pour un usage du site contraire aux présentes conditions.",
        ],
      },
      {
        id: 'droit',
        heading: '9. Droit applicable et litiges',
        paragraphs: [
          `Les présentes conditions sont soumises au droit de la République Démocratique du Congo. Tout différend fait d'abord l'objet d'une recherche de solution amiable ; à défaut, il est porté devant les juridictions compétentes de ${BUSINESS.ville}.`,
          `Pour toute question : ${BUSINESS.emails.contact}.`,
        ],
      },
    ],
  } satisfies LegalDocument,
  privacy: {
    title: 'Politique de confidentialité — Parcelles',
    heading: 'Politique de confidentialité',
    updatedAt: '2026-11-20',
    intro: `La présente politique explique quelles données personnelles ${company} collecte sur le site Parcelles, pourquoi, combien de temps elles sont conservées et comment exercer vos droits.`,
    sections: [
      {
        id: 'responsable',
        heading: '1. Responsable du traitement',
        paragraphs: [
          `Le responsable du traitement est ${BUSINESS.raisonSociale}. Pour toute question relative à vos données : ${BUSINESS.emails.contact}.`,
        ],
      },
      {
        id: 'donnees',
        heading: '2. Données collectées',
        paragraphs: ['Nous collectons uniquement les données nécessaires à nos services :'],
        items: [
          'identité et coordonnées : nom complet, adresse e-mail, numéro de téléphone ;',
          'données de compte : mot de passe (conservé sous forme chiffrée, jamais en clair), rôle, dates de connexion ;',
          'réservations et paiements : parcelles réservées, montants, références, preuves de paiement déposées et commentaires ;',
          'données techniques : journaux de connexion nécessaires à la sécurité du site.',
        ],
      },
      {
        id: 'finalites',
        heading: '3. Finalités et bases légales',
        paragraphs: [
          'Vos données servent à gérer votre compte, vos réservations et vos paiements (exécution du contrat), à vous envoyer les notifications et e-mails liés à votre dossier, à prévenir la fraude et à respecter nos obligations comptables et fiscales (obligation légale). Nous ne vendons ni ne louons vos données.',
        ],
      },
      {
        id: 'cadre',
        heading: '4. Cadre légal',
        paragraphs: [
          "Nos traitements respectent la loi n° 20/017 du 25 novembre 2020 relative aux télécommunications et aux technologies de l'information et de la communication, ainsi que l'ordonnance-loi n° 23/010 du 13 mars 2023 portant Code du numérique de la République Démocratique du Congo, qui encadrent la collecte et la protection des données à caractère personnel.",
        ],
      },
      {
        id: 'destinataires',
        heading: '5. Destinataires',
        paragraphs: [
          "Vos données sont accessibles aux seules équipes habilitées de la société (ventes, vérification des paiements, service client) et, le cas échéant, aux notaires et services fonciers intervenant dans le transfert de propriété, ainsi qu'à nos prestataires techniques (hébergement, envoi d'e-mails), tenus à la confidentialité.",
        ],
      },
      {
        id: 'conservation',
        heading: '6. Durée de conservation',
        paragraphs: [
          'Les données du compte sont conservées tant que le compte est actif, puis trois ans après le dernier contact. Les pièces relatives aux ventes et paiements sont conservées pendant la durée légale de conservation des documents comptables.',
        ],
      },
      {
        id: 'securite',
        heading: '7. Sécurité',
        paragraphs: [
          "Les échanges avec le site sont chiffrés, les mots de passe sont hachés et les preuves de paiement ne sont accessibles qu'à leur propriétaire et aux équipes chargées de les vérifier.",
        ],
      },
      {
        id: 'droits',
        heading: '8. Vos droits',
        paragraphs: [
          `Vous disposez d'un droit d'accès, de rectification et d'effacement de vos données, ainsi que du droit de vous opposer à leur traitement ou d'en demander la limitation. Pour les exercer, écrivez à ${BUSINESS.emails.contact} en précisant votre nom et l'adresse e-mail de votre compte ; nous répondons dans un délai d'un mois.`,
        ],
      },
      {
        id: 'stockage-local',
        heading: '9. Stockage local et cookies',
        paragraphs: [
          "Le site n'utilise aucun cookie publicitaire ni outil de mesure d'audience tiers. Votre navigateur conserve seulement votre session de connexion et votre préférence d'affichage, supprimées à la déconnexion ou en effaçant les données du site.",
        ],
      },
    ],
  } satisfies LegalDocument,
} as const;
