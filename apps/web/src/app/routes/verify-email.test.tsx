import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, route, stubApi, stubFetch } from '../../test/api';
import { renderApp } from '../../test/render-app';

describe('email verification', () => {
  it('says the link is invalid when it has no token, without calling', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderApp('/verify-email');

    expect(await screen.findByText('Lien de vérification invalide ou expiré.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies the token once and says so, with the way to /login', async () => {
    const message = 'Votre adresse email a été vérifiée avec succès. Vous pouvez maintenant vous connecter.';
    const fetchMock = stubApi(route('POST', '/auth/verify-email', () => ok(null, message)));
    renderApp('/verify-email?token=abc123');

    expect(await screen.findByRole('heading', { name: 'Email vérifié !' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"token":"abc123"}');
  });

  it("shows the server's refusal", async () => {
    stubApi(
      route('POST', '/auth/verify-email', () =>
        fail(400, 'Lien de vérification invalide ou expiré.', 'VALIDATION_ERROR'),
      ),
    );
    renderApp('/verify-email?token=usé');

    expect(await screen.findByRole('heading', { name: 'Vérification impossible' })).toBeInTheDocument();
    expect(screen.getByText('Lien de vérification invalide ou expiré.')).toBeInTheDocument();
  });
});
