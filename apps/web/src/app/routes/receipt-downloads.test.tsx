// Issue 12: the statement and receipt downloads, on 'Mes réservations' and in the back office. The
// PDFs are fetched with the session's token (a plain link could not send it), then saved.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myReservationsFixture } from '../../features/reservations/test/fixtures';
import { fail, ok, stubSignedInApi, stubStaffApi, type ApiHandler } from '../../test/api';
import { testPaiement, testPaiementResume, testReservation } from '../../test/fixtures';
import { paiementPage, reservationPage } from '../../test/pages';
import { renderApp } from '../../test/render-app';
import { storeTestSession } from '../../test/session';

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

const authorization = (init?: RequestInit) => new Headers(init?.headers).get('Authorization');

describe('on my reservations', () => {
  const reservation = testReservation({
    statut: 'VALIDEE',
    paiements: [
      testPaiementResume({ id: 'pay-1', montant: 2_000, recu: { numero: 41, code: 'K7QM4TZP9XRB2HWD' } }),
      testPaiementResume({ id: 'pay-2', montant: 500, statut: 'SOUMIS', recu: null }),
    ],
  });
  /** 'Mes réservations' asks the buyer's reservations. */
  const myReservations: ApiHandler = ({ method, path }) =>
    method === 'GET' && path === '/reservations/my' ? ok(myReservationsFixture([reservation])) : undefined;

  it('downloads the statement and the receipt of each validated payment, with the session', async () => {
    const fetchMock = stubSignedInApi(storeTestSession(), myReservations, ({ path }) => {
      if (path === `/reservations/${reservation.id}/releve`) return pdf('releve-RES-7K4P2Q.pdf');
      if (path === '/paiements/pay-1/recu') return pdf('recu-000041.pdf');
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
    stubSignedInApi(storeTestSession(), myReservations, ({ path }) =>
      path === '/paiements/pay-1/recu'
        ? fail(409, 'Ce paiement n’est pas encore validé.', 'CONFLICT')
        : undefined,
    );
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
  it('downloads a validated payment’s receipt from its page', async () => {
    stubStaffApi(
      'ADMIN',
      paiementPage(
        testPaiement({
          methode: 'ESPECES',
          statut: 'VALIDE',
          referencePaiement: null,
          traiteLe: '2026-11-02T10:00:00.000Z',
          recu: { numero: 7, code: 'K7QM4TZP9XRB2HWD' },
        }),
      ),
      ({ path }) => (path === '/paiements/p-7/recu' ? pdf('recu-000007.pdf') : undefined),
    );
    renderApp('/admin/paiements/p-7');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Télécharger le reçu N° 000007' }));
    await waitFor(() => expect(saved).toEqual(['recu-000007.pdf']));
  });

  it('offers no receipt for a payment under review', async () => {
    stubStaffApi(
      'ADMIN',
      paiementPage(testPaiement({ id: 'p-8', methode: 'ESPECES', referencePaiement: null })),
    );
    renderApp('/admin/paiements/p-8');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Télécharger le reçu/ })).not.toBeInTheDocument();
  });

  it('downloads a reservation’s statement from its page, for an agent too', async () => {
    stubStaffApi('AGENT', reservationPage(testReservation({ id: 'r-3' })), ({ path }) =>
      path === '/reservations/r-3/releve' ? pdf('releve-RES-7K4P2Q.pdf') : undefined,
    );
    renderApp('/admin/reservations/r-3');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Télécharger le relevé' }));
    await waitFor(() => expect(saved).toEqual(['releve-RES-7K4P2Q.pdf']));
  });
});
