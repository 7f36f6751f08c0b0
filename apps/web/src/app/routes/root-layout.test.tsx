import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app';

describe('shared layout', () => {
  it('has the landmarks, the main links and the current year', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/');

    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /Parcelles.*Cité Malaika/ })).toHaveAttribute(
      'href',
      '/',
    );

    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Carte' })).toHaveAttribute('href', '/map');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Carte' })).not.toHaveAttribute('aria-current');

    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText(new RegExp(`© ${new Date().getFullYear()}`)),
    ).toBeInTheDocument();
  });

  it('offers a skip link to the main content as the first stop of the keyboard', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await userEvent.tab();

    const skip = screen.getByRole('link', { name: 'Aller au contenu principal' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
  });

  it('moves between screens through the navigation', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    // /map is not built yet: the catch-all answers it until its issue lands.
    await userEvent.click(screen.getByRole('link', { name: 'Carte' }));

    expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/map');
    expect(screen.getByRole('link', { name: 'Carte' })).toHaveAttribute('aria-current', 'page');
  });
});
