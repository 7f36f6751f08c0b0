import { describe, expect, it } from 'vitest';
import { BUSINESS } from '@parcelles/shared/business';
import { escapeHtml } from './mail.layout';
import { renderTemplate, templates } from './mail.templates';

const ctx = { publicUrl: 'https://parcelles.exemple.cd' };

function expectCompanyFooter(mail: { texte: string; html: string }) {
  for (const part of [mail.texte, mail.html]) {
    expect(part).toContain(BUSINESS.raisonSociale);
    for (const phone of BUSINESS.telephones) expect(part).toContain(phone);
    expect(part).toContain(BUSINESS.emails.contact);
  }
  expect(mail.texte).toContain(BUSINESS.adressePostale);
  expect(mail.html).toContain(escapeHtml(BUSINESS.adressePostale));
}

describe('mail templates', () => {
  it('verification: French, a 24 h link on PUBLIC_URL, the company footer', () => {
    const mail = templates.verification({ nom: 'Kabongo Mwamba Ngoy', token: 'jeton-123' }, ctx);
    expect(mail.sujet).toBe('Confirmez votre adresse email — Parcelles');
    expect(mail.texte).toContain('Bonjour Kabongo Mwamba Ngoy,');
    expect(mail.texte).toContain('https://parcelles.exemple.cd/verify-email?token=jeton-123');
    expect(mail.html).toContain('href="https://parcelles.exemple.cd/verify-email?token=jeton-123"');
    expect(mail.texte).toContain('valable 24 heures');
    expect(mail.html).toContain('Confirmer mon adresse email');
    expect(mail.html).toContain('#166534');
    expect(mail.html).not.toMatch(/<img|<link|@import|url\(/i);
    expectCompanyFooter(mail);
  });

  it('reinitialisation: a 1 h link and "ignore this mail if you did not ask"', () => {
    const mail = templates.reinitialisation({ nom: 'Élodie', token: 'r3set' }, ctx);
    expect(mail.sujet).toBe('Réinitialisation de votre mot de passe — Parcelles');
    expect(mail.texte).toContain('https://parcelles.exemple.cd/reset-password?token=r3set');
    expect(mail.html).toContain('href="https://parcelles.exemple.cd/reset-password?token=r3set"');
    expect(mail.texte).toContain('valable 1 heure ');
    expect(mail.texte).toContain('Si vous n’avez pas demandé cette réinitialisation, ignorez cet email');
    expectCompanyFooter(mail);
  });

  it('motDePasseModifie: the date and time in Lubumbashi and whom to contact', () => {
    // 22:30 UTC is 00:30 the next day in Lubumbashi (UTC+2).
    const mail = templates.motDePasseModifie({ nom: 'Élodie', date: new Date('2026-03-05T22:30:00Z') }, ctx);
    expect(mail.sujet).toBe('Votre mot de passe a été modifié — Parcelles');
    expect(mail.texte).toContain('6 mars 2026 à 00:30 (heure de Lubumbashi)');
    expect(mail.html).toContain('6 mars 2026 à 00:30 (heure de Lubumbashi)');
    expect(mail.texte).toContain('Si ce n’était pas vous, contactez-nous');
    expect(mail.texte).toContain(BUSINESS.telephones[0]);
    expectCompanyFooter(mail);
  });

  it('keeps names as typed in text and escapes them in HTML', () => {
    const nom = `Élodie N'Sele <script>alert("x")</script> & Cie`;
    for (const name of ['verification', 'reinitialisation'] as const) {
      const mail = renderTemplate(name, { nom, token: 't' }, ctx);
      expect(mail.texte).toContain(`Bonjour ${nom},`);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain(
        'Bonjour Élodie N&#39;Sele &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cie,',
      );
    }
    const changed = templates.motDePasseModifie({ nom, date: new Date() }, ctx);
    expect(changed.html).not.toContain('<script>');
  });

  it('encodes tokens in links and escapes them in HTML attributes', () => {
    const mail = templates.reinitialisation(
      { nom: 'A', token: 'a+b/c="&<' },
      { publicUrl: 'http://localhost:3000/' },
    );
    const link = 'http://localhost:3000/reset-password?token=a%2Bb%2Fc%3D%22%26%3C';
    expect(mail.texte).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('rappelEcheance: the lot, the instalment, what is left on it and the day in French', () => {
    const facts = {
      nom: 'Élodie',
      numeroLot: 'MK-204',
      reference: 'RES-ABCDEF',
      echeance: 'Mensualité 1',
      montantRestant: 1234.5,
      dateEcheance: '2026-03-05',
    };
    const before = templates.rappelEcheance({ ...facts, jour: false }, ctx);
    // The instalment named as on the screens (issue 23), not 'Échéance n° 2'.
    expect(before.sujet).toBe('Mensualité 1 du lot MK-204 le 5 mars 2026 — Parcelles');
    expect(before.texte).toContain(
      'l’échéance « Mensualité 1 » de votre parcelle MK-204 arrive à échéance le 5 mars 2026',
    );
    expect(before.texte).not.toMatch(/échéance n°/i);
    expect(before.texte).toMatch(/Reste à payer sur cette échéance/);
    expect(before.texte).toMatch(/1[\s\u202f\u00a0]234,50/);
    expect(before.texte).toContain('https://parcelles.exemple.cd/reservations');
    const day = templates.rappelEcheance({ ...facts, jour: true }, ctx);
    expect(day.sujet).toBe('Mensualité 1 du lot MK-204 : c’est aujourd’hui — Parcelles');
    expectCompanyFooter(day);
  });

  it('echeanceReportee: both dates and the team message', () => {
    const mail = templates.echeanceReportee(
      {
        nom: 'Élodie',
        numeroLot: 'MK-204',
        reference: 'RES-ABCDEF',
        echeance: 'Mensualité 2',
        ancienneDate: '2026-04-05',
        nouvelleDate: '2026-04-20',
        commentaire: 'Délai accordé',
      },
      ctx,
    );
    expect(mail.sujet).toBe('Mensualité 2 du lot MK-204 : nouvelle date le 20 avril 2026 — Parcelles');
    expect(mail.texte).toContain('l’échéance « Mensualité 2 » de votre parcelle MK-204');
    expect(mail.texte).toContain('du 5 avril 2026 au 20 avril 2026');
    expect(mail.texte).toContain('Délai accordé');
  });
});
