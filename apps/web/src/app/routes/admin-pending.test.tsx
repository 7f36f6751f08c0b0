import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

describe('/admin until the back office lands', () => {
  it('tells an administrator what is coming and where to validate meanwhile', async () => {
    const admin = testUser({ role: 'ADMIN' });
    storeTestSession(admin);
    stubFetch(() => Response.json({ success: true, data: admin }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Ouvrir la documentation de l'API" })).toHaveAttribute(
      'href',
      '/api/docs/',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is not for buyers', async () => {
    const buyer = testUser({ role: 'ACHETEUR' });
    storeTestSession(buyer);
    stubFetch(() => Response.json({ success: true, data: buyer }));
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Administration' })).not.toBeInTheDocument();
  });
});
