// One description of a mail renders to both its HTML and its plain-text version, so the two never
// drift apart and a template never writes HTML by hand (hence never forgets to escape a value).
// HTML is a 600 px table with inline styles and no external resource: what Gmail and Outlook render.
import { BUSINESS } from '@parcelles/shared/business';

/** A run of text; `{ strong }` is shown in bold in HTML and as is in plain text. */
export type Inline = string | { strong: string };

export type Block =
  | { kind: 'paragraph'; text: Inline | Inline[] }
  /** The call to action: a button in HTML, the bare URL on its own line in text. */
  | { kind: 'button'; label: string; url: string }
  /** Label/value pairs (a reservation's lot and amount, a date), a small table in HTML. */
  | { kind: 'details'; rows: [label: string, value: string][] }
  /** Secondary text in grey (validity of a link, "if you did not ask…"). */
  | { kind: 'note'; text: Inline | Inline[] };

export interface MailContent {
  sujet: string;
  /** Shown by mail clients next to the subject; keep it under ~90 characters. */
  apercu: string;
  /** First line, e.g. 'Bonjour Élodie,'. */
  salutation: string;
  blocks: Block[];
}

export interface RenderedMail {
  sujet: string;
  texte: string;
  html: string;
}

export const BRAND_GREEN = '#166534';
const TEXT = '#1f2937';
const MUTED = '#6b7280';
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Builds `${publicUrl}${path}?token=…` with the token encoded, whatever characters it holds. */
export function linkWithToken(publicUrl: string, path: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

const inlines = (text: Inline | Inline[]): Inline[] => (Array.isArray(text) ? text : [text]);
const inlineText = (text: Inline | Inline[]) =>
  inlines(text)
    .map((part) => (typeof part === 'string' ? part : part.strong))
    .join('');
const inlineHtml = (text: Inline | Inline[]) =>
  inlines(text)
    .map((part) =>
      typeof part === 'string' ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`,
    )
    .join('');

// ---------------------------------------------------------------------------------------------
// Footer: the company's facts, from the one configuration.

const footerLines = (): string[] => [
  `${BUSINESS.raisonSociale} — ${BUSINESS.nomCommercial}, ${BUSINESS.projet}`,
  BUSINESS.adressePostale,
  `${BUSINESS.boitePostale}, ${BUSINESS.pays}`,
  `Téléphone : ${BUSINESS.telephones.join(' / ')}`,
  `E-mail : ${BUSINESS.emails.contact}`,
  `${BUSINESS.horaires.semaine} — ${BUSINESS.horaires.samedi}`,
];

const AUTOMATIC = 'Ce message vous a été envoyé automatiquement, merci de ne pas y répondre directement.';

/** The contact details as one sentence, for "contactez-nous" paragraphs. */
export const contactSentence = (): string =>
  `au ${BUSINESS.telephones.join(' ou au ')}, ou par email à ${BUSINESS.emails.contact}`;

// ---------------------------------------------------------------------------------------------
// Plain text

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return inlineText(block.text);
    case 'note':
      return inlineText(block.text);
    case 'button':
      return `${block.label} :\n${block.url}`;
    case 'details':
      return block.rows.map(([label, value]) => `- ${label} : ${value}`).join('\n');
  }
}

function renderText(content: MailContent): string {
  const signature = `Cordialement,\nL’équipe ${BUSINESS.nomCommercial} — ${BUSINESS.projet}`;
  return [
    content.salutation,
    ...content.blocks.map(blockText),
    signature,
    `--\n${footerLines().join('\n')}\n\n${AUTOMATIC}`,
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// HTML

const paragraphStyle = `margin:0 0 16px 0;${FONT};font-size:16px;line-height:24px;color:${TEXT}`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${paragraphStyle}">${inlineHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px 0;${FONT};font-size:14px;line-height:20px;color:${MUTED}">${inlineHtml(block.text)}</p>`;
    case 'button': {
      const href = escapeHtml(block.url);
      // A "bulletproof" button: the coloured cell renders in Outlook, the padded link elsewhere.
      return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 24px 0">
<tr><td align="center" bgcolor="${BRAND_GREEN}" style="border-radius:6px;background-color:${BRAND_GREEN}">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px 0;${FONT};font-size:13px;line-height:20px;color:${MUTED}">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${href}" style="color:${BRAND_GREEN};word-break:break-all">${href}</a></p>`;
    }
    case 'details':
      return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 16px 0;border:1px solid #e5e7eb;border-radius:6px">
${block.rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:8px 12px;${FONT};font-size:14px;color:${MUTED};border-bottom:1px solid #e5e7eb">${escapeHtml(label)}</td><td style="padding:8px 12px;${FONT};font-size:14px;font-weight:bold;color:${TEXT};border-bottom:1px solid #e5e7eb">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
  }
}

function renderHtml(content: MailContent): string {
  const title = escapeHtml(content.sujet);
  const footer = footerLines()
    .map((line) => escapeHtml(line))
    .join('<br>')
    .replace(
      escapeHtml(BUSINESS.emails.contact),
      `<a href="mailto:${escapeHtml(BUSINESS.emails.contact)}" style="color:${BRAND_GREEN}">${escapeHtml(BUSINESS.emails.contact)}</a>`,
    );
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(content.apercu)}</div>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#f3f4f6" style="background-color:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="600" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px">
<tr><td bgcolor="${BRAND_GREEN}" style="background-color:${BRAND_GREEN};padding:20px 32px;border-radius:8px 8px 0 0">
<p style="margin:0;${FONT};font-size:22px;font-weight:bold;color:#ffffff">${escapeHtml(BUSINESS.nomCommercial)}</p>
<p style="margin:4px 0 0 0;${FONT};font-size:14px;color:#dcfce7">${escapeHtml(`${BUSINESS.projet} — ${BUSINESS.ville}`)}</p>
</td></tr>
<tr><td style="padding:32px">
<p style="${paragraphStyle}">${escapeHtml(content.salutation)}</p>
${content.blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0 0 0;${FONT};font-size:16px;line-height:24px;color:${TEXT}">Cordialement,<br>L’équipe ${escapeHtml(`${BUSINESS.nomCommercial} — ${BUSINESS.projet}`)}</p>
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb">
<p style="margin:0 0 8px 0;${FONT};font-size:12px;line-height:18px;color:${MUTED}">${footer}</p>
<p style="margin:0;${FONT};font-size:12px;line-height:18px;color:${MUTED}">${escapeHtml(AUTOMATIC)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function renderMail(content: MailContent): RenderedMail {
  return { sujet: content.sujet, texte: renderText(content), html: renderHtml(content) };
}
