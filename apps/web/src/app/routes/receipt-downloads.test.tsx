// Issue 12: the statement and receipt downloads, on 'Mes réservations' and in the back office. The
// PDFs are fetched with the session's token (a plain link could not send it), then saved.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@parcelles/shared/contracts/auth';
import {
  myReservationsFixture,
  paiementFixture,
  reservationFixture,
} from '../../features/reservations/test/fixtures';
import { renderApp, stubFetch } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

const ok = (data: unknown) => Response.json({ success: true, data });
const page = { page: 1, limit: 20, total: 0, pages: 0 };
const pdf = (name: string) =>
  new Response('%PDF-1.4', {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });

const saved: string[] = [];
const createObjectURL = vi.fn(() => 'blob:recu');
beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.remove());
});

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

function serve(user: User, handler: Handler) {
  return stubFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const answer = handler(url, init);
    if (answer) return answer;
    if (url.pathname === '/api/v1/auth/profile') return ok(user);
    if (url.pathname.startsWith('/api/v1/notifications')) return ok({ notifications: [], pagination: page });
    if (url.pathname === '/api/v1/parcelles/cards') return ok([]);
    return Response.json({ success: false, message: 'Ressource non trouvée.' }, { status: 404 });
  });
}

const authorization = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');

describe('on my reservations', () => {
  const reservation = reservationFixture({
    statut: 'VALIDEE',
    paiements: [
      paiementFixture({ id: 'pay-1', montant: 2_000, recu: { numero: 41, code: 'K7QM4TZP9XRB2HWD' } }),
      paiementFixture({ id: 'pay-2', montant: 500, statut: 'SOUMIS', recu: null }),
    ],
  });

  it('downloads the statement and the receipt of each validated payment, with the session', async () => {
    const fetchMock = serve(storeTestSession(), (url) => {
      if (url.pathname === '/api/v1/reservations/my') return ok(myReservationsFixture([reservation]));
      if (url.pathname === `/api/v1/reservations/${reservation.id}/releve`)
        return pdf('releve-RES-7K4P2Q.pdf');
      if (url.pathname === '/api/v1/paiements/pay-1/recu') return pdf('recu-000041.pdf');
      return undefined;
    });
    renderApp('/reservations');
    const card = await screen.findByRole('article', { name: reservation.parcelle.numeroLot });
    const user = userEvent.setup();

    // Only the validated payment has a receipt.
    const receipts = within(card).getByRole('list', { name: 'Reçus des paiements validés' });
    expect(within(receipts).getAllByRole('button')).toHaveLength(1);
    await user.click(
      within(receipts).getByRole('button', {
        name: /Télécharger le reçu N° 000041 du paiement de 2\s000,00/,
      }),
    );
    await waitFor(() => expect(saved).toEqual(['recu-000041.pdf']));
    expect(within(receipts).getByRole('button', { name: /reçu N° 000041/ })).toHaveTextContent(
      'Reçu N° 000041',
    );

    await user.click(
      within(card).getByRole('button', { name: 'Télécharger le relevé de la réservation RES-7K4P2Q (PDF)' }),
    );
    await waitFor(() => expect(saved).toEqual(['recu-000041.pdf', 'releve-RES-7K4P2Q.pdf']));
    const pdfCalls = fetchMock.mock.calls.filter(([url]) => String(url).match(/\/(recu|releve)$/));
    expect(pdfCalls).toHaveLength(2);
    for (const [, init] of pdfCalls) expect(authorization(init)).toMatch(/^Bearer /);
  });

  it('says why when a download is refused', async () => {
    serve(storeTestSession(), (url) => {
      if (url.pathname === '/api/v1/reservations/my') return ok(myReservationsFixture([reservation]));
      if (url.pathname === '/api/v1/paiements/pay-1/recu')
        return Response.json(
          { success: false, code: 'CONFLICT', message: 'Ce paiement n’est pas encore validé.' },
          { status: 409 },
        );
      return undefined;
    });
    renderApp('/reservations');
    const card = await screen.findByRole('article', { name: reservation.parcelle.numeroLot });
    await userEvent.setup().click(within(card).getByRole('button', { name: /reçu N° 000041/ }));
    expect(
      await screen.findByText(/Le téléchargement a échoué. Ce paiement n’est pas encore validé./),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('in the back office', () => {
  const admin = () => storeTestSession(testUser({ role: 'ADMIN' }));

  it('downloads a validated payment’s receipt from its page', async () => {
    serve(admin(), (url) => {
      if (url.pathname === '/api/v1/paiements/p-7')
        return ok({
          id: 'p-7',
          reservationId: 'r-3',
          montant: 500,
          methode: 'ESPECES',
          operateur: null,
          statut: 'VALIDE',
          datePaiement: '2026-11-01T10:00:00.000Z',
          referencePaiement: null,
          commentaire: null,
          commentaireAdmin: null,
          traiteLe: '2026-11-02T10:00:00.000Z',
          remboursable: false,
          parcelle: { id: 'parc-1', numeroLot: 'LOT-0042' },
          acheteur: { id: 'u-9', nom: 'Grâce Kalenga', email: 'grace@exemple.cd' },
          preuves: [],
          recu: { numero: 7, code: 'K7QM4TZP9XRB2HWD' },
        });
      if (url.pathname === '/api/v1/paiements/p-7/recu') return pdf('recu-000007.pdf');
      return undefined;
    });
    renderApp('/admin/paiements/p-7');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Télécharger le reçu N° 000007' }));
    await waitFor(() => expect(saved).toEqual(['recu-000007.pdf']));
  });

  it('offers no receipt for a payment under review', async () => {
    serve(admin(), (url) =>
      url.pathname === '/api/v1/paiements/p-8'
        ? ok({
            id: 'p-8',
            reservationId: 'r-3',
            montant: 500,
            methode: 'ESPECES',
            operateur: null,
            statut: 'SOUMIS',
            datePaiement: '2026-11-01T10:00:00.000Z',
            referencePaiement: null,
            commentaire: null,
            commentaireAdmin: null,
            traiteLe: null,
            remboursable: false,
            parcelle: { id: 'parc-1', numeroLot: 'LOT-0042' },
            acheteur: { id: 'u-9', nom: 'Grâce Kalenga', email: 'grace@exemple.cd' },
            preuves: [],
            recu: null,
          })
        : undefined,
    );
    renderApp('/admin/paiements/p-8');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Télécharger le reçu/ })).not.toBeInTheDocument();
  });

  it('downloads a reservation’s statement from its page, for an agent too', async () => {
    serve(storeTestSession(testUser({ role: 'AGENT' })), (url) => {
      if (url.pathname === '/api/v1/reservations/r-3') return ok(reservationFixture({ id: 'r-3' }));
      if (url.pathname === '/api/v1/reservations/r-3/releve') return pdf('releve-RES-7K4P2Q.pdf');
      return undefined;
    });
    renderApp('/admin/reservations/r-3');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Télécharger le relevé' }));
    await waitFor(() => expect(saved).toEqual(['releve-RES-7K4P2Q.pdf']));
  });
});
