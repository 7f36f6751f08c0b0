import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

describe('/admin until the back office lands', () => {
  it('tells an administrator what is coming, without sending them to the API documentation', async () => {
    const admin = testUser({ role: 'ADMIN' });
    storeTestSession(admin);
    stubFetch(() => Response.json({ success: true, data: admin }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByText('Le back-office arrive avec la prochaine version.')).toBeInTheDocument();
    // /api/docs is in English and for developers: no link to it from the web app.
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^\/api\//);
    }
    expect(screen.getByRole('link', { name: 'Voir mes notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('stands in for every back office page, e.g. the payment a notification leads to', async () => {
    const admin = testUser({ role: 'ADMIN' });
    storeTestSession(admin);
    stubFetch(() => Response.json({ success: true, data: admin }));
    const { router } = renderApp('/admin/paiements/p-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/paiements/p-1');
  });

  it('is not for buyers', async () => {
    const buyer = testUser({ role: 'ACHETEUR' });
    storeTestSession(buyer);
    // Only the session check answers: the home page the buyer is sent to shows its own errors.
    stubFetch((url) =>
      url === '/api/v1/auth/profile'
        ? Response.json({ success: true, data: buyer })
        : Response.json({ success: false, message: 'Introuvable', code: 'NOT_FOUND' }, { status: 404 }),
    );
    const { router } = renderApp('/admin/paiements/p-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Administration' })).not.toBeInTheDocument();
  });
});
