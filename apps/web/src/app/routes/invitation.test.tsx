import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, fail, ok, route, stubApi } from '../../test/api';
import { renderApp } from '../../test/render-app';

afterEach(() => act(() => toast.remove()));

const INVALID =
  "Lien d'invitation invalide ou expiré. Demandez à un administrateur de vous inviter à nouveau.";

async function choosePassword(password = 'Lubumbashi2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Mot de passe', { exact: true }), password);
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
}

describe('/invitation, the invitee chooses a password', () => {
  it('sends the token and the password, then goes to the sign-in page with a success message', async () => {
    const sent: unknown[] = [];
    stubApi(
      route('POST', '/auth/accept-invitation', ({ init }) => {
        sent.push(bodyOf(init));
        return ok(undefined, 'ok');
      }),
    );
    const { router } = renderApp('/invitation?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Bienvenue dans l’équipe' })).toBeInTheDocument();
    await choosePassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual([{ token: 'abc123', motDePasse: 'Lubumbashi2026' }]);
    expect(
      await screen.findByText('Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.'),
    ).toBeInTheDocument();
  });

  it('says clearly when the link is expired or already used', async () => {
    stubApi(
      route('POST', '/auth/accept-invitation', () =>
        fail(400, INVALID, 'VALIDATION_ERROR', { token: INVALID }),
      ),
    );
    renderApp('/invitation?token=perime');
    await choosePassword();
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });

  it('says so at once when the address has no token', async () => {
    renderApp('/invitation');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activer mon compte' })).not.toBeInTheDocument();
  });
});
