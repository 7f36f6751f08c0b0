import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parcelles/shared/domain';
import { bodyOf, fail, ok, route, serverError, stubSignedInApi, type ApiHandler } from '../../test/api';
import { renderApp } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

afterEach(() => act(() => toast.remove()));

/** Signed in on /profile, the server answering `handler` beside the session's calls. */
async function openProfile(handler: ApiHandler = () => undefined, account = testUser()) {
  const fetchMock = stubSignedInApi(storeTestSession(account), handler);
  renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Mon Espace Personnel' });
  // The tabs' forms follow the page (ADR 027).
  await screen.findByLabelText('Nom complet');
  return { fetchMock, user: userEvent.setup() };
}

describe('profile', () => {
  it('has the three tabs of the spec, Informations first, with the account box', async () => {
    await openProfile();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Informations', 'Sécurité', 'Préférences']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Acheteur')).toBeInTheDocument();
    expect(screen.getByText('Actif')).toBeInTheDocument();
    expect(screen.getByText('15 janvier 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom complet')).toHaveValue('Awa Mbuyi');
  });

  it('saves the informations, replaces the stored user and says so', async () => {
    const { fetchMock, user } = await openProfile(({ method, path }) =>
      method === 'PUT' && path === '/auth/profile'
        ? ok(testUser({ nom: 'Awa Mbuyi Kasongo' }), 'Profil mis à jour')
        : undefined,
    );

    await user.clear(screen.getByLabelText('Nom complet'));
    await user.type(screen.getByLabelText('Nom complet'), 'A');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(screen.getByText('Le nom doit contenir au moins 2 caractères')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nom complet'), 'wa Mbuyi Kasongo');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Profil mis à jour avec succès !')).toBeInTheDocument();
    expect(screen.getByText('Vos modifications ont été enregistrées.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      nom: 'Awa Mbuyi Kasongo',
      email: 'awa.mbuyi@exemple.cd',
      telephone: '+243812345678',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      nom: 'Awa Mbuyi Kasongo',
    });
  });

  it("'Annuler' puts back the saved values", async () => {
    const { user } = await openProfile();
    await user.type(screen.getByLabelText('Nom complet'), ' Kasongo');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText('Nom complet')).toHaveValue('Awa Mbuyi');
  });

  it('changes the password and attaches a wrong current password to its field', async () => {
    let attempt = 0;
    const { user } = await openProfile(({ method, path }) => {
      if (method !== 'PUT' || path !== '/auth/change-password') return undefined;
      attempt += 1;
      return attempt === 1
        ? // The API's answer (auth.service.ts): its own message, not the generic one.
          fail(400, 'Le mot de passe actuel est incorrect', 'VALIDATION_ERROR', {
            currentPassword: 'Le mot de passe actuel est incorrect',
          })
        : ok(null, 'Mot de passe modifié avec succès !');
    });
    await user.click(screen.getByRole('tab', { name: 'Sécurité' }));
    const panel = screen.getByRole('tabpanel', { name: 'Sécurité' });

    await user.click(await within(panel).findByRole('button', { name: 'Modifier le mot de passe' }));
    expect(within(panel).getByText('Le mot de passe actuel est requis')).toBeInTheDocument();
    expect(within(panel).getByText('Veuillez confirmer le nouveau mot de passe')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Mot de passe actuel'), 'ancien-secret');
    await user.type(within(panel).getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(within(panel).getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-secret');
    const [showCurrent] = within(panel).getAllByRole('button', { name: 'Afficher le mot de passe' });
    await user.click(showCurrent!);
    expect(within(panel).getByLabelText('Mot de passe actuel')).toHaveAttribute('type', 'text');

    await user.click(await within(panel).findByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect');
    expect(within(panel).getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
      'Le mot de passe actuel est incorrect',
    );

    await user.click(await within(panel).findByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Mot de passe modifié avec succès !')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(within(panel).getByRole('button', { name: "Configurer l'A2F" })).toBeDisabled();
  });

  it('keeps the theme under `theme`; the other preferences are display only', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Préférences' }));

    const dark = await screen.findByRole('switch', { name: 'Mode sombre' });
    expect(dark).toHaveAttribute('aria-checked', 'false');
    await user.click(dark);
    expect(dark).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(screen.getByRole('switch', { name: 'Notifications push' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toBeDisabled();
  });

  describe('SMS reminders (issue 25)', () => {
    const smsSwitch = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('tab', { name: 'Préférences' }));
      return screen.findByRole('switch', { name: 'Recevoir les rappels par SMS' });
    };

    it('are on by default, and turned off at once with a toast, the stored user updated', async () => {
      const { fetchMock, user } = await openProfile(
        route('PUT', '/auth/profile/preferences', ({ init }) =>
          ok(
            testUser({ rappelsSms: bodyOf(init).rappelsSms as boolean }),
            'Vos préférences ont été enregistrées.',
          ),
        ),
      );
      const sms = await smsSwitch(user);
      expect(sms).toHaveAttribute('aria-checked', 'true');
      expect(sms).toBeEnabled();
      expect(sms).toHaveAccessibleDescription(/numéro de téléphone dans Informations/);

      await user.click(sms);
      expect(await screen.findByText('Vous ne recevrez plus les rappels par SMS.')).toBeInTheDocument();
      expect(sms).toHaveAttribute('aria-checked', 'false');
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(String(put?.[0])).toContain('/api/v1/auth/profile/preferences');
      expect(bodyOf(put?.[1])).toEqual({ rappelsSms: false });
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
        rappelsSms: false,
      });

      await user.click(sms);
      expect(await screen.findByText('Vous recevrez les rappels par SMS.')).toBeInTheDocument();
      expect(sms).toHaveAttribute('aria-checked', 'true');
    });

    it('stay as they were when the save fails, and say so', async () => {
      const { user } = await openProfile(route('PUT', '/auth/profile/preferences', serverError));
      const sms = await smsSwitch(user);
      await user.click(sms);
      expect(await screen.findByText('Erreur serveur. Veuillez réessayer plus tard.')).toBeInTheDocument();
      expect(sms).toHaveAttribute('aria-checked', 'true');
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ rappelsSms: true });
    });

    it('cannot be switched on without a phone number, and say where to add one', async () => {
      const { fetchMock, user } = await openProfile(undefined, testUser({ telephone: null }));
      const sms = await smsSwitch(user);
      expect(sms).toBeDisabled();
      expect(sms).toHaveAttribute('aria-checked', 'false');
      expect(sms).toHaveAccessibleDescription(
        'Ajoutez un numéro de téléphone dans l’onglet Informations pour recevoir les rappels par SMS.',
      );
      await user.click(sms);
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    });
  });
});
