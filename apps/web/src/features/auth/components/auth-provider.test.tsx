import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parcelles/shared/domain';
import { renderApp, stubFetch } from '../../../test/render-app';
import { storeTestSession, testToken, testUser } from '../../../test/session';

afterEach(() => act(() => toast.remove()));

const profile = (user = testUser(), headers: HeadersInit = {}) =>
  Response.json({ success: true, data: user }, { headers });

describe('session', () => {
  it('refetches the profile with fewer than 300 s left and keeps the renewed token', async () => {
    storeTestSession(testUser(), testToken(120));
    const renewed = testToken(86_400);
    const fetchMock = stubFetch(() =>
      profile(testUser({ nom: 'Awa Mbuyi Kasongo' }), { 'x-auth-token': renewed }),
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
    stubFetch(() => profile());
    const { router } = renderApp('/profile');

    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('ends a refused session silently on a public page', async () => {
    storeTestSession();
    stubFetch(() =>
      Response.json({ success: false, message: 'Session expirée', code: 'UNAUTHORIZED' }, { status: 401 }),
    );
    const { router } = renderApp('/contact');

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull());
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('shows the bell and the profile menu, with Administration for administrators only', async () => {
    const admin = storeTestSession(testUser({ nom: 'Kabongo Mwamba Ngoy', role: 'ADMIN' }));
    stubFetch(() => profile(admin));
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
    storeTestSession();
    stubFetch(() => profile());
    renderApp('/contact');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mon compte : Awa Mbuyi' }));
    expect(screen.getByText('Acheteur')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it("signs out: 'Déconnexion...', then '/', 'Déconnexion réussie' and no session", async () => {
    storeTestSession();
    let answerLogout: (response: Response) => void = () => {};
    const fetchMock = stubFetch((url) =>
      url.endsWith('/auth/logout')
        ? new Promise<Response>((resolve) => (answerLogout = resolve))
        : url.endsWith('/auth/profile')
          ? profile()
          : new Promise<Response>(() => {}),
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
