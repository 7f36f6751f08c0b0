import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanPaiement } from '@parcelles/shared/contracts/plans-paiement';
import { ok, stubSignedInApi } from '../../test/api';
import { testParcelle, testReservation } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { storeTestSession } from '../../test/session';

afterEach(() => act(() => toast.remove()));

const PLOT = testParcelle();

type Handler = (url: string, init?: RequestInit) => Response | undefined;

const echeance = (numero: number, dateEcheance: string, montant: number) => ({
  numero,
  dateEcheance,
  montant,
  montantPaye: 0,
  statut: 'A_VENIR' as const,
});
const plan = (overrides: Partial<PlanPaiement>): PlanPaiement => ({
  id: 'plan-x',
  nom: 'Plan',
  partAcompte: 100,
  nombreMensualites: 0,
  categories: [],
  parcelleIds: [],
  comptant: false,
  actif: true,
  ordre: 0,
  ...overrides,
});
const CASH = plan({
  id: 'plan-comptant',
  nom: 'Comptant',
  comptant: true,
  echeancier: [echeance(1, '2026-02-07', 18_000)],
});
const PLANS = [
  CASH,
  plan({
    id: 'plan-6',
    nom: 'Six mois',
    partAcompte: 30,
    nombreMensualites: 6,
    ordre: 1,
    echeancier: [
      echeance(1, '2026-02-07', 5_400),
      ...[1, 2, 3, 4, 5, 6].map((k) => echeance(k + 1, `2026-0${k + 1}-28`, 2_100)),
    ],
  }),
];

/** Signed in, on /reservation/p-42, the server answering the profile, the plot and `handler`. */
async function openWizard({
  availability = { disponible: true, statut: 'DISPONIBLE', delaiReservationJours: 7 },
  handler = () => undefined,
  path,
}: { availability?: object; handler?: Handler; path?: string } = {}) {
  const fetchMock = stubSignedInApi(
    storeTestSession(),
    ({ url, init }) => handler(url.pathname, init),
    ({ method, path }) => {
      if (method !== 'GET') return undefined;
      if (path === `/parcelles/${PLOT.id}`) return ok(PLOT);
      if (path === `/reservations/check-availability/${PLOT.id}`) return ok(availability);
      // The plans that apply to the plot (issue 12): here the cash plan alone.
      if (path === '/plans-paiement') return ok({ plans: [CASH] });
      return undefined;
    },
  );
  const { router } = renderApp(path ?? `/reservation/${PLOT.id}`);
  return { fetchMock, router, user: userEvent.setup() };
}

const created = (holdDays = 7) =>
  Response.json(
    {
      success: true,
      // Spec §7: data is the reservation itself, the hold length beside its fields.
      data: {
        ...testReservation({ id: 'a1b2c3d4-0000-4000-8000-123456789abc', reference: 'RES-7K4P2Q' }),
        delaiReservationJours: holdDays,
      },
      message: 'Réservation enregistrée avec succès',
    },
    { status: 201 },
  );

const postsOf = (fetchMock: ReturnType<typeof stubSignedInApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/reservations') && init?.method === 'POST',
  );

async function goToConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Vos informations' });
  await user.click(screen.getByLabelText(/J'accepte les conditions générales/));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  await screen.findByRole('heading', { name: 'Confirmez votre réservation' });
}

describe('reservation wizard', () => {
  it('shows the three steps, the plot summary and the fields prefilled from the account', async () => {
    await openWizard();

    expect(await screen.findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Étapes de la réservation' });
    expect(steps).toHaveTextContent(/1Informations.*2Confirmation.*3Succès/);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Informations');

    const summary = screen.getByRole('complementary', { name: 'Récapitulatif de la parcelle' });
    expect(summary).toHaveTextContent('LOT-042');
    expect(summary).toHaveTextContent(PLOT.adresse!);
    expect(summary).toHaveTextContent('600 m²');
    expect(summary).toHaveTextContent(/30\s\$/);
    expect(summary).toHaveTextContent(/18\s000\s\$/);
    expect(summary).toHaveTextContent(PLOT.description!);

    expect(screen.getByLabelText('Nom complet')).toHaveValue('Awa Mbuyi');
    expect(screen.getByLabelText('Adresse email')).toHaveValue('awa.mbuyi@exemple.cd');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('+243812345678');
  });

  it('checks step 1 with the messages of spec §5, without calling the server', async () => {
    const { fetchMock, user } = await openWizard();
    await screen.findByRole('heading', { name: 'Vos informations' });

    await user.clear(screen.getByLabelText('Nom complet'));
    await user.clear(screen.getByLabelText('Téléphone'));
    await user.clear(screen.getByLabelText('Adresse email'));
    await user.type(screen.getByLabelText('Adresse email'), 'pas-une-adresse');
    await user.click(screen.getByLabelText(/Commentaire/));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(screen.getByText('Le nom complet est requis')).toBeInTheDocument();
    expect(screen.getByText('Adresse email invalide')).toBeInTheDocument();
    expect(screen.getByText('Le numéro de téléphone est requis')).toBeInTheDocument();
    expect(screen.getByText('Le commentaire ne peut pas dépasser 500 caractères')).toBeInTheDocument();
    expect(screen.getByText('Vous devez accepter les conditions générales')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom complet')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(postsOf(fetchMock)).toHaveLength(0);
  });

  it("reviews the request in step 2, 'Retour' keeps what was typed, and the hold period is the server's", async () => {
    const { fetchMock, user } = await openWizard({
      availability: { disponible: true, statut: 'DISPONIBLE', delaiReservationJours: 0.5 },
    });
    await screen.findByRole('heading', { name: 'Vos informations' });
    await user.type(screen.getByLabelText(/Commentaire/), 'Visite souhaitée samedi');
    await goToConfirmation(user);

    expect(screen.getByText('Visite souhaitée samedi')).toBeInTheDocument();
    expect(screen.getByText(/réservée pendant 12 heures/)).toBeInTheDocument();
    expect(postsOf(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByLabelText(/Commentaire/)).toHaveValue('Visite souhaitée samedi');
    expect(screen.getByLabelText(/J'accepte les conditions générales/)).toBeChecked();
  });

  it('creates one reservation on a double click and shows its number and the hold period', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, user } = await openWizard({
      handler: (pathname, init) =>
        pathname === '/api/v1/reservations' && init?.method === 'POST'
          ? (new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response)
          : undefined,
    });
    await goToConfirmation(user);

    await user.dblClick(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    expect(screen.getByRole('button', { name: 'Réservation en cours...' })).toBeDisabled();
    await act(async () => answer(created(7)));

    expect(await screen.findByRole('heading', { name: 'Réservation confirmée !' })).toBeInTheDocument();
    expect(screen.getByText('RES-7K4P2Q')).toBeInTheDocument();
    expect(
      screen.getByText(/Vous disposez de 7 jours pour effectuer votre paiement .*ou par mobile money/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes réservations' })).toHaveAttribute(
      'href',
      '/reservations',
    );

    const posts = postsOf(fetchMock);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({
      parcelleId: PLOT.id,
      planId: CASH.id,
      nom: 'Awa Mbuyi',
      email: 'awa.mbuyi@exemple.cd',
      telephone: '+243812345678',
    });
    expect(new Headers(posts[0]![1]!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the corrected name, e-mail and phone with the reservation (ADR 008)', async () => {
    const { fetchMock, user } = await openWizard({
      handler: (pathname, init) =>
        pathname === '/api/v1/reservations' && init?.method === 'POST' ? created() : undefined,
    });
    await screen.findByRole('heading', { name: 'Vos informations' });
    await user.clear(screen.getByLabelText('Nom complet'));
    await user.type(screen.getByLabelText('Nom complet'), 'Awa Mbuyi Kabeya');
    await user.clear(screen.getByLabelText('Adresse email'));
    await user.type(screen.getByLabelText('Adresse email'), 'awa.bureau@exemple.cd');
    await user.clear(screen.getByLabelText('Téléphone'));
    await user.type(screen.getByLabelText('Téléphone'), '+243 99 000 1111');
    await user.type(screen.getByLabelText(/Commentaire/), 'Appelez-moi au bureau');
    await goToConfirmation(user);
    expect(screen.getByText('awa.bureau@exemple.cd')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));

    await screen.findByRole('heading', { name: 'Réservation confirmée !' });
    expect(JSON.parse(String(postsOf(fetchMock)[0]![1]!.body))).toEqual({
      parcelleId: PLOT.id,
      planId: CASH.id,
      nom: 'Awa Mbuyi Kabeya',
      email: 'awa.bureau@exemple.cd',
      telephone: '+243 99 000 1111',
      commentaire: 'Appelez-moi au bureau',
    });
  });

  it("returns to step 1 with the browser's Back, data kept, and Forward to step 2 still confirms", async () => {
    const { fetchMock, router, user } = await openWizard({
      handler: (pathname, init) =>
        pathname === '/api/v1/reservations' && init?.method === 'POST' ? created() : undefined,
    });
    await screen.findByRole('heading', { name: 'Vos informations' });
    await user.type(screen.getByLabelText(/Commentaire/), 'Visite souhaitée samedi');
    await goToConfirmation(user);
    expect(router.state.location.search).toBe('?etape=confirmation');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/reservation/${PLOT.id}`);
    expect(screen.getByLabelText(/Commentaire/)).toHaveValue('Visite souhaitée samedi');
    expect(screen.getByLabelText(/J'accepte les conditions générales/)).toBeChecked();

    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Confirmez votre réservation' })).toBeInTheDocument();
    expect(screen.getByText('Visite souhaitée samedi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    expect(await screen.findByRole('heading', { name: 'Réservation confirmée !' })).toBeInTheDocument();
    expect(postsOf(fetchMock)).toHaveLength(1);
  });

  it('comes back to step 1 without sending anything when step 2 is reloaded', async () => {
    const { fetchMock, router } = await openWizard({ path: `/reservation/${PLOT.id}?etape=confirmation` });

    expect(await screen.findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Confirmer la réservation' })).not.toBeInTheDocument();
    expect(postsOf(fetchMock)).toHaveLength(0);
  });

  it('sends the same Idempotency-Key again when retrying after a failure', async () => {
    let attempt = 0;
    const { fetchMock, user } = await openWizard({
      handler: (pathname, init) => {
        if (pathname !== '/api/v1/reservations' || init?.method !== 'POST') return undefined;
        attempt += 1;
        return attempt === 1
          ? Response.json(
              { success: false, message: 'Erreur serveur. Veuillez réessayer plus tard.' },
              { status: 503 },
            )
          : created(1.5);
      },
    });
    await goToConfirmation(user);

    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur serveur. Veuillez réessayer plus tard.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));

    expect(await screen.findByRole('heading', { name: 'Réservation confirmée !' })).toBeInTheDocument();
    expect(screen.getByText(/Vous disposez de 36 heures/)).toBeInTheDocument();
    const keys = postsOf(fetchMock).map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows 'Parcelle non disponible' when the plot is no longer available", async () => {
    await openWizard({ availability: { disponible: false, statut: 'RESERVEE', delaiReservationJours: 7 } });

    expect(await screen.findByRole('heading', { name: 'Parcelle non disponible' })).toBeInTheDocument();
    expect(screen.getByText("Cette parcelle n'est plus disponible à la réservation.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la carte' })).toHaveAttribute('href', '/map');
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
  });

  it("shows 'Parcelle non disponible' when another buyer was faster (409)", async () => {
    const { user } = await openWizard({
      handler: (pathname, init) =>
        pathname === '/api/v1/reservations' && init?.method === 'POST'
          ? Response.json(
              {
                success: false,
                code: 'PLOT_NOT_AVAILABLE',
                message: "Cette parcelle n'est plus disponible à la réservation.",
              },
              { status: 409 },
            )
          : undefined,
    });
    await goToConfirmation(user);
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));

    expect(await screen.findByRole('heading', { name: 'Parcelle non disponible' })).toBeInTheDocument();
    expect(screen.getByText("Cette parcelle n'est plus disponible à la réservation.")).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page', async () => {
    const { router } = renderApp(`/reservation/${PLOT.id}`);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('reservation wizard, the payment plan (issue 12)', () => {
  const withPlans =
    (answer: () => Response, more: Handler = () => undefined): Handler =>
    (pathname, init) =>
      pathname === '/api/v1/plans-paiement' ? answer() : more(pathname, init);

  it('offers the plans of the plot with their schedule, the cash plan chosen first', async () => {
    const { fetchMock } = await openWizard({
      handler: withPlans(() => Response.json({ success: true, data: { plans: PLANS } })),
    });
    const group = await screen.findByRole('group', { name: 'Mode de paiement' });
    const cash = await screen.findByRole('radio', { name: /Comptant/ });
    expect(cash).toBeChecked();
    expect(screen.getByRole('radio', { name: /Six mois/ })).not.toBeChecked();
    expect(group).toHaveTextContent('Acompte de 30 % · 6 mensualités');

    const schedule = screen.getByRole('list', { name: 'Calendrier du plan Six mois' });
    // At 360 px: the deposit and the first instalments, the rest behind a disclosure.
    expect(schedule).toHaveTextContent(/Acompte · 7 février 2026\s*5\s400\s\$/);
    expect(schedule).toHaveTextContent(/Mensualité 2 · 28 mars 2026/);
    expect(schedule).not.toHaveTextContent('Mensualité 6');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir les 6 mensualités' }));
    expect(schedule).toHaveTextContent(/Mensualité 6 · 28 juillet 2026\s*2\s100\s\$/);
    expect(screen.getByRole('list', { name: 'Calendrier du plan Comptant' })).toHaveTextContent(
      /Paiement comptant · 7 février 2026\s*18\s000\s\$/,
    );
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('plans-paiement'));
    expect(asked).toContain(`parcelleId=${PLOT.id}`);
  });

  it('keeps the plan chosen with the keyboard across the steps and sends it as planId', async () => {
    const { fetchMock, router, user } = await openWizard({
      handler: withPlans(
        () => Response.json({ success: true, data: { plans: PLANS } }),
        (pathname, init) =>
          pathname === '/api/v1/reservations' && init?.method === 'POST' ? created() : undefined,
      ),
    });
    const cash = await screen.findByRole('radio', { name: /Comptant/ });
    act(() => cash.focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Six mois/ })).toBeChecked();

    await goToConfirmation(user);
    const chosen = screen.getByRole('heading', { name: 'Mode de paiement' }).parentElement!;
    expect(chosen).toHaveTextContent('Six mois');
    expect(chosen).toHaveTextContent('Acompte de 30 % · 6 mensualités');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('radio', { name: /Six mois/ })).toBeChecked();
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { name: 'Confirmez votre réservation' });
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    await screen.findByRole('heading', { name: 'Réservation confirmée !' });
    expect(JSON.parse(String(postsOf(fetchMock)[0]![1]!.body))).toMatchObject({
      parcelleId: PLOT.id,
      planId: 'plan-6',
    });
  });

  it('lets the buyer reserve on cash when the plans cannot be loaded, and says so', async () => {
    const { fetchMock, user } = await openWizard({
      handler: withPlans(
        () => Response.json({ success: false, message: 'Erreur serveur.' }, { status: 500 }),
        (pathname, init) =>
          pathname === '/api/v1/reservations' && init?.method === 'POST' ? created() : undefined,
      ),
    });
    expect(await screen.findByText(/Vous pouvez tout de même réserver/)).toHaveTextContent(
      'la parcelle sera alors à payer comptant',
    );
    await goToConfirmation(user);
    const chosen = screen.getByRole('heading', { name: 'Mode de paiement' }).parentElement!;
    expect(chosen).toHaveTextContent('Paiement comptant');
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    await screen.findByRole('heading', { name: 'Réservation confirmée !' });
    expect(JSON.parse(String(postsOf(fetchMock)[0]![1]!.body))).not.toHaveProperty('planId');
  });

  it('tries the plans again on request', async () => {
    let attempt = 0;
    const { user } = await openWizard({
      handler: withPlans(() => {
        attempt += 1;
        return attempt === 1
          ? Response.json({ success: false, message: 'Erreur serveur.' }, { status: 500 })
          : Response.json({ success: true, data: { plans: PLANS } });
      }),
    });
    await screen.findByText(/Vous pouvez tout de même réserver/);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('radio', { name: /Comptant/ })).toBeChecked();
  });
});
