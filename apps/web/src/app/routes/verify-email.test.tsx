import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app';

describe('email verification', () => {
  it('says the link is invalid when it has no token, without calling', async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    renderApp('/verify-email');

    expect(await screen.findByText('Lien de vérification invalide ou expiré.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies the token once and says so, with the way to /login', async () => {
    const message = 'Votre adresse email a été vérifiée avec succès. Vous pouvez maintenant vous connecter.';
    const fetchMock = stubFetch(() => Response.json({ success: true, data: null, message }));
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
    stubFetch(() =>
      Response.json(
        { success: false, message: 'Lien de vérification invalide ou expiré.', code: 'VALIDATION_ERROR' },
        { status: 400 },
      ),
    );
    renderApp('/verify-email?token=usé');

    expect(await screen.findByRole('heading', { name: 'Vérification impossible' })).toBeInTheDocument();
    expect(screen.getByText('Lien de vérification invalide ou expiré.')).toBeInTheDocument();
  });
});
