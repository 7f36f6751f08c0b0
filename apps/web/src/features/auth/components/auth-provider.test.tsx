import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parcelles/shared/domain';
import { goOffline, goOnline } from '../../../test/network';
import { fail, never, route, stubApi, stubSignedInApi } from '../../../test/api';
import { renderApp } from '../../../test/render-app';
import { storeTestSession, testToken, testUser } from '../../../test/session';

afterEach(() => act(() => toast.remove()));

const profile = (user = testUser(), headers: HeadersInit = {}) =>
  Response.json({ success: true, data: user }, { headers });

describe('session', () => {
  it('refetches the profile with fewer than 300 s left and keeps the renewed token', async () => {
    storeTestSession(testUser(), testToken(120));
    const renewed = testToken(86_400);
    const fetchMock = stubSignedInApi(
      testUser(),
      route('GET', '/auth/profile', () =>
        profile(testUser({ nom: 'Awa Mbuyi Kasongo' }), { 'x-auth-token': renewed }),
      ),
    );
    renderApp('/contact');

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(renewed));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/v1/auth/profile');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      nom: 'Awa Mbuyi Kasongo',
    });
  });

  it('signs out a token that cannot be read', async () => {
    storeTestSession(testUser(), 'pas-un-jeton');
    // The start-up check still asks the server; whatever it answers, the unreadable token goes.
    stubApi(route('GET', '/auth/profile', () => profile()));
    const { router } = renderApp('/profile');

    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the session when the check cannot reach the server, and checks again once back online (issue 23)', async () => {
    storeTestSession(testUser(), testToken(86_400));
    let online = false;
    const fetchMock = stubApi(
      route('GET', '/auth/profile', () =>
        online
          ? profile(testUser({ nom: 'Awa Mbuyi Kasongo' }))
          : Promise.reject(new TypeError('Failed to fetch')),
      ),
      route('GET', '/notifications/my', never),
    );
    goOffline();
    try {
      renderApp('/contact');
      const banner = await screen.findByRole('banner');
      // Offline, the API client answers the check at once with a network failure (no request).
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      // Still signed in: the account menu, not 'Se connecter'; nothing wiped.
      expect(
        await within(banner).findByRole('button', { name: 'Mon compte : Awa Mbuyi' }),
      ).toBeInTheDocument();
      expect(within(banner).queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
      expect(localStorage.getItem(STORAGE_KEYS.authToken)).not.toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();

      online = true;
      goOnline();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/profile', expect.anything()));
      expect(
        await within(banner).findByRole('button', { name: 'Mon compte : Awa Mbuyi Kasongo' }),
      ).toBeInTheDocument();
    } finally {
      goOnline();
    }
  });

  it('keeps the session when the server fails (503): only a 401 ends it', async () => {
    storeTestSession(testUser(), testToken(86_400));
    // The server is down: the session check fails, and so does the bell, which the kept session shows.
    const down = () => fail(503, 'Erreur serveur', 'SERVICE_UNAVAILABLE');
    stubApi(route('GET', '/auth/profile', down), route('GET', '/notifications/my', down));
    renderApp('/contact');
    await screen.findByRole('banner');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).not.toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Mon compte : Awa Mbuyi' }),
    ).toBeInTheDocument();
  });

  it('ends a refused session silently on a public page', async () => {
    storeTestSession();
    stubApi(route('GET', '/auth/profile', () => fail(401, 'Session expirée', 'UNAUTHORIZED')));
    const { router } = renderApp('/contact');

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull());
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('shows the bell and the profile menu, with Administration for administrators only', async () => {
    const admin = storeTestSession(testUser({ nom: 'Kabongo Mwamba Ngoy', role: 'ADMIN' }));
    stubSignedInApi(admin);
    renderApp('/contact');
    const user = userEvent.setup();

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    const menuButton = within(banner).getByRole('button', { name: 'Mon compte : Kabongo Mwamba Ngoy' });
    expect(menuButton).toHaveTextContent('KM');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByText('Administrateur')).toBeInTheDocument();
    expect(within(banner).getByText(admin.email)).toBeInTheDocument();
    for (const [name, href] of [
      ['Mon Profil', '/profile'],
      ['Mes Parcelles', '/parcelles-miennes'],
      ['Mes Réservations', '/reservations'],
      ['Administration', '/admin'],
    ]) {
      expect(within(banner).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('keeps Administration from buyers', async () => {
    stubSignedInApi(storeTestSession());
    renderApp('/contact');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mon compte : Awa Mbuyi' }));
    expect(screen.getByText('Acheteur')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it("signs out: 'Déconnexion...', then '/', 'Déconnexion réussie' and no session", async () => {
    storeTestSession();
    let answerLogout: (response: Response) => void = () => {};
    const fetchMock = stubSignedInApi(
      testUser(),
      route('POST', '/auth/logout', () => new Promise<Response>((resolve) => (answerLogout = resolve))),
      // The home page the visitor lands on: not what this test is about.
      route('GET', '/parcelles/stats', never),
      route('GET', '/parcelles', never),
    );
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Mon Espace Personnel' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Mon compte : Awa Mbuyi' }));
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(screen.getByRole('button', { name: 'Déconnexion...' })).toBeDisabled();
    answerLogout(Response.json({ success: true, data: null }));

    expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Se connecter' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/auth/logout')).toBe(true);
  });
});
