import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@parcelles/shared/contracts/notifications';
import { notificationList, testNotification } from '../../features/notifications/test/fixtures';
import { ok, stubStaffApi, type ApiHandler } from '../../test/api';
import { testPaiement } from '../../test/fixtures';
import { paiementPage } from '../../test/pages';
import { renderApp } from '../../test/render-app';

/** The staff's notifications page lists `notifications`. */
const notificationsPage =
  (...notifications: Notification[]): ApiHandler =>
  ({ method, path }) =>
    method === 'GET' && path === '/notifications/my' ? ok(notificationList(notifications)) : undefined;

describe("a staff member's notifications", () => {
  it('lead to where staff act on the payment, not to their own reservations', async () => {
    const proof = testNotification({
      id: 'n-staff',
      titre: 'Nouvelle preuve de paiement à vérifier',
      message: 'Un paiement de 500,00 $ (1 fichier) a été soumis pour le lot LOT-0042.',
      // As the API sends it (paiements.service.ts).
      donnees: { paiementId: 'p-7', reservationId: 'r-3', lien: '/admin/paiements/p-7' },
    });
    stubStaffApi(
      'ADMIN',
      notificationsPage(proof),
      paiementPage(testPaiement({ datePaiement: '2026-03-02T07:30:00.000Z', referencePaiement: null })),
    );
    const { router } = renderApp('/notifications');

    const item = await screen.findByRole('article', { name: 'Nouvelle preuve de paiement à vérifier' });
    expect(within(item).queryByRole('link', { name: 'Voir la réservation' })).not.toBeInTheDocument();
    const link = within(item).getByRole('link', { name: 'Vérifier le paiement' });
    expect(link).toHaveAttribute('href', '/admin/paiements/p-7');

    await userEvent.setup().click(link);
    // The back office's page of that payment.
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement — LOT-0042' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/paiements/p-7');
  });

  it('never follow a link out of the app', async () => {
    const odd = testNotification({
      titre: 'Lien étrange',
      donnees: { reservationId: 'r-3', lien: '//ailleurs.example/piege' },
    });
    stubStaffApi('ADMIN', notificationsPage(odd));
    renderApp('/notifications');
    const item = await screen.findByRole('article', { name: 'Lien étrange' });
    expect(within(item).getByRole('link', { name: 'Voir la réservation' })).toHaveAttribute(
      'href',
      '/reservations',
    );
  });
});
