import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { never, route, stubApi } from '../../test/api';
import { renderApp } from '../../test/render-app';

describe('404 page', () => {
  it('answers an unknown path with "Page non trouvée" and a way back home', async () => {
    renderApp('/cette-page-n-existe-pas');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeInTheDocument();
    const backHome = screen.getByRole('link', { name: "Retour à l'accueil" });
    expect(backHome).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page non trouvée — Parcelles');
    // The layout is still around the page.
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });

  it('takes the visitor back to the home page', async () => {
    // The home page's figures and featured plots, which are not what this test is about.
    stubApi(route('GET', '/parcelles/stats', never), route('GET', '/parcelles', never));
    renderApp('/parcelle/inconnue/vraiment');

    await userEvent.click(await screen.findByRole('link', { name: "Retour à l'accueil" }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /Investissez dans la Cité Malaika/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page non trouvée' })).not.toBeInTheDocument();
    // The scroll is an effect: it may run just after the heading appears.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
