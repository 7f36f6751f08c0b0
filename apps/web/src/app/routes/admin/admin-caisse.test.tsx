// Issue 26, the cash office's day: /admin/caisse lists a day's cash payments recorded by staff,
// their count and total, closes the day after a confirmation and prints it; ADMIN only.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaisseJour, CaissePaiement } from '@parcelles/shared/contracts/caisse';
import { lubumbashiDay } from '@parcelles/shared/domain';
import { fail, ok, route, stubStaffApi, type ApiHandler, type ApiRequest } from '../../../test/api';
import { renderApp } from '../../../test/render-app';

// A closing's toast would outlive its test and meet the next one's texts.
afterEach(() => act(() => toast.remove()));

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:caisse'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const today = () => lubumbashiDay(new Date());
const DAY = '2026-03-03';
const ALINE = { id: 'a-1', nom: 'Aline Admin' };
const JOSEPH = { id: 'a-2', nom: 'Joseph Caissier' };

function paiement(overrides: Partial<CaissePaiement> & Pick<CaissePaiement, 'id'>): CaissePaiement {
  return {
    montant: 500,
    referencePaiement: null,
    commentaireAdmin: null,
    datePaiement: `${DAY}T08:05:00.000Z`,
    enregistreLe: `${DAY}T08:05:00.000Z`,
    recuPar: ALINE,
    reservation: { id: 'r-1', reference: 'RES-AAA111' },
    numeroLot: 'LOT-0042',
    acheteur: 'Grâce Kalenga',
    recu: { numero: 123, code: 'K7QM4TZP9XRB2HWD' },
    ...overrides,
  };
}

/** A day with two cash payments, by two staff members; open unless told. */
function caisse(jour: string, overrides: Partial<CaisseJour> = {}): CaisseJour {
  return {
    jour,
    paiements: [
      paiement({
        id: 'c-1',
        referencePaiement: 'CAISSE-0042',
        datePaiement: `${jour}T08:05:00.000Z`,
        enregistreLe: `${jour}T08:05:00.000Z`,
      }),
      paiement({
        id: 'c-2',
        montant: 750,
        datePaiement: `${jour}T13:30:00.000Z`,
        enregistreLe: `${jour}T13:30:00.000Z`,
        recuPar: JOSEPH,
        reservation: { id: 'r-2', reference: 'RES-BBB222' },
        numeroLot: 'LOT-0107',
        acheteur: 'Jean Ilunga',
        recu: { numero: 124, code: 'ABCD' },
      }),
    ],
    nombre: 2,
    total: 1_250,
    parCaissier: [
      { recuPar: ALINE, nombre: 1, total: 500 },
      { recuPar: JOSEPH, nombre: 1, total: 750 },
    ],
    cloture: null,
    ...overrides,
  };
}

/** GET /admin/caisse/{jour}: the day as it is now; each day asked is kept. */
function days(asked: string[], current: (jour: string) => CaisseJour = (jour) => caisse(jour)): ApiHandler {
  return ({ method, path }) => {
    const match = /^\/admin\/caisse\/(\d{4}-\d{2}-\d{2})$/.exec(path);
    if (method !== 'GET' || !match) return undefined;
    asked.push(match[1]!);
    return ok(current(match[1]!));
  };
}

const table = () => screen.getByRole('table', { name: 'Paiements en espèces du 3 mars 2026' });

describe('/admin/caisse (issue 26)', () => {
  it('is in the administrator’s navigation and shows today by default', async () => {
    const asked: string[] = [];
    stubStaffApi(
      'ADMIN',
      days(asked, (jour) => caisse(jour, { paiements: [], nombre: 0, total: 0, parCaissier: [] })),
    );
    renderApp('/admin/caisse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Caisse du jour' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Caisse' })).toHaveAttribute('href', '/admin/caisse');
    expect(screen.getByLabelText('Jour')).toHaveValue(today());
    expect(await screen.findByText('Aucun paiement en espèces enregistré ce jour.')).toBeInTheDocument();
    expect(screen.getByText(/^0 paiement · total 0\s\$US$/)).toBeInTheDocument();
    expect(asked).toEqual([today()]);
    // Nothing after today.
    expect(screen.getByRole('button', { name: 'Jour suivant' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Aujourd’hui' })).not.toBeInTheDocument();
  });

  it('lists the day’s cash payments, their count and total, and who received what', async () => {
    stubStaffApi('ADMIN', days([]));
    renderApp(`/admin/caisse?jour=${DAY}`);
    expect(await screen.findByRole('heading', { level: 2, name: '3 mars 2026' })).toBeInTheDocument();
    await screen.findByText('Grâce Kalenga');
    expect(screen.getByText(/^2 paiements · total 1\s250\s\$US$/)).toBeInTheDocument();
    expect(screen.getByText('Ouverte')).toBeInTheDocument();

    const [, grace, jean] = within(table()).getAllByRole('row');
    expect(grace).toHaveTextContent(
      /10:05.*Grâce Kalenga.*RES-AAA111.*LOT-0042.*500\s\$US.*CAISSE-0042.*N° 000123.*Aline Admin/,
    );
    expect(within(grace!).getByRole('link', { name: 'Voir la réservation RES-AAA111' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-1',
    );
    expect(jean).toHaveTextContent(
      /15:30.*Jean Ilunga.*RES-BBB222.*LOT-0107.*750\s\$US.*—.*N° 000124.*Joseph Caissier/,
    );

    const perPerson = screen.getByRole('heading', { name: 'Par personne ayant reçu' }).nextElementSibling!;
    expect(perPerson).toHaveTextContent(/Aline Admin : 1 paiement · 500\s\$US/);
    expect(perPerson).toHaveTextContent(/Joseph Caissier : 1 paiement · 750\s\$US/);
  });

  it('closes the day after a confirmation, then says when and by whom', async () => {
    const closings: string[] = [];
    const closed = caisse(DAY, {
      cloture: { closLe: `${DAY}T16:00:00.000Z`, closPar: ALINE, nombre: 2, total: 1_250 },
    });
    stubStaffApi(
      'ADMIN',
      route('POST', `/admin/caisse/${DAY}/cloture`, ({ path }: ApiRequest) => {
        closings.push(path);
        return ok(closed, 'Journée de caisse du 3 mars 2026 clôturée.');
      }),
      // The day as the server has it: closed once the closing went through.
      days([], (jour) => (closings.length > 0 ? closed : caisse(jour))),
    );
    renderApp(`/admin/caisse?jour=${DAY}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clôturer la journée' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clôturer la journée du 3 mars 2026 ?' });
    expect(dialog).toHaveAccessibleDescription(
      /^2 paiements en espèces, 1\s250\s\$US au total\. Une fois la journée clôturée, aucun paiement en espèces ne pourra plus y être daté\.$/,
    );
    // 'Retour' changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(closings).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clôturer la journée' }));
    await user.click(screen.getByRole('button', { name: 'Oui, clôturer' }));
    expect(await screen.findByText('Journée de caisse du 3 mars 2026 clôturée.')).toBeInTheDocument();
    expect(closings).toEqual([`/admin/caisse/${DAY}/cloture`]);
    expect(screen.getByText('Clôturée le 3 mars 2026 à 18:00 par Aline Admin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clôturer la journée' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer (PDF)' })).toHaveFocus();
  });

  it('says why the closing was refused', async () => {
    stubStaffApi(
      'ADMIN',
      route('POST', `/admin/caisse/${DAY}/cloture`, () =>
        fail(409, 'La caisse du 3 mars 2026 est déjà clôturée.', 'CONFLICT'),
      ),
      days([]),
    );
    renderApp(`/admin/caisse?jour=${DAY}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clôturer la journée' }));
    await user.click(screen.getByRole('button', { name: 'Oui, clôturer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La journée n’a pas été clôturée.');
    expect(alert).toHaveTextContent('La caisse du 3 mars 2026 est déjà clôturée.');
  });

  it('shows a closed day without the closing button', async () => {
    stubStaffApi(
      'ADMIN',
      days([], (jour) =>
        caisse(jour, {
          cloture: { closLe: `${jour}T16:00:00.000Z`, closPar: null, nombre: 2, total: 1_250 },
        }),
      ),
    );
    renderApp(`/admin/caisse?jour=${DAY}`);
    expect(
      await screen.findByText('Clôturée le 3 mars 2026 à 18:00 par un compte supprimé.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Clôturée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clôturer la journée' })).not.toBeInTheDocument();
  });

  it('downloads the day’s PDF with the session’s token', async () => {
    const pdfs: { path: string; authorization: string | null }[] = [];
    stubStaffApi(
      'ADMIN',
      route('GET', `/admin/caisse/${DAY}/pdf`, ({ path, init }) => {
        pdfs.push({ path, authorization: new Headers(init?.headers).get('Authorization') });
        return new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="caisse-${DAY}.pdf"`,
          },
        });
      }),
      days([]),
    );
    renderApp(`/admin/caisse?jour=${DAY}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Imprimer (PDF)' }));
    await waitFor(() => expect(saved).toEqual([`caisse-${DAY}.pdf`]));
    expect(pdfs).toEqual([
      { path: `/admin/caisse/${DAY}/pdf`, authorization: expect.stringMatching(/^Bearer /) },
    ]);
  });

  it('goes from day to day, keeping the day in the address', async () => {
    const asked: string[] = [];
    stubStaffApi('ADMIN', days(asked));
    const { router } = renderApp(`/admin/caisse?jour=${DAY}`);
    await screen.findByText('Grâce Kalenga');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Jour précédent' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2 mars 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?jour=2026-03-02');
    expect(screen.getByLabelText('Jour')).toHaveValue('2026-03-02');

    await user.click(screen.getByRole('button', { name: 'Jour suivant' }));
    expect(await screen.findByRole('heading', { level: 2, name: '3 mars 2026' })).toBeInTheDocument();

    const input = screen.getByLabelText('Jour');
    await user.clear(input);
    await user.type(input, '2026-02-27');
    expect(await screen.findByRole('heading', { level: 2, name: '27 février 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?jour=2026-02-27');

    await user.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?jour=${today()}`));
    expect(asked).toEqual([DAY, '2026-03-02', '2026-02-27', today()]);
    // Back goes to the day before.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Jour')).toHaveValue('2026-02-27'));
  });

  it('is not for agents', async () => {
    stubStaffApi('AGENT');
    renderApp('/admin/caisse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByText(/réservée aux administrateurs/)).toBeInTheDocument();
  });
});
