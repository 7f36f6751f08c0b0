import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parcelles/shared/domain';
import { renderApp, stubFetch } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

afterEach(() => act(() => toast.remove()));

async function openProfile(handler: (url: string, init?: RequestInit) => Response = () => Response.json({})) {
  const stored = storeTestSession();
  const fetchMock = stubFetch((url, init) =>
    url.endsWith('/auth/profile') && !init?.method?.match(/PUT/)
      ? Response.json({ success: true, data: stored })
      : handler(url, init),
  );
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
    const { fetchMock, user } = await openProfile(() =>
      Response.json({
        success: true,
        data: testUser({ nom: 'Awa Mbuyi Kasongo' }),
        message: 'Profil mis à jour',
      }),
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
    const { user } = await openProfile((url) => {
      // Other calls (the bell's count) answer quietly; only the password change is counted.
      if (!url.includes('/auth/change-password')) return Response.json({ success: false }, { status: 404 });
      attempt += 1;
      return attempt === 1
        ? Response.json(
            {
              success: false,
              // The API's answer (auth.service.ts): its own message, not the generic one.
              message: 'Le mot de passe actuel est incorrect',
              code: 'VALIDATION_ERROR',
              errors: { currentPassword: 'Le mot de passe actuel est incorrect' },
            },
            { status: 400 },
          )
        : Response.json({ success: true, data: null, message: 'Mot de passe modifié avec succès !' });
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
});
