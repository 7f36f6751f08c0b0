import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parcelles/shared/domain';
import { fail, never, route, stubApi, stubSignedInApi } from '../test/api';
import { renderApp } from '../test/render-app';
import { storeTestSession, testUser } from '../test/session';

describe('protected routes', () => {
  it('send a signed-out visitor to /login with the page asked for as `from`', async () => {
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
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser()));
    const { router } = renderApp('/profile');

    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('show the full-screen spinner while the stored session is checked, then the page', async () => {
    storeTestSession();
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi(
      route('GET', '/auth/profile', () => new Promise<Response>((resolve) => (answer = resolve))),
      // The page's own data, which is not what this test is about.
      route('GET', '/reservations/my', never),
      route('GET', '/notifications/my', never),
    );
    renderApp('/reservations');

    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/profile'));
    // The layout's own live regions (the offline banner) may be there already: find the spinner's.
    expect((await screen.findByText('Chargement...')).closest('[role="status"]')).toHaveClass('fixed');
    answer(Response.json({ success: true, data: testUser() }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes réservations' })).toBeInTheDocument();
    expect(document.title).toBe('Mes réservations — Parcelles');
  });

  it('end a session the server refuses, and send the visitor to /login', async () => {
    storeTestSession();
    stubApi(route('GET', '/auth/profile', () => fail(401, 'Session expirée', 'UNAUTHORIZED')));
    const { router } = renderApp('/reservations');

    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("tell a buyer on /admin 'Accès refusé' rather than showing the back office", async () => {
    storeTestSession(testUser({ role: 'ACHETEUR' }));
    stubSignedInApi(testUser({ role: 'ACHETEUR' }));
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('open /admin to an administrator', async () => {
    storeTestSession(testUser({ role: 'ADMIN' }));
    stubSignedInApi(testUser({ role: 'ADMIN' }), route('GET', '/admin/dashboard', never));
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
  });
});
