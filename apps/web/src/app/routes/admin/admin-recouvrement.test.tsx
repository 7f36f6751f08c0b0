import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recouvrement, Retard } from '@parcelles/shared/contracts/recouvrement';
import { lubumbashiDay } from '@parcelles/shared/domain';
import { fail, failingOnce, never, ok, route, stubStaffApi, type ApiHandler } from '../../../test/api';
import { testReservation } from '../../../test/fixtures';
import { reservationPage } from '../../../test/pages';
import { renderApp } from '../../../test/render-app';

// A reminder's toast would outlive its test and meet the next one's texts.
afterEach(() => act(() => toast.remove()));

const DAY = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function retard(overrides: Partial<Retard> & Pick<Retard, 'reservationId' | 'reference'>): Retard {
  return {
    numeroLot: 'LOT-0042',
    acheteur: { id: 'u-9', nom: 'Grâce Kalenga', email: 'grace@exemple.cd', telephone: '+243812345678' },
    echeance: 'Mensualité 2',
    dateEcheance: '2026-01-28',
    montantEnRetard: 500,
    joursDeRetard: 40,
    dernierRappel: { le: daysAgo(10), canaux: ['APP', 'EMAIL'] },
    ...overrides,
  };
}

// As the API sends them: the longest late first.
const RETARDS: Retard[] = [
  retard({
    reservationId: 'r-2',
    reference: 'RES-BBB222',
    numeroLot: 'LOT-0107',
    acheteur: { id: 'u-2', nom: 'Jean Ilunga', email: 'jean@exemple.cd', telephone: '+243991112233' },
    echeance: 'Acompte',
    dateEcheance: '2025-11-10',
    montantEnRetard: 1_200.5,
    joursDeRetard: 95,
    dernierRappel: null,
  }),
  retard({ reservationId: 'r-1', reference: 'RES-AAA111' }),
  retard({
    reservationId: 'r-3',
    reference: 'RES-CCC333',
    numeroLot: 'LOT-0311',
    acheteur: { id: 'u-3', nom: '=Awa Mbuyi', email: 'awa@exemple.cd', telephone: null },
    echeance: 'Mensualité 1',
    dateEcheance: '2026-03-02',
    montantEnRetard: 300,
    joursDeRetard: 5,
    dernierRappel: { le: daysAgo(2), canaux: ['APP', 'EMAIL'] },
  }),
];

const DESK: Recouvrement = {
  semaine: { du: '2026-03-02', au: '2026-03-08', echu: 4_000, encaisse: 3_000 },
  mois: { du: '2026-03-01', au: '2026-03-31', echu: 10_000, encaisse: 2_500 },
  previsions: [
    { mois: '2026-04', montant: 8_000 },
    { mois: '2026-05', montant: 6_500 },
    { mois: '2026-06', montant: 6_000 },
    { mois: '2026-07', montant: 4_000 },
    { mois: '2026-08', montant: 2_000 },
    { mois: '2026-09', montant: 0 },
  ],
  anciennete: { j1a30: 500, j31a60: 700, j61a90: 0, plus90: 800 },
  retards: RETARDS,
};

/** GET /admin/recouvrement answers the desk as it is now (a function: as a reminder left it). */
const desk =
  (current: () => Recouvrement = () => DESK): ApiHandler =>
  ({ method, path }) =>
    method === 'GET' && path === '/admin/recouvrement' ? ok(current()) : undefined;

/** The table's rows, header first. */
const rows = () => within(screen.getByRole('table', { name: /Acheteurs en retard/ })).getAllByRole('row');
const buyers = () =>
  rows()
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('span')?.textContent ?? row.textContent);

describe('/admin/recouvrement, the figures (issue 25)', () => {
  it('shows due against collected this week and this month, the forecast and the ageing', async () => {
    stubStaffApi('AGENT', desk());
    renderApp('/admin/recouvrement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recouvrement' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Recouvrement' })).toHaveAttribute(
      'href',
      '/admin/recouvrement',
    );

    const week = await screen.findByRole('region', { name: 'Cette semaine' });
    expect(week).toHaveTextContent('Du 2 mars 2026 au 8 mars 2026');
    expect(within(week).getByText('Échu').nextSibling).toHaveTextContent(/^4\s000 \$US$/);
    expect(within(week).getByText('Encaissé').nextSibling).toHaveTextContent(/^3\s000 \$US$/);
    expect(week).toHaveTextContent('Encaissé / échu : 75 %');
    const month = screen.getByRole('region', { name: 'Ce mois-ci' });
    expect(month).toHaveTextContent('Du 1 mars 2026 au 31 mars 2026');
    expect(month).toHaveTextContent('Encaissé / échu : 25 %');

    const forecast = within(screen.getByRole('region', { name: 'Prévisions (6 mois)' })).getByRole('table');
    expect(within(forecast).getByRole('row', { name: /avril 2026/ })).toHaveTextContent(/8\s000 \$US/);
    expect(within(forecast).getByRole('row', { name: /septembre 2026/ })).toHaveTextContent(/0 \$US/);
    expect(within(forecast).getByRole('row', { name: /Total/ })).toHaveTextContent(/26\s500 \$US/);

    const ageing = screen.getByRole('region', { name: 'Ancienneté des retards' });
    expect(within(ageing).getByRole('row', { name: /1 à 30 jours/ })).toHaveTextContent(/500 \$US.*25 %/);
    expect(within(ageing).getByRole('row', { name: /Plus de 90 jours/ })).toHaveTextContent(/800 \$US.*40 %/);
    expect(within(ageing).getByRole('row', { name: /Total/ })).toHaveTextContent(/2\s000 \$US/);
  });

  it('lists the late payers with their contact, reservation, instalment, days and last reminder', async () => {
    stubStaffApi('AGENT', desk());
    renderApp('/admin/recouvrement');
    await screen.findByText('RES-BBB222');
    expect(screen.getByText(/^3 retardataires · 2\s000,50 \$US en retard$/)).toBeInTheDocument();
    const [, jean, grace, awa] = rows();
    expect(within(jean!).getByRole('link', { name: '+243991112233' })).toHaveAttribute(
      'href',
      'tel:+243991112233',
    );
    expect(within(jean!).getByRole('link', { name: 'jean@exemple.cd' })).toHaveAttribute(
      'href',
      'mailto:jean@exemple.cd',
    );
    expect(within(jean!).getByRole('link', { name: 'Voir la réservation RES-BBB222' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-2',
    );
    expect(jean).toHaveTextContent(/LOT-0107.*Acompte.*10 novembre 2025.*1\s200,50 \$US.*95 j.*Jamais/);
    expect(grace).toHaveTextContent(/Mensualité 2.*28 janvier 2026.*500 \$US.*40 j.*Notification, E-mail/);
    expect(awa).toHaveTextContent('5 j');
  });

  it('says it is loading until the desk arrives', async () => {
    stubStaffApi('AGENT', route('GET', '/admin/recouvrement', never));
    renderApp('/admin/recouvrement');
    const loading = await screen.findByText('Chargement du recouvrement…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('table', { name: /Acheteurs en retard/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeDisabled();
  });

  it('says when nobody is late, and offers Retry when the desk cannot load', async () => {
    stubStaffApi(
      'ADMIN',
      route(
        'GET',
        '/admin/recouvrement',
        failingOnce(() => ok({ ...DESK, retards: [] })),
      ),
    );
    renderApp('/admin/recouvrement');
    expect(await screen.findByText('Impossible de charger ces données.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun acheteur n’est en retard de paiement.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exporter \(CSV\)/ })).toBeDisabled();
  });
});

describe('/admin/recouvrement, filters and sorts in the address', () => {
  it('filters by text, ageing and reminder, and sorts by a column, each kept in the address', async () => {
    stubStaffApi('AGENT', desk());
    const { router } = renderApp('/admin/recouvrement');
    const user = userEvent.setup();
    await screen.findByText('RES-BBB222');
    expect(buyers()).toEqual(['Jean Ilunga', 'Grâce Kalenga', '=Awa Mbuyi']);

    // Accents aside, any part of the name.
    await user.type(screen.getByLabelText(/Recherche/), 'grace');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=grace'));
    expect(buyers()).toEqual(['Grâce Kalenga']);
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(buyers()).toHaveLength(3));

    // A phone number, written as people say it.
    await user.type(screen.getByLabelText(/Recherche/), '0991 112');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(buyers()).toEqual(['Jean Ilunga']));
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));

    await user.selectOptions(screen.getByLabelText('Retard'), 'Plus de 90 jours');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?anciennete=plus90'));
    expect(buyers()).toEqual(['Jean Ilunga']);
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));

    await user.selectOptions(screen.getByLabelText('Dernier rappel'), 'Pas relancé depuis 7 jours');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(buyers()).toEqual(['Jean Ilunga', 'Grâce Kalenga']));
    expect(screen.getByText(/^2 retardataires · 1\s700,50 \$US en retard$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(buyers()).toHaveLength(3));

    // The biggest amount first on the first click, then the smallest.
    await user.click(screen.getByRole('button', { name: /^Montant en retard/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tri=montant&ordre=desc'));
    expect(buyers()).toEqual(['Jean Ilunga', 'Grâce Kalenga', '=Awa Mbuyi']);
    expect(screen.getByRole('columnheader', { name: /Montant en retard/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: /^Montant en retard/ }));
    await waitFor(() => expect(buyers()).toEqual(['=Awa Mbuyi', 'Grâce Kalenga', 'Jean Ilunga']));

    await user.click(screen.getByRole('button', { name: /^Acheteur/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tri=acheteur&ordre=asc'));
    expect(buyers()).toEqual(['=Awa Mbuyi', 'Grâce Kalenga', 'Jean Ilunga']);

    // Back shows the view before.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?tri=montant&ordre=asc'));
  });

  it('reads a shared link: its filters in the form, its rows, nothing matching said so', async () => {
    stubStaffApi('AGENT', desk());
    renderApp('/admin/recouvrement?anciennete=j61a90&rappel=jamais');
    expect(await screen.findByText('Aucun retardataire ne correspond à ces filtres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Retard')).toHaveValue('j61a90');
    expect(screen.getByLabelText('Dernier rappel')).toHaveValue('jamais');
  });

  it('opens a reservation from its row with Enter, the arrows moving between rows', async () => {
    stubStaffApi('AGENT', desk(), reservationPage(testReservation({ id: 'r-1', reference: 'RES-AAA111' })));
    const { router } = renderApp('/admin/recouvrement');
    const user = userEvent.setup();
    await screen.findByText('RES-BBB222');
    const [, jean, grace] = rows();
    jean!.focus();
    await user.keyboard('{ArrowDown}');
    expect(grace).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reservations/r-1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservation RES-AAA111' }),
    ).toBeInTheDocument();
  });
});

describe('/admin/recouvrement, the reminder by hand', () => {
  it('sends one reminder on a double click, says so, and the row then reads "Relancé aujourd’hui"', async () => {
    const posts: string[] = [];
    let reminded = false;
    stubStaffApi(
      'ADMIN',
      desk(() =>
        reminded
          ? {
              ...DESK,
              retards: RETARDS.map((r) =>
                r.reservationId === 'r-2'
                  ? { ...r, dernierRappel: { le: new Date().toISOString(), canaux: ['APP', 'EMAIL'] } }
                  : r,
              ),
            }
          : DESK,
      ),
      ({ method, path }) => {
        if (method !== 'POST' || !path.endsWith('/rappel')) return undefined;
        posts.push(path);
        reminded = true;
        return Response.json({
          success: true,
          message: 'Rappel envoyé à l’acheteur.',
        });
      },
    );
    renderApp('/admin/recouvrement');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Relancer Jean Ilunga (RES-BBB222)' });
    await user.dblClick(button);
    expect(await screen.findByText('Rappel envoyé à l’acheteur.')).toBeInTheDocument();
    expect(posts).toEqual(['/admin/recouvrement/r-2/rappel']);
    const jean = rows()[1]!;
    await waitFor(() => expect(jean).toHaveTextContent('Relancé aujourd’hui'));
    expect(within(jean).queryByRole('button', { name: /Relancer/ })).not.toBeInTheDocument();
    expect(jean).not.toHaveTextContent('Jamais');
    // The others can still be reminded.
    expect(screen.getByRole('button', { name: 'Relancer Grâce Kalenga (RES-AAA111)' })).toBeEnabled();
  });

  it("shows the server's refusal (409) in a toast", async () => {
    stubStaffApi('ADMIN', desk(), ({ method, path }) =>
      method === 'POST' && path === '/admin/recouvrement/r-1/rappel'
        ? fail(409, 'Un rappel a déjà été envoyé il y a moins de 24 heures.', 'CONFLICT')
        : undefined,
    );
    renderApp('/admin/recouvrement');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Relancer Grâce Kalenga (RES-AAA111)' }));
    expect(
      await screen.findByText('Un rappel a déjà été envoyé il y a moins de 24 heures.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Relancer Grâce Kalenga (RES-AAA111)' })).toBeEnabled(),
    );
  });

  it('gives an agent no reminder button', async () => {
    stubStaffApi('AGENT', desk());
    renderApp('/admin/recouvrement');
    await screen.findByText('RES-BBB222');
    expect(screen.queryByRole('button', { name: /Relancer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

describe('/admin/recouvrement, the CSV export', () => {
  // jsdom has no object URLs and saves no file: keep what the page hands to the browser.
  let saved: { blob: Blob; name: string }[];
  beforeEach(() => {
    saved = [];
    let blob: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        blob = b;
        return 'blob:retards';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blob!, name: this.download });
    });
  });

  it('saves the rows shown for a French spreadsheet: BOM, `;`, decimal comma, DD/MM/YYYY, CRLF, no formula', async () => {
    stubStaffApi('AGENT', desk());
    renderApp('/admin/recouvrement?rappel=sept&tri=acheteur&ordre=desc');
    const user = userEvent.setup();
    await screen.findByText('RES-BBB222');
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));

    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(`retards-${lubumbashiDay(new Date())}.csv`);
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Acheteur;Téléphone;E-mail;Réservation;Lot;Échéance;Due le;Montant en retard ($US);Jours de retard;Dernier rappel;Canaux',
      // The filter and the order of the page: not reminded for 7 days, by name from Z to A.
      'Jean Ilunga;+243991112233;jean@exemple.cd;RES-BBB222;LOT-0107;Acompte;10/11/2025;1200,5;95;Jamais;',
      `Grâce Kalenga;+243812345678;grace@exemple.cd;RES-AAA111;LOT-0042;Mensualité 2;28/01/2026;500;40;${ddmmyyyy(daysAgo(10))};"Notification, E-mail"`,
      '',
    ]);
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    stubStaffApi('AGENT', desk());
    renderApp('/admin/recouvrement?q=awa');
    const user = userEvent.setup();
    await screen.findByText('RES-CCC333');
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    const text = await saved[0]!.blob.text();
    expect(text.split('\r\n')[1]).toMatch(/^'=Awa Mbuyi;;awa@exemple\.cd;RES-CCC333;/);
  });
});

const ddmmyyyy = (iso: string) => lubumbashiDay(iso).split('-').reverse().join('/');
