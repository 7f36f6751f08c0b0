import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@parcelles/shared/contracts/auth';
import { stubSignedInApi } from '../../test/api';
import { renderApp } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

/** /contact (a page with no data of its own), signed in as `user` or signed out. */
async function renderContact(user?: User) {
  if (user) stubSignedInApi(storeTestSession(user));
  renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' });
  const footer = screen.getByRole('contentinfo');
  return within(footer).getByRole('navigation', { name: 'Mon compte' });
}

const linksOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe("footer's 'Mon compte'", () => {
  it('offers a visitor to sign in or create an account', async () => {
    const account = await renderContact();
    expect(linksOf(account)).toEqual([
      ['Se connecter', '/login'],
      ['Créer un compte', '/register'],
      ['Mes réservations', '/reservations'],
      ['Mes parcelles', '/parcelles-miennes'],
      ['Mon profil', '/profile'],
    ]);
  });

  it('gives a signed-in buyer the links of the account menu, not the sign-in ones', async () => {
    const account = await renderContact(testUser());
    expect(linksOf(account)).toEqual([
      ['Notifications', '/notifications'],
      ['Mon Profil', '/profile'],
      ['Mes Parcelles', '/parcelles-miennes'],
      ['Mes Réservations', '/reservations'],
    ]);
  });

  it('adds Administration for an administrator', async () => {
    const account = await renderContact(testUser({ role: 'ADMIN' }));
    expect(within(account).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
    expect(within(account).queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('adds Administration for a sales agent too (the back office has their part)', async () => {
    const account = await renderContact(testUser({ role: 'AGENT' }));
    expect(within(account).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
  });
});
