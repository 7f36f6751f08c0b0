import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '@parcelles/shared/business';
import { renderApp } from '../../test/render-app';

describe('legal pages', () => {
  it.each([
    ['/terms', 'Conditions générales', /loi n° 73-021 du 20 juillet 1973/],
    ['/privacy', 'Politique de confidentialité', /ordonnance-loi n° 23\/010 du 13 mars 2023/],
  ])('%s has its sections, its revision date and the contact e-mail', async (path, heading, law) => {
    renderApp(path);

    const title = await screen.findByRole('heading', { level: 1, name: heading });
    const article = title.closest('article')!;
    expect(document.title).toBe(`${heading} — Parcelles`);
    expect(within(article).getByText(/^Dernière mise à jour : \d{1,2} \w+ \d{4}$/)).toBeInTheDocument();
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
    expect(within(article).getByRole('navigation', { name: 'Sommaire' })).toBeInTheDocument();
    expect(article).toHaveTextContent(law);
    expect(article).toHaveTextContent(BUSINESS.emails.contact);
  });
});
