import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parcelles/shared/domain';
import { goOffline, goOnline } from '../../test/network';
import { fail, ok, stubApi, stubFetch, stubSignedInApi } from '../../test/api';
import { renderApp } from '../../test/render-app';
import { testToken, testUser } from '../../test/session';
import { AppProvider } from '../provider';
import { createQueryClient } from '../../lib/query-client';
import { createRoutes } from '../router';

afterEach(() => act(() => toast.remove()));

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  // The form's code follows the page (ADR 027).
  const emailField = await screen.findByLabelText('Adresse email');
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('sign in', () => {
  it('checks the fields with the messages of the spec before any call', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });

    await fillAndSubmit('', '');
    // The form's schema is imported on first use (ADR 035): the check waits for it.
    expect(await screen.findByText("L'adresse email est requise")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse email')).toHaveFocus();

    await fillAndSubmit('awa@', '12345');
    expect(screen.getByText('Adresse email invalide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refusal in the red box and stays on /login (no redirect loop on its 401)', async () => {
    stubApi(({ method, path }) =>
      method === 'POST' && path === '/auth/login'
        ? fail(401, 'Email ou mot de passe incorrect.', 'UNAUTHORIZED')
        : undefined,
    );
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });

    await fillAndSubmit('awa@exemple.cd', 'mauvais-secret');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de connexion');
    expect(alert).toHaveTextContent('Email ou mot de passe incorrect.');
    expect(router.state.location.pathname).toBe('/login');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to resend the verification mail when the address is not verified', async () => {
    const fetchMock = stubApi(({ method, path }) => {
      if (method !== 'POST') return undefined;
      if (path === '/auth/login')
        return fail(
          403,
          "Adresse email non vérifiée. Consultez votre boîte de réception ou renvoyez l'email de vérification.",
          'EMAIL_NOT_VERIFIED',
        );
      if (path === '/auth/resend-verification-email') return ok(null);
      return undefined;
    });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });

    const user = await fillAndSubmit('awa@exemple.cd', 'Secret2026');
    await user.click(await screen.findByRole('button', { name: "Renvoyer l'email de vérification" }));

    expect(await screen.findByText('Email de vérification renvoyé avec succès !')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/v1/auth/resend-verification-email');
    expect(init?.body).toBe('{"email":"awa@exemple.cd"}');
  });

  it("says 'Erreur lors de l'envoi de l'email' when resending fails without a message", async () => {
    stubApi(({ method, path }) => {
      if (method !== 'POST') return undefined;
      if (path === '/auth/login') return fail(403, 'Adresse email non vérifiée.', 'EMAIL_NOT_VERIFIED');
      if (path === '/auth/resend-verification-email') return new Response('', { status: 500 });
      return undefined;
    });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });

    const user = await fillAndSubmit('awa@exemple.cd', 'Secret2026');
    await user.click(await screen.findByRole('button', { name: "Renvoyer l'email de vérification" }));
    // A 500 without an envelope reads the server-error message of spec §8.
    expect(await screen.findByText('Erreur serveur. Veuillez réessayer plus tard.')).toBeInTheDocument();
  });

  it('stores the session and returns to the page asked for, replacing /login', async () => {
    const user = testUser();
    const token = testToken();
    const fetchMock = stubSignedInApi(user, ({ method, path }) =>
      method === 'POST' && path === '/auth/login'
        ? ok({ token, expiresAt: '2030-01-01T00:00:00Z', user })
        : undefined,
    );
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });

    await fillAndSubmit('AWA@exemple.cd', 'Secret2026');

    // The success toast lasts 2 s: look for it first, before a slow machine lets it go.
    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon Espace Personnel' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(token);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ nom: 'Awa Mbuyi' });
    const login = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/login'));
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      email: 'AWA@exemple.cd',
      motDePasse: 'Secret2026',
      rememberMe: false,
    });
    await waitFor(() => expect(document.title).toBe('Mon Espace Personnel — Parcelles'));
  });
});

describe('sign in offline', () => {
  afterEach(goOnline);

  it('says at once that the connection is lost, and sends nothing when it comes back', async () => {
    const fetchMock = stubFetch(() => undefined);
    // The app's own query client, whose network mode is what is tested.
    const queryClient = createQueryClient();
    render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider
          router={createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/login'] })}
        />
      </AppProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Se connecter' });
    goOffline();

    await fillAndSubmit('awa@exemple.cd', 'Secret2026');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de connexion. Veuillez vérifier votre connexion internet.');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    goOnline();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const logins = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/login'));
    expect(logins).toEqual([]);
  });
});
