import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { never, route, stubSignedInApi } from '../../test/api';
import { renderApp } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

const SUPPORT = 'Contacter le service client';

describe('the frame of every page', () => {
  it('offers customer service to buyers and visitors (1.5 s after the page)', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('button', { name: SUPPORT }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('navigation', { name: 'Navigation principale' }),
    ).toBeInTheDocument();
  });

  it('gives staff a frame of their own: no public menu, no marketing footer, a way back to the site (issue 23)', async () => {
    const admin = storeTestSession(testUser({ nom: 'Kabongo Mwamba', role: 'ADMIN' }));
    // The dashboard's figures are not what this test is about: they never come.
    stubSignedInApi(admin, route('GET', '/admin/dashboard', never));
    renderApp('/admin');
    const banner = await screen.findByRole('banner');
    expect(
      within(banner).getByRole('link', { name: 'Parcelles, administration : tableau de bord' }),
    ).toHaveAttribute('href', '/admin');
    expect(within(banner).getByRole('link', { name: 'Voir le site' })).toHaveAttribute('href', '/');
    expect(
      within(banner).queryByRole('navigation', { name: 'Navigation principale' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // Past the 1.5 s it would take to show.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await waitFor(() => expect(screen.queryByRole('button', { name: SUPPORT })).not.toBeInTheDocument());
  });
});
