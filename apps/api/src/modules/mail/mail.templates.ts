// The French mails, one entry per kind. A template takes its data and the public URL and describes
// the mail as blocks; mail.layout.ts renders them to HTML and text with the company footer.
// Adding a mail (reservation created, payment validated…) is one more entry here: its data type
// follows from the function, and queueing it is typed by `TemplateName`/`TemplateData`.
import { formatDateLong } from '@parcelles/shared/format';
import { BUSINESS } from '@parcelles/shared/business';
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
const hours = (n: number) => `${n} heure${n > 1 ? 's' : ''}`;

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
