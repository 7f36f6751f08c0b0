import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '@parcelles/shared/business';
import { renderApp } from '../../test/render-app';

describe('contact page', () => {
  it('shows phones, e-mails, postal address and opening hours from the business facts', async () => {
    renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(document.title).toBe('Contact — Parcelles');
    const main = screen.getByRole('main');
    for (const phone of BUSINESS.telephones) {
      expect(within(main).getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
    }
    expect(within(main).getByRole('link', { name: BUSINESS.emails.contact })).toHaveAttribute(
      'href',
      `mailto:${BUSINESS.emails.contact}`,
    );
    expect(within(main).getByRole('region', { name: 'Adresse postale' })).toHaveTextContent(
      BUSINESS.adressePostale,
    );
    const hours = within(main).getByRole('region', { name: "Horaires d'ouverture" });
    expect(hours).toHaveTextContent('Lundi - Vendredi : 8h - 17h');
    expect(hours).toHaveTextContent("Samedi : 9h - 13h (bureau d'encaissement)");
  });

  it('embeds the office on OpenStreetMap, always with a plain link', async () => {
    renderApp('/contact');

    const map = await screen.findByTitle('Carte OpenStreetMap de notre bureau à Lubumbashi');
    const { latitude, longitude } = BUSINESS.coordonnees;
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(map.getAttribute('src')).toContain(`marker=${latitude}%2C${longitude}`);
    expect(screen.getByRole('link', { name: /Voir sur OpenStreetMap/ })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    );
  });
});
