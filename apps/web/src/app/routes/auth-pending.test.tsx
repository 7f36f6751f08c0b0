import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app';

describe('account pages until sign-in opens', () => {
  it.each([
    ['/login', 'Se connecter'],
    ['/register', 'Créer un compte'],
    ['/forgot-password', 'Mot de passe oublié'],
    ['/verify-email?token=abc', "Vérification de l'email"],
  ])('%s says accounts open soon and where to go meanwhile', async (path, heading) => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} — Parcelles`);
    expect(screen.getByText('Les comptes clients en ligne ouvrent très bientôt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorer la carte' })).toHaveAttribute('href', '/map');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // No form pretending to work.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
