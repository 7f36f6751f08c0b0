// The French mails, one entry per kind. A template takes its data and the public URL and describes
// the mail as blocks; mail.layout.ts renders them to HTML and text with the company footer.
// Adding a mail (reservation created, payment validated…) is one more entry here: its data type
// follows from the function, and queueing it is typed by `TemplateName`/`TemplateData`.
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { BUSINESS } from '@parcelles/shared/business';
import { roleLabel } from '@parcelles/shared/domain';
import { INVITATION_LINK_DAYS } from '@parcelles/shared/contracts/utilisateurs';
import {
  contactSentence,
  linkWithToken,
  renderMail,
  type MailContent,
  type RenderedMail,
} from './mail.layout';

export interface TemplateContext {
  /** Origin of the web app, without a trailing slash (config.publicUrl). */
  publicUrl: string;
}

/** How long the links stay valid; the auth module's token lifetimes must match (issue 4). */
export const VERIFICATION_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;

const define =
  <D>(build: (data: D, ctx: TemplateContext) => MailContent) =>
  (data: D, ctx: TemplateContext): RenderedMail =>
    renderMail(build(data, ctx));

const hello = (nom: string) => `Bonjour ${nom.trim()},`;
/** A due day (YYYY-MM-DD, Lubumbashi) in French: '5 mars 2026'. Noon keeps it on that day anywhere. */
const formatDay = (day: string) => formatDateLong(`${day}T12:00:00Z`);
const hours = (n: number) => `${n} heure${n > 1 ? 's' : ''}`;
/** The closing line of the mails about a purchase: whom to ask. */
const questionNote = () =>
  ({ kind: 'note', text: `Une question ? Contactez-nous ${contactSentence()}.` }) as const;
/** The way back to the buyer's reservations, where proofs are sent. */
const myReservations = (publicUrl: string) =>
  ({ kind: 'button', label: 'Voir mes réservations', url: `${publicUrl}/reservations` }) as const;

export const templates = {
  verification: define<{ nom: string; token: string }>(({ nom, token }, { publicUrl }) => ({
    sujet: `Confirmez votre adresse email — ${BUSINESS.nomCommercial}`,
    apercu: `Un dernier pas pour activer votre compte ${BUSINESS.nomCommercial}.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          `Merci d’avoir créé votre compte sur ${BUSINESS.nomCommercial}, la plateforme de vente des parcelles de la `,
          { strong: BUSINESS.projet },
          ` à ${BUSINESS.ville}.`,
        ],
      },
      {
        kind: 'paragraph',
        text: 'Pour activer votre compte et pouvoir vous connecter, confirmez votre adresse email :',
      },
      {
        kind: 'button',
        label: 'Confirmer mon adresse email',
        url: linkWithToken(publicUrl, '/verify-email', token),
      },
      {
        kind: 'note',
        text: `Ce lien est valable ${hours(VERIFICATION_LINK_HOURS)}. Passé ce délai, demandez un nouvel email de vérification depuis la page de connexion.`,
      },
      {
        kind: 'note',
        text: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement ce message : aucun compte ne sera activé.',
      },
    ],
  })),

  reinitialisation: define<{ nom: string; token: string }>(({ nom, token }, { publicUrl }) => ({
    sujet: `Réinitialisation de votre mot de passe — ${BUSINESS.nomCommercial}`,
    apercu: 'Choisissez un nouveau mot de passe pour votre compte.',
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${BUSINESS.nomCommercial}.`,
      },
      { kind: 'paragraph', text: 'Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessous :' },
      {
        kind: 'button',
        label: 'Choisir un nouveau mot de passe',
        url: linkWithToken(publicUrl, '/reset-password', token),
      },
      {
        kind: 'note',
        text: `Ce lien est valable ${hours(RESET_LINK_HOURS)} et ne peut servir qu’une fois.`,
      },
      {
        kind: 'note',
        text: 'Si vous n’avez pas demandé cette réinitialisation, ignorez cet email : votre mot de passe actuel reste inchangé.',
      },
    ],
  })),

  // A sign-up with an address that already has an account (ADR 020): the sign-up answers as any
  // other, and the owner, not the visitor, learns the address is known.
  inscriptionAdresseExistante: define<{ nom: string }>(({ nom }, { publicUrl }) => ({
    sujet: `Tentative d’inscription avec votre adresse — ${BUSINESS.nomCommercial}`,
    apercu: `Quelqu’un a tenté de créer un compte ${BUSINESS.nomCommercial} avec votre adresse email.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: `Quelqu’un a tenté de créer un compte ${BUSINESS.nomCommercial} avec votre adresse email. Un compte existe déjà à cette adresse : il n’a pas été modifié et aucun nouveau compte n’a été créé.`,
      },
      {
        kind: 'paragraph',
        text: 'Si c’était vous, connectez-vous avec votre mot de passe habituel, ou réinitialisez-le si vous l’avez oublié :',
      },
      { kind: 'button', label: 'Me connecter', url: `${publicUrl}/login` },
      { kind: 'button', label: 'Réinitialiser mon mot de passe', url: `${publicUrl}/forgot-password` },
      {
        kind: 'note',
        text: 'Si vous n’êtes pas à l’origine de cette tentative, ignorez ce message : votre compte et votre mot de passe restent inchangés.',
      },
    ],
  })),

  invitation: define<{ nom: string; token: string; role: string; invitePar: string }>(
    ({ nom, token, role, invitePar }, { publicUrl }) => ({
      sujet: `Votre compte ${roleLabel(role).toLowerCase()} vous attend — ${BUSINESS.nomCommercial}`,
      apercu: `${invitePar} vous invite à rejoindre l’équipe ${BUSINESS.nomCommercial}.`,
      salutation: hello(nom),
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `${invitePar.trim()} vous a créé un compte `,
            { strong: roleLabel(role) },
            ` sur ${BUSINESS.nomCommercial}, la plateforme de vente des parcelles de la `,
            { strong: BUSINESS.projet },
            ` à ${BUSINESS.ville}.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pour activer votre compte, choisissez votre mot de passe :',
        },
        {
          kind: 'button',
          label: 'Choisir mon mot de passe',
          url: linkWithToken(publicUrl, '/invitation', token),
        },
        {
          kind: 'note',
          text: `Ce lien est valable ${INVITATION_LINK_DAYS} jours et ne peut servir qu’une fois. Passé ce délai, demandez à un administrateur de vous inviter à nouveau.`,
        },
        {
          kind: 'note',
          text: 'Si vous ne vous attendiez pas à cette invitation, ignorez simplement ce message : le compte restera inutilisable.',
        },
      ],
    }),
  ),

  motDePasseModifie: define<{ nom: string; date: Date }>(({ nom, date }) => ({
    sujet: `Votre mot de passe a été modifié — ${BUSINESS.nomCommercial}`,
    apercu: 'Le mot de passe de votre compte vient d’être modifié.',
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: `Le mot de passe de votre compte ${BUSINESS.nomCommercial} a bien été modifié. Par sécurité, vos autres sessions ont été déconnectées.`,
      },
      {
        kind: 'details',
        rows: [['Date du changement', `${formatDateLong(date, { withTime: true })} (heure de Lubumbashi)`]],
      },
      { kind: 'paragraph', text: 'Si vous êtes à l’origine de ce changement, vous n’avez rien à faire.' },
      {
        kind: 'paragraph',
        text: [
          { strong: 'Si ce n’était pas vous' },
          `, contactez-nous sans attendre ${contactSentence()}, afin que nous sécurisions votre compte.`,
        ],
      },
    ],
  })),
  reservationCreee: define<{
    nom: string;
    numeroLot: string;
    /** The reservation number people quote, and the transfer reference (DESIGN.md §4). */
    reference: string;
    montant: string;
    /** What is due now (issue 25): the first instalment, its name, amount and day (YYYY-MM-DD). */
    aPayer: { echeance: string; montant: string; dateEcheance: string };
    dateExpiration: Date;
  }>(({ nom, numeroLot, reference, montant, aPayer, dateExpiration }, { publicUrl }) => ({
    sujet: `Réservation de la parcelle ${numeroLot} enregistrée — ${BUSINESS.nomCommercial}`,
    apercu: `La parcelle ${numeroLot} vous est réservée jusqu’au ${formatDateLong(dateExpiration)}.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          `Votre réservation de la parcelle `,
          { strong: numeroLot },
          ` de la ${BUSINESS.projet} est enregistrée.`,
        ],
      },
      {
        kind: 'details',
        rows: [
          ['Numéro de réservation', reference],
          ['Montant total', montant],
          [
            'À payer maintenant',
            `${aPayer.montant} (${aPayer.echeance}), avant le ${formatDay(aPayer.dateEcheance)}`,
          ],
          [
            'Réservée jusqu’au',
            `${formatDateLong(dateExpiration, { withTime: true })} (heure de Lubumbashi)`,
          ],
          ['Référence à indiquer sur votre virement', reference],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Réglez par virement bancaire, en espèces à notre bureau ou par mobile money, puis envoyez votre preuve de paiement depuis votre espace avant cette date.',
      },
      myReservations(publicUrl),
      {
        kind: 'note',
        text: 'Sans preuve de paiement à cette date, la réservation expire et la parcelle est remise en vente.',
      },
    ],
  })),
  rappelExpiration: define<{ nom: string; numeroLot: string; reference: string; dateExpiration: Date }>(
    ({ nom, numeroLot, reference, dateExpiration }, { publicUrl }) => ({
      sujet: `Votre réservation de la parcelle ${numeroLot} expire bientôt — ${BUSINESS.nomCommercial}`,
      apercu: `Plus que quelques heures pour envoyer votre preuve de paiement.`,
      salutation: hello(nom),
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `Votre réservation de la parcelle `,
            { strong: numeroLot },
            ` expire le ${formatDateLong(dateExpiration, { withTime: true })} (heure de Lubumbashi).`,
          ],
        },
        { kind: 'details', rows: [['Numéro de réservation', reference]] },
        {
          kind: 'paragraph',
          text: 'Pour la conserver, effectuez votre paiement et envoyez la preuve depuis votre espace avant cette date.',
        },
        { kind: 'button', label: 'Envoyer ma preuve de paiement', url: `${publicUrl}/reservations` },
        questionNote(),
      ],
    }),
  ),
  reservationExpiree: define<{ nom: string; numeroLot: string; reference: string }>(
    ({ nom, numeroLot, reference }, { publicUrl }) => ({
      sujet: `Votre réservation de la parcelle ${numeroLot} a expiré — ${BUSINESS.nomCommercial}`,
      apercu: `La parcelle ${numeroLot} est de nouveau disponible.`,
      salutation: hello(nom),
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `Faute de paiement reçu à temps, votre réservation de la parcelle `,
            { strong: numeroLot },
            ` a expiré et la parcelle est remise en vente.`,
          ],
        },
        { kind: 'details', rows: [['Numéro de réservation', reference]] },
        {
          kind: 'paragraph',
          text: 'Si elle est toujours disponible, vous pouvez la réserver de nouveau depuis la carte.',
        },
        { kind: 'button', label: 'Voir les parcelles disponibles', url: `${publicUrl}/map` },
      ],
    }),
  ),

  paiementValide: define<{
    nom: string;
    numeroLot: string;
    /** Dollars. */
    montant: number;
    totalPaye: number;
    reste: number;
    /** Validated payments reached the price: the plot is the buyer's. */
    soldee: boolean;
    /** Issue 12: the receipt's number, its PDF attached to this mail. */
    numeroRecu?: number;
  }>(({ nom, numeroLot, montant, totalPaye, reste, soldee, numeroRecu }, { publicUrl }) => ({
    sujet: soldee
      ? `Paiement validé : le lot ${numeroLot} est à vous — ${BUSINESS.nomCommercial}`
      : `Votre paiement pour le lot ${numeroLot} est validé — ${BUSINESS.nomCommercial}`,
    apercu: `Paiement de ${formatMoney2(montant)} validé pour le lot ${numeroLot}.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: ['Bonne nouvelle : notre équipe a vérifié et ', { strong: 'validé' }, ' votre paiement.'],
      },
      {
        kind: 'details',
        rows: [
          ['Lot', numeroLot],
          ['Montant validé', formatMoney2(montant)],
          ['Total payé', formatMoney2(totalPaye)],
          ['Reste à payer', formatMoney2(reste)],
        ],
      },
      ...(numeroRecu === undefined
        ? []
        : [
            {
              kind: 'paragraph' as const,
              text: `Votre reçu N° ${String(numeroRecu).padStart(6, '0')} est joint à ce message (PDF). Toute personne peut en vérifier l’authenticité avec le code imprimé sous son QR code, sur ${publicUrl}/verifier.`,
            },
          ]),
      soldee
        ? {
            kind: 'paragraph',
            text: [
              'Le prix de la parcelle est entièrement payé : ',
              { strong: `le lot ${numeroLot} vous appartient désormais` },
              '. Il apparaît dans « Mes parcelles acquises ».',
            ],
          }
        : {
            kind: 'paragraph',
            text: 'Votre réservation est validée et n’expirera plus. Vous pouvez régler le solde quand vous le souhaitez, puis nous envoyer la preuve de paiement.',
          },
      soldee
        ? { kind: 'button', label: 'Voir mes parcelles', url: `${publicUrl}/parcelles-miennes` }
        : myReservations(publicUrl),
    ],
  })),

  paiementRejete: define<{
    nom: string;
    numeroLot: string;
    /** Dollars. */
    montant: number;
    /** The staff's reason, shown to the buyer as written. */
    commentaireAdmin: string;
  }>(({ nom, numeroLot, montant, commentaireAdmin }, { publicUrl }) => ({
    sujet: `Votre paiement pour le lot ${numeroLot} n’a pas pu être validé — ${BUSINESS.nomCommercial}`,
    apercu: `Paiement de ${formatMoney2(montant)} rejeté : voici pourquoi et comment le corriger.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: `Notre équipe a examiné votre preuve de paiement de ${formatMoney2(montant)} pour le lot ${numeroLot}, mais n’a pas pu la valider.`,
      },
      { kind: 'details', rows: [['Motif indiqué par notre équipe', commentaireAdmin]] },
      {
        kind: 'paragraph',
        text: 'Vous pouvez envoyer de nouvelles preuves depuis « Mes réservations », dans l’historique des paiements de votre réservation.',
      },
      myReservations(publicUrl),
      questionNote(),
    ],
  })),

  // Instalments (issue 12, ADR 015): the reminders 3 days before and on the due day, and a due
  // date moved by staff.
  rappelEcheance: define<{
    nom: string;
    numeroLot: string;
    reference: string;
    /** The instalment as the screens name it (`echeanceLabel`: 'Acompte', 'Mensualité 1'…). */
    echeance: string;
    /** Dollars still to pay on this instalment. */
    montantRestant: number;
    /** YYYY-MM-DD, a day in Lubumbashi. */
    dateEcheance: string;
    /** True on the due day itself, false for the reminder a few days before. */
    jour: boolean;
  }>(({ nom, numeroLot, reference, echeance, montantRestant, dateEcheance, jour }, { publicUrl }) => ({
    sujet: jour
      ? `${echeance} du lot ${numeroLot} : c’est aujourd’hui — ${BUSINESS.nomCommercial}`
      : `${echeance} du lot ${numeroLot} le ${formatDay(dateEcheance)} — ${BUSINESS.nomCommercial}`,
    apercu: `${formatMoney2(montantRestant)} à régler pour le ${formatDay(dateEcheance)}.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          jour ? 'L’échéance « ' : 'Nous vous rappelons que l’échéance « ',
          { strong: echeance },
          ` » de votre parcelle `,
          { strong: numeroLot },
          jour
            ? ` arrive à échéance aujourd’hui, le ${formatDay(dateEcheance)}.`
            : ` arrive à échéance le ${formatDay(dateEcheance)}.`,
        ],
      },
      {
        kind: 'details',
        rows: [
          ['Numéro de réservation', reference],
          ['Échéance', echeance],
          ['Reste à payer sur cette échéance', formatMoney2(montantRestant)],
          ['Date d’échéance', formatDay(dateEcheance)],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Effectuez votre paiement puis envoyez la preuve depuis « Mes réservations ». Si vous avez déjà payé, ne tenez pas compte de ce message : votre preuve est en cours de vérification.',
      },
      myReservations(publicUrl),
      questionNote(),
    ],
  })),

  // Issue 25: an instalment still unpaid after its day (INSTALMENT_REMINDERS_AFTER_DAYS).
  echeanceImpayee: define<{
    nom: string;
    numeroLot: string;
    reference: string;
    /** The instalment as the screens name it (`echeanceLabel`). */
    echeance: string;
    /** Dollars still to pay on this instalment. */
    montantRestant: number;
    /** YYYY-MM-DD, a day in Lubumbashi. */
    dateEcheance: string;
    /** Days late. */
    jours: number;
  }>(({ nom, numeroLot, reference, echeance, montantRestant, dateEcheance, jours }, { publicUrl }) => ({
    sujet: `${echeance} du lot ${numeroLot} : en retard de ${jours} jour${jours > 1 ? 's' : ''} — ${BUSINESS.nomCommercial}`,
    apercu: `${formatMoney2(montantRestant)} restent à régler depuis le ${formatDay(dateEcheance)}.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'L’échéance « ',
          { strong: echeance },
          ' » de votre parcelle ',
          { strong: numeroLot },
          ` était due le ${formatDay(dateEcheance)} : nous n’avons pas encore reçu son paiement.`,
        ],
      },
      {
        kind: 'details',
        rows: [
          ['Référence à indiquer sur votre virement', reference],
          ['Échéance', echeance],
          ['Reste à payer sur cette échéance', formatMoney2(montantRestant)],
          ['Jours de retard', String(jours)],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Réglez-la dès que possible puis envoyez la preuve depuis « Mes réservations ». Si vous avez déjà payé, ne tenez pas compte de ce message : votre preuve est en cours de vérification. Une difficulté ? Parlez-en à notre équipe : un nouveau calendrier peut être convenu.',
      },
      myReservations(publicUrl),
      questionNote(),
    ],
  })),

  echeanceReportee: define<{
    nom: string;
    numeroLot: string;
    reference: string;
    /** The instalment as the screens name it (`echeanceLabel`: 'Acompte', 'Mensualité 1'…). */
    echeance: string;
    /** YYYY-MM-DD. */
    ancienneDate: string;
    nouvelleDate: string;
    commentaire?: string | undefined;
  }>(({ nom, numeroLot, reference, echeance, ancienneDate, nouvelleDate, commentaire }, { publicUrl }) => ({
    sujet: `${echeance} du lot ${numeroLot} : nouvelle date le ${formatDay(nouvelleDate)} — ${BUSINESS.nomCommercial}`,
    apercu: `Nouvelle date : ${formatDay(nouvelleDate)}.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Notre équipe a reporté l’échéance « ',
          { strong: echeance },
          ` » de votre parcelle `,
          { strong: numeroLot },
          ` du ${formatDay(ancienneDate)} au ${formatDay(nouvelleDate)}.`,
        ],
      },
      {
        kind: 'details',
        rows: [
          ['Numéro de réservation', reference],
          ['Échéance', echeance],
          ['Nouvelle date d’échéance', formatDay(nouvelleDate)],
          ...(commentaire ? [['Message de notre équipe', commentaire] as [string, string]] : []),
        ],
      },
      myReservations(publicUrl),
      questionNote(),
    ],
  })),

  // The conversation on a payment (issue 12, ADR 016): each message reaches the other side.
  complementDemande: define<{
    nom: string;
    numeroLot: string;
    /** Dollars. */
    montant: number;
    /** Staff's request, quoted as written. */
    message: string;
    paiementId: string;
  }>(({ nom, numeroLot, montant, message, paiementId }, { publicUrl }) => ({
    sujet: `Complément demandé pour votre paiement du lot ${numeroLot} — ${BUSINESS.nomCommercial}`,
    apercu: `Notre équipe a besoin d’un complément pour votre paiement de ${formatMoney2(montant)}.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: `Notre équipe examine votre preuve de paiement de ${formatMoney2(montant)} pour le lot ${numeroLot} et a besoin d’un complément avant de pouvoir la valider.`,
      },
      { kind: 'details', rows: [['Message de notre équipe', message]] },
      {
        kind: 'paragraph',
        text: 'Répondez depuis la page du paiement, avec un message et, si besoin, de nouveaux fichiers. Votre réservation reste suspendue pendant cet échange : elle n’expire pas.',
      },
      { kind: 'button', label: 'Répondre à notre équipe', url: `${publicUrl}/paiements/${paiementId}` },
      questionNote(),
    ],
  })),

  messageEquipe: define<{
    nom: string;
    numeroLot: string;
    montant: number;
    message: string;
    paiementId: string;
  }>(({ nom, numeroLot, montant, message, paiementId }, { publicUrl }) => ({
    sujet: `Nouveau message sur votre paiement du lot ${numeroLot} — ${BUSINESS.nomCommercial}`,
    apercu: `Notre équipe vous a écrit au sujet de votre paiement de ${formatMoney2(montant)}.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: `Notre équipe vous a écrit au sujet de votre paiement de ${formatMoney2(montant)} pour le lot ${numeroLot}.`,
      },
      { kind: 'details', rows: [['Message de notre équipe', message]] },
      { kind: 'button', label: 'Voir la conversation', url: `${publicUrl}/paiements/${paiementId}` },
      questionNote(),
    ],
  })),

  messageAcheteur: define<{
    nom: string;
    acheteur: string;
    numeroLot: string;
    message: string;
    fichiers: number;
    /** The answer sent the payment back to review. */
    enRevue: boolean;
    paiementId: string;
  }>(({ nom, acheteur, numeroLot, message, fichiers, enRevue, paiementId }, { publicUrl }) => ({
    sujet: `${enRevue ? 'Complément reçu' : 'Nouveau message'} — paiement du lot ${numeroLot}`,
    apercu: `${acheteur} a répondu au sujet de son paiement du lot ${numeroLot}.`,
    salutation: hello(nom),
    blocks: [
      {
        kind: 'paragraph',
        text: `${acheteur} a écrit au sujet de son paiement du lot ${numeroLot}${enRevue ? ' : le paiement est de nouveau à vérifier.' : '.'}`,
      },
      {
        kind: 'details',
        rows: [
          ['Message de l’acheteur', message],
          ['Fichiers joints', String(fichiers)],
        ],
      },
      { kind: 'button', label: 'Ouvrir le paiement', url: `${publicUrl}/admin/paiements/${paiementId}` },
    ],
  })),
} as const;

export type Templates = typeof templates;
export type TemplateName = keyof Templates;
export type TemplateData<K extends TemplateName> = Parameters<Templates[K]>[0];

/** Renders one mail; the data's type follows from the template's name. */
export function renderTemplate<K extends TemplateName>(
  name: K,
  data: TemplateData<K>,
  ctx: TemplateContext,
): RenderedMail {
  const template = templates[name] as (data: TemplateData<K>, ctx: TemplateContext) => RenderedMail;
  return template(data, ctx);
}
