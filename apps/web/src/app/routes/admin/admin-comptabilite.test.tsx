// Issue 26, books for the accountant: /admin/comptabilite picks a period and downloads the
// payments, the receipts and the summary with the session's token; ADMIN only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monthOf, yearOf } from '@parcelles/shared/contracts/comptabilite';
import { addDays, lubumbashiDay } from '@parcelles/shared/domain';
import { fail, never, route, stubStaffApi, type ApiRequest } from '../../../test/api';
import { renderApp } from '../../../test/render-app';

const file = (name: string, type = 'text/csv; charset=utf-8') =>
  new Response('\uFEFFN° de reçu;Date\r\n', {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:comptabilite'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const today = () => lubumbashiDay(new Date());
/** Each request to the accountant's files: its path, period and token. */
const asked: { path: string; du: string | null; au: string | null; authorization: string | null }[] = [];
const record = ({ path, url, init }: ApiRequest) => {
  asked.push({
    path,
    du: url.searchParams.get('du'),
    au: url.searchParams.get('au'),
    authorization: new Headers(init?.headers).get('Authorization'),
  });
};
const files = () => [
  route('GET', '/admin/comptabilite/paiements.csv', (r) => {
    record(r);
    return file(`paiements-${r.url.searchParams.get('du')}_${r.url.searchParams.get('au')}.csv`);
  }),
  route('GET', '/admin/comptabilite/recus.csv', (r) => {
    record(r);
    return file(`recus-${r.url.searchParams.get('du')}_${r.url.searchParams.get('au')}.csv`);
  }),
  route('GET', '/admin/comptabilite/synthese.pdf', (r) => {
    record(r);
    return file(
      `synthese-${r.url.searchParams.get('du')}_${r.url.searchParams.get('au')}.pdf`,
      'application/pdf',
    );
  }),
];
beforeEach(() => {
  asked.length = 0;
});

async function openPage() {
  renderApp('/admin/comptabilite');
  expect(await screen.findByRole('heading', { level: 1, name: 'Comptabilité' })).toBeInTheDocument();
}

describe('/admin/comptabilite (issue 26)', () => {
  it('is in the administrator’s navigation, and downloads this month’s payments by default', async () => {
    stubStaffApi('ADMIN', ...files());
    await openPage();
    const nav = screen.getByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Comptabilité' })).toHaveAttribute(
      'href',
      '/admin/comptabilite',
    );

    const month = monthOf(today());
    expect(screen.getByRole('radio', { name: 'Ce mois-ci' })).toBeChecked();
    expect(screen.getByText(/^Du \d{1,2} \S+ \d{4} au \d{1,2} \S+ \d{4} inclus/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Paiements (CSV)' }));
    await waitFor(() => expect(saved).toEqual([`paiements-${month.du}_${month.au}.csv`]));
    expect(asked).toEqual([
      {
        path: '/admin/comptabilite/paiements.csv',
        ...month,
        authorization: expect.stringMatching(/^Bearer /),
      },
    ]);
  });

  it('downloads last month’s receipts and this year’s summary', async () => {
    stubStaffApi('ADMIN', ...files());
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Mois dernier' }));
    await user.click(screen.getByRole('button', { name: 'Reçus (CSV)' }));
    const lastMonth = monthOf(addDays(monthOf(today()).du, -1));
    await waitFor(() => expect(saved).toEqual([`recus-${lastMonth.du}_${lastMonth.au}.csv`]));

    await user.click(screen.getByRole('radio', { name: 'Cette année' }));
    await user.click(screen.getByRole('button', { name: 'Synthèse (PDF)' }));
    const year = yearOf(today());
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe(`synthese-${year.du}_${year.au}.pdf`);
    expect(asked.map((a) => [a.path, a.du, a.au])).toEqual([
      ['/admin/comptabilite/recus.csv', lastMonth.du, lastMonth.au],
      ['/admin/comptabilite/synthese.pdf', year.du, year.au],
    ]);
  });

  it('takes a period typed by hand, and says in French what is wrong with it', async () => {
    stubStaffApi('ADMIN', ...files());
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Personnalisée' }));
    const du = screen.getByLabelText('Du');
    const au = screen.getByLabelText('Au');
    // It starts from the month that was chosen.
    expect(du).toHaveValue(monthOf(today()).du);

    await user.clear(du);
    await user.type(du, '2026-11-30');
    await user.clear(au);
    await user.type(au, '2026-11-01');
    expect(au).toHaveAccessibleDescription(
      'La date de fin doit être postérieure ou égale à la date de début',
    );
    expect(au).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choisissez une période valide pour télécharger.')).toBeInTheDocument();
    for (const name of ['Paiements (CSV)', 'Reçus (CSV)', 'Synthèse (PDF)']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }

    await user.clear(du);
    await user.type(du, '2026-10-15');
    expect(
      screen.getByText('Du 15 octobre 2026 au 1 novembre 2026 inclus (jours de Lubumbashi)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Synthèse (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['synthese-2026-10-15_2026-11-01.pdf']));
  });

  it('says it is downloading, and keeps the other files until it is done', async () => {
    stubStaffApi('ADMIN', route('GET', '/admin/comptabilite/recus.csv', never));
    await openPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reçus (CSV)' }));
    const busy = await screen.findByRole('button', { name: /Téléchargement…/ });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Paiements (CSV)' })).toBeDisabled();
  });

  it('says why a download was refused', async () => {
    stubStaffApi(
      'ADMIN',
      route('GET', '/admin/comptabilite/paiements.csv', () =>
        fail(400, 'Données invalides. Veuillez vérifier vos informations.', 'VALIDATION_ERROR', {
          au: 'La période ne peut pas dépasser 366 jours',
        }),
      ),
    );
    await openPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Paiements (CSV)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le téléchargement « Paiements (CSV) » a échoué.');
    expect(alert).toHaveTextContent('La période ne peut pas dépasser 366 jours');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Paiements (CSV)' })).toBeEnabled();
  });

  it('is not for agents: no link, and refused by its address', async () => {
    stubStaffApi('AGENT');
    renderApp('/admin/comptabilite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByText(/réservée aux administrateurs/)).toBeInTheDocument();
  });

  it('has no Comptabilité link for an agent', async () => {
    stubStaffApi('AGENT', route('GET', '/admin/recouvrement', never));
    renderApp('/admin/recouvrement');
    const nav = await screen.findByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).queryByRole('link', { name: 'Comptabilité' })).not.toBeInTheDocument();
  });
});
