import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parcelles/shared/domain';
import { renderApp, stubFetch } from '../test/render-app';
import { storeTestSession, testUser } from '../test/session';

const never = () => new Promise<Response>(() => {});
const profileAnswer =
  (user = testUser()) =>
  (url: string) =>
    url === '/api/v1/auth/profile'
      ? Response.json({ success: true, data: user })
      : Response.json({ success: false, message: 'Introuvable', code: 'NOT_FOUND' }, { status: 404 });

describe('protected routes', () => {
  it('send a signed-out visitor to /login with the page asked for as `from`', async () => {
    stubFetch(never);
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
    stubFetch(never);
    const { router } = renderApp('/profile');

    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('show the full-screen spinner while the stored session is checked, then the page', async () => {
    storeTestSession();
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/reservations');

    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/profile'));
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    answer(Response.json({ success: true, data: testUser() }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes réservations' })).toBeInTheDocument();
    expect(document.title).toBe('Mes réservations — Parcelles');
  });

  it('end a session the server refuses, and send the visitor to /login', async () => {
    storeTestSession();
    stubFetch(() =>
      Response.json({ success: false, message: 'Session expirée', code: 'UNAUTHORIZED' }, { status: 401 }),
    );
    const { router } = renderApp('/reservations');

    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("tell a buyer on /admin 'Accès refusé' rather than showing the back office", async () => {
    storeTestSession(testUser({ role: 'ACHETEUR' }));
    stubFetch(profileAnswer(testUser({ role: 'ACHETEUR' })));
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('open /admin to an administrator', async () => {
    storeTestSession(testUser({ role: 'ADMIN' }));
    stubFetch(profileAnswer(testUser({ role: 'ADMIN' })));
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
  });
});
