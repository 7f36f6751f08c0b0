import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parcelles/shared/domain';
import { renderApp, stubFetch } from '../test/render-app';

function signIn(user: object = { nom: 'Awa Mbuyi', role: 'ACHETEUR' }) {
  localStorage.setItem(STORAGE_KEYS.authToken, 'jeton');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

describe('protected routes', () => {
  it('send a signed-out visitor to /login with the page asked for as `from`', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const { router } = renderApp('/reservations?statut=EN_ATTENTE');

    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: expect.objectContaining({ pathname: '/reservations', search: '?statut=EN_ATTENTE' }),
    });
    // Replaced, not pushed: Back does not bounce off the guard again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('need both the token and the user', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ nom: 'Awa' }));
    stubFetch(() => new Promise<Response>(() => {}));
    const { router } = renderApp('/profile');

    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('let a signed-in user through', async () => {
    signIn();
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/reservations');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes réservations' })).toBeInTheDocument();
    expect(document.title).toBe('Mes réservations — Parcelles');
  });

  it('keep /admin for administrators', async () => {
    signIn({ nom: 'Awa', role: 'ACHETEUR' });
    stubFetch(() => new Promise<Response>(() => {}));
    const { router } = renderApp('/admin');

    await screen.findByRole('heading', { level: 1, name: /Investissez/ });
    expect(router.state.location.pathname).toBe('/');
  });

  it('open /admin to an administrator', async () => {
    signIn({ nom: 'Awa', role: 'ADMIN' });
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
  });
});
