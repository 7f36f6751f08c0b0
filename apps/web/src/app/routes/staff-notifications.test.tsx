import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notificationList, testNotification } from '../../features/notifications/test/fixtures';
import { renderApp, stubFetch } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

const paiementP7 = {
  id: 'p-7',
  reservationId: 'r-3',
  montant: 500,
  methode: 'VIREMENT_BANCAIRE',
  statut: 'SOUMIS',
  datePaiement: '2026-03-02T07:30:00.000Z',
  referencePaiement: null,
  commentaire: null,
  commentaireAdmin: null,
  traiteLe: null,
  remboursable: false,
  parcelle: { id: 'parc-1', numeroLot: 'LOT-0042' },
  acheteur: { id: 'u-9', nom: 'Grâce Kalenga', email: 'grace@exemple.cd' },
  preuves: [],
};

describe("a staff member's notifications", () => {
  it('lead to where staff act on the payment, not to their own reservations', async () => {
    const admin = storeTestSession(testUser({ role: 'ADMIN' }));
    const proof = testNotification({
      id: 'n-staff',
      titre: 'Nouvelle preuve de paiement à vérifier',
      message: 'Un paiement de 500,00 $ (1 fichier) a été soumis pour le lot LOT-0042.',
      // As the API sends it (paiements.service.ts).
      donnees: { paiementId: 'p-7', reservationId: 'r-3', lien: '/admin/paiements/p-7' },
    });
    stubFetch((input) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/auth/profile')) return Response.json({ success: true, data: admin });
      if (url.pathname === '/api/v1/paiements/p-7') return Response.json({ success: true, data: paiementP7 });
      return Response.json({ success: true, data: notificationList([proof]) });
    });
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
    const admin = storeTestSession(testUser({ role: 'ADMIN' }));
    const odd = testNotification({
      titre: 'Lien étrange',
      donnees: { reservationId: 'r-3', lien: '//ailleurs.example/piege' },
    });
    stubFetch((input) =>
      input.endsWith('/auth/profile')
        ? Response.json({ success: true, data: admin })
        : Response.json({ success: true, data: notificationList([odd]) }),
    );
    renderApp('/notifications');
    const item = await screen.findByRole('article', { name: 'Lien étrange' });
    expect(within(item).getByRole('link', { name: 'Voir la réservation' })).toHaveAttribute(
      'href',
      '/reservations',
    );
  });
});
