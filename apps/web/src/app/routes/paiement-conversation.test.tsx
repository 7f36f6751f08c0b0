import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaiementMessage } from '@parcelles/shared/contracts/paiement-messages';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { FakeXhr, loseAnswerAndRetry } from '../../test/fake-xhr';
import { fail, stubSignedInApi } from '../../test/api';
import { testPaiement } from '../../test/fixtures';
import { paiementPage } from '../../test/pages';
import { renderApp } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

const ASK = 'Le bordereau est illisible : envoyez une photo plus nette.';

/** The buyer's payment of LOT-042, sent back for more proof. */
const paiement = (overrides: Partial<Paiement> = {}) =>
  testPaiement({
    montant: 6000,
    statut: 'EN_ATTENTE',
    datePaiement: '2026-11-20T09:00:00.000Z',
    referencePaiement: 'VIR-7',
    parcelle: { id: 'parc-1', numeroLot: 'LOT-042' },
    acheteur: { id: 'u-1', nom: 'Awa Mbuyi', email: 'awa.mbuyi@exemple.cd' },
    preuves: [
      { id: 'f-1', nomFichier: 'bordereau.png', typeMime: 'image/png', taille: 2048, url: '/api/v1/x' },
    ],
    ...overrides,
  });

const request: PaiementMessage = {
  id: 'm-1',
  cote: 'EQUIPE',
  auteur: { nom: 'Équipe Malaika' },
  message: ASK,
  demandeComplement: true,
  date: '2026-11-21T10:00:00.000Z',
  preuves: [],
};

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  storeTestSession();
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('/paiements/:id, the buyer’s payment and its conversation', () => {
  it('shows the payment, the staff’s request first, and the thread', async () => {
    stubSignedInApi(
      testUser(),
      paiementPage(
        () => paiement(),
        () => [request],
      ),
    );
    renderApp('/paiements/p-7');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Paiement de 6[\s\u202f]000,00.*— LOT-042$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('En attente de preuve')).toBeInTheDocument();
    const callout = await screen.findByRole('region', { name: 'Notre équipe demande un complément :' });
    expect(within(callout).getByText(ASK)).toBeInTheDocument();
    // The thread's code follows the payment's summary (ADR 027).
    expect(await screen.findByText('Notre équipe')).toBeInTheDocument();
    expect(screen.getByText('Demande de complément')).toBeInTheDocument();
    expect(screen.getByLabelText('Votre réponse')).toBeInTheDocument();
    expect(screen.getByLabelText('Preuves de paiement')).toBeInTheDocument();
  });

  it('sends the answer with a file, showing progress, then a toast and the updated thread', async () => {
    let statut = 'EN_ATTENTE';
    const messages = [request];
    stubSignedInApi(
      testUser(),
      paiementPage(
        () => paiement({ statut }),
        () => messages,
      ),
    );
    const user = userEvent.setup();
    renderApp('/paiements/p-7');
    const reply = await screen.findByLabelText('Votre réponse');

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le message est requis')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);

    await user.type(reply, 'Voici le bordereau scanné.');
    await user.upload(screen.getByLabelText('Preuves de paiement'), [
      new File(['%PDF-1.4'], 'bordereau-net.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const [xhr] = FakeXhr.requests;
    expect(xhr!.url).toBe('/api/v1/paiements/p-7/messages');
    expect(xhr!.body!.get('message')).toBe('Voici le bordereau scanné.');
    expect((xhr!.body!.get('preuves') as File).name).toBe('bordereau-net.pdf');
    xhr!.progress(50, 100);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    statut = 'SOUMIS';
    const answer: PaiementMessage = {
      id: 'm-2',
      cote: 'ACHETEUR',
      auteur: { nom: 'Awa Mbuyi' },
      message: 'Voici le bordereau scanné.',
      demandeComplement: false,
      date: '2026-11-21T11:00:00.000Z',
      preuves: [
        {
          id: 'f-2',
          nomFichier: 'bordereau-net.pdf',
          typeMime: 'application/pdf',
          taille: 8,
          url: '/api/v1/y',
        },
      ],
    };
    messages.push(answer);
    xhr!.respond(201, { success: true, data: answer, message: 'Message envoyé' });

    expect(await screen.findByText('Message envoyé')).toBeInTheDocument();
    expect(await screen.findByText('Soumis - En cours de vérification')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Notre équipe demande un complément :' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Vous')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir bordereau-net.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Votre réponse')).toHaveValue('');
  });

  it('resends an answer whose reply was lost with the same Idempotency-Key; a new answer gets a new key', async () => {
    const messages = [request];
    stubSignedInApi(
      testUser(),
      paiementPage(
        () => paiement(),
        () => messages,
      ),
    );
    const user = userEvent.setup();
    renderApp('/paiements/p-7');
    await user.type(await screen.findByLabelText('Votre réponse'), 'Voici le bordereau.');
    await user.upload(screen.getByLabelText('Preuves de paiement'), [
      new File(['%PDF-1.4'], 'bordereau.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(FakeXhr.key(0)).toMatch(/^[\w-]{8,100}$/);

    await loseAnswerAndRetry(user);
    expect(FakeXhr.requests).toHaveLength(2);
    expect(FakeXhr.key(1)).toBe(FakeXhr.key(0));
    const answer: PaiementMessage = {
      ...request,
      id: 'm-2',
      cote: 'ACHETEUR',
      message: 'Voici le bordereau.',
      demandeComplement: false,
    };
    messages.push(answer);
    FakeXhr.requests[1]!.respond(201, { success: true, data: answer, message: 'Message envoyé' });
    expect(await screen.findByText('Message envoyé')).toBeInTheDocument();

    // The same words sent after a success are a new message.
    await user.type(screen.getByLabelText('Votre réponse'), 'Voici le bordereau.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(FakeXhr.requests).toHaveLength(3);
    expect(FakeXhr.key(2)).toMatch(/^[\w-]{8,100}$/);
    expect(FakeXhr.key(2)).not.toBe(FakeXhr.key(0));
  });

  it('puts a refused file on the files field, in the server’s words', async () => {
    stubSignedInApi(
      testUser(),
      paiementPage(
        () => paiement(),
        () => [request],
      ),
    );
    const user = userEvent.setup();
    renderApp('/paiements/p-7');
    await user.type(await screen.findByLabelText('Votre réponse'), 'Le voici');
    await user.upload(screen.getByLabelText('Preuves de paiement'), [
      new File(['%PDF-1.4'], 'faux.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const message = 'Le fichier faux.pdf doit être au format JPEG, PNG ou PDF';
    FakeXhr.requests[0]!.respond(415, {
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message,
      errors: { preuves: message },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Preuves de paiement')).toHaveAttribute('aria-invalid', 'true');
  });

  it('hides the form once the payment is closed', async () => {
    stubSignedInApi(
      testUser(),
      paiementPage(
        () => paiement({ statut: 'VALIDE' }),
        () => [request],
      ),
    );
    renderApp('/paiements/p-7');
    expect(
      await screen.findByText('Ce paiement est clos : la conversation est terminée.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Votre réponse')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Notre équipe demande un complément :' }),
    ).not.toBeInTheDocument();
  });

  it('says so when the payment is not the buyer’s', async () => {
    // The payment and its thread are asked together, not one after the other.
    stubSignedInApi(testUser(), ({ path }) =>
      path === '/paiements/p-9' || path === '/paiements/p-9/messages'
        ? fail(404, 'Ressource introuvable', 'NOT_FOUND')
        : undefined,
    );
    renderApp('/paiements/p-9');
    expect(await screen.findByText('Ce paiement est introuvable.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Votre réponse')).not.toBeInTheDocument());
  });
});
