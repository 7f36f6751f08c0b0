import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { echeanceFixture, lateSchedule } from '../../../features/reservations/test/fixtures';
import { bodyOf, fail, firstPage, ok, stubStaffApi } from '../../../test/api';
import { testReservation } from '../../../test/fixtures';
import { reservationPage } from '../../../test/pages';
import { renderApp } from '../../../test/render-app';

afterEach(() => act(() => toast.remove()));

const LATE = testReservation({
  id: 'r-3',
  reference: 'RES-LATE01',
  statut: 'VALIDEE',
  plan: { id: 'plan-6', nom: 'Six mois' },
  enRetard: true,
  echeancier: lateSchedule(),
});

describe('/admin/reservations/:id, the schedule (issue 12)', () => {
  it("shows the plan, each instalment's status and the 'En retard' flag; an agent cannot move dates", async () => {
    stubStaffApi('AGENT', reservationPage(LATE));
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
    stubStaffApi(
      'ADMIN',
      reservationPage(() =>
        moved
          ? {
              ...LATE,
              enRetard: false,
              echeancier: [
                LATE.echeancier[0]!,
                echeanceFixture(2, '2026-03-15', 2_100, 0, 'A_VENIR'),
                LATE.echeancier[2]!,
              ],
            }
          : LATE,
      ),
      ({ method, path, init }) => {
        if (method !== 'PATCH' || !path.startsWith('/reservations/r-3/echeances/')) return undefined;
        const body = bodyOf(init);
        patches.push({ path, body });
        if (String(body.dateEcheance) < '2026-02-01')
          return fail(400, 'Données invalides', 'VALIDATION_ERROR', {
            dateEcheance: ["La nouvelle date ne peut pas précéder l'acompte"],
          });
        moved = true;
        return ok(LATE, 'Échéance reportée au 15 mars 2026');
      },
    );
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
      path: '/reservations/r-3/echeances/2',
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
    stubStaffApi('ADMIN', ({ url, path }) => {
      if (path === '/reservations/stats')
        return ok({ total: 1, parStatut: {}, montantTotalValide: 0, montantEncaisse: 0 });
      if (path === '/reservations') {
        asked.push(url.searchParams);
        return ok({ reservations: [LATE], pagination: firstPage(1) });
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
