import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@parcelles/shared/contracts/auth';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { reservationFixture } from '../../../features/reservations/test/fixtures';
import { renderApp, stubFetch } from '../../../test/render-app';
import { storeTestSession, testUser } from '../../../test/session';

afterEach(() => act(() => toast.remove()));

const ok = (data: unknown, message?: string) => Response.json({ success: true, data, message });
const page = (total: number) => ({ page: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) });

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

function fakeApi(user: User, handler: Handler) {
  return stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/auth/profile') return ok(user);
    if (url.pathname.startsWith('/api/v1/notifications'))
      return ok({ notifications: [], pagination: page(0) });
    return (
      handler(url, init) ??
      Response.json({ success: false, message: 'Introuvable', code: 'NOT_FOUND' }, { status: 404 })
    );
  });
}

const line = (
  numero: number,
  dateEcheance: string,
  montant: number,
  montantPaye: number,
  statut: Reservation['echeancier'][number]['statut'],
) => ({ numero, dateEcheance, montant, montantPaye, statut });

const LATE = reservationFixture({
  id: 'r-3',
  reference: 'RES-LATE01',
  statut: 'VALIDEE',
  plan: { id: 'plan-6', nom: 'Six mois' },
  enRetard: true,
  echeancier: [
    line(1, '2026-01-07', 5_400, 5_400, 'PAYEE'),
    line(2, '2026-01-28', 2_100, 0, 'EN_RETARD'),
    line(3, '2026-02-28', 2_100, 0, 'A_VENIR'),
  ],
});

describe('/admin/reservations/:id, the schedule (issue 12)', () => {
  it("shows the plan, each instalment's status and the 'En retard' flag; an agent cannot move dates", async () => {
    fakeApi(storeTestSession(testUser({ role: 'AGENT' })), (url) =>
      url.pathname === '/api/v1/reservations/r-3' ? ok(LATE) : undefined,
    );
    renderApp('/admin/reservations/r-3');
    const section = await screen.findByRole('region', { name: /Échéancier/ });
    expect(section).toHaveTextContent('Plan de paiement : Six mois');
    expect(within(section).getByText('Une échéance en retard de paiement')).toBeInTheDocument();
    const items = within(within(section).getByRole('list', { name: 'Échéancier' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Acompte.*Payée/);
    expect(items[1]).toHaveTextContent(/Mensualité 1.*En retard.*28 janvier 2026/);
    expect(items[2]).toHaveTextContent(/Mensualité 2.*À venir/);
    expect(screen.getAllByText('En retard de paiement').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('button', { name: /Reporter/ })).not.toBeInTheDocument();
  });

  it("lets an admin move an unpaid instalment, showing the server's refusal on the date, then refreshing", async () => {
    const patches: { path: string; body: unknown }[] = [];
    let moved = false;
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url, init) => {
      if (url.pathname === '/api/v1/reservations/r-3/historique') return ok({ evenements: [] });
      if (url.pathname === '/api/v1/reservations/r-3' && (!init?.method || init.method === 'GET'))
        return ok(
          moved
            ? {
                ...LATE,
                enRetard: false,
                echeancier: [
                  LATE.echeancier[0],
                  line(2, '2026-03-15', 2_100, 0, 'A_VENIR'),
                  LATE.echeancier[2],
                ],
              }
            : LATE,
        );
      if (init?.method === 'PATCH' && url.pathname.startsWith('/api/v1/reservations/r-3/echeances/')) {
        const body = JSON.parse(String(init.body)) as { dateEcheance: string };
        patches.push({ path: url.pathname, body });
        if (body.dateEcheance < '2026-02-01')
          return Response.json(
            {
              success: false,
              code: 'VALIDATION_ERROR',
              message: 'Données invalides',
              errors: { dateEcheance: ["La nouvelle date ne peut pas précéder l'acompte"] },
            },
            { status: 400 },
          );
        moved = true;
        return ok(LATE, 'Échéance reportée au 15 mars 2026');
      }
      return undefined;
    });
    renderApp('/admin/reservations/r-3');
    const user = userEvent.setup();
    // Paid instalments cannot be moved.
    expect(await screen.findByRole('button', { name: 'Reporter : Mensualité 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reporter : Acompte' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reporter : Mensualité 1' }));
    const dialog = screen.getByRole('alertdialog', { name: "Reporter l'échéance « Mensualité 1 »" });
    const date = within(dialog).getByLabelText('Nouvelle date');
    expect(date).toHaveValue('2026-01-28');
    await user.click(within(dialog).getByRole('button', { name: 'Reporter' }));
    expect(
      await within(dialog).findByText("La nouvelle date ne peut pas précéder l'acompte"),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await user.clear(date);
    await user.type(date, '2026-03-15');
    await user.type(within(dialog).getByLabelText(/Commentaire/), 'Accord du 20 janvier');
    await user.click(within(dialog).getByRole('button', { name: 'Reporter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(patches.at(-1)).toEqual({
      path: '/api/v1/reservations/r-3/echeances/2',
      body: { dateEcheance: '2026-03-15', commentaire: 'Accord du 20 janvier' },
    });
    expect(await screen.findByText('Échéance reportée au 15 mars 2026')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: /Échéancier/ });
    await waitFor(() => expect(section).toHaveTextContent(/Mensualité 1.*15 mars 2026/));
    expect(section).not.toHaveTextContent('En retard');
  });
});

describe('/admin/reservations, the late ones (issue 12)', () => {
  it("flags late reservations and filters them with 'En retard de paiement', kept in the address", async () => {
    const asked: URLSearchParams[] = [];
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url) => {
      if (url.pathname === '/api/v1/reservations/stats')
        return ok({ total: 1, parStatut: {}, montantTotalValide: 0, montantEncaisse: 0 });
      if (url.pathname === '/api/v1/reservations') {
        asked.push(url.searchParams);
        return ok({ reservations: [LATE], pagination: page(1) });
      }
      return undefined;
    });
    const { router } = renderApp('/admin/reservations');
    const user = userEvent.setup();
    const row = (await screen.findByText('RES-LATE01')).closest('tr, li, article')!;
    expect(within(row as HTMLElement).getByText('En retard de paiement')).toBeInTheDocument();

    await user.click(screen.getByLabelText('En retard de paiement'));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(router.state.location.search).toContain('enRetard=true'));
    await waitFor(() => expect(asked.at(-1)?.get('enRetard')).toBe('true'));
    expect(screen.getByLabelText('En retard de paiement')).toBeChecked();
  });
});
