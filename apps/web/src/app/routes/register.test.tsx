import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, route, stubApi, stubFetch } from '../../test/api';
import { renderApp } from '../../test/render-app';

afterEach(() => act(() => toast.remove()));

async function openRegister() {
  renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
  // The phone field loads after the form.
  await screen.findByRole('textbox', { name: 'Téléphone' });
  return userEvent.setup();
}

const answerRegister = (answer: () => Response) => stubApi(route('POST', '/auth/register', answer));
const registered = () => ok({ email: 'elodie@exemple.cd' }, undefined, 201);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom complet'), "Élodie N'Sele");
  await user.type(screen.getByLabelText('Adresse email'), 'elodie@exemple.cd');
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '812345678');
  await user.type(screen.getByLabelText('Mot de passe'), 'Lubumbashi2026');
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Lubumbashi2026');
  await user.click(screen.getByRole('checkbox'));
}

describe('sign up', () => {
  it('checks every field with the messages of spec §5', async () => {
    const fetchMock = stubFetch(() => undefined);
    const user = await openRegister();

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    // The form's schema is imported on first use (ADR 035): the check waits for it.
    expect(await screen.findByText('Le nom complet est requis')).toBeInTheDocument();
    for (const message of [
      "L'adresse email est requise",
      'Le numéro de téléphone est requis',
      'Le mot de passe est requis',
      'Veuillez confirmer votre mot de passe',
      "Vous devez accepter les conditions d'utilisation",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText('Nom complet'), 'A');
    await user.type(screen.getByLabelText('Mot de passe'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'abcdefgi');
    expect(screen.getByText('Le nom doit contenir au moins 2 caractères')).toBeInTheDocument();
    expect(
      screen.getByText('Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre'),
    ).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('defaults the phone to the DR Congo and finds another country by search', async () => {
    const user = await openRegister();

    const country = screen.getByRole('button', {
      name: /Indicatif du pays : République Démocratique du Congo/,
    });
    expect(country).toHaveTextContent('+243');
    await user.click(country);
    await user.type(screen.getByRole('combobox', { name: 'Rechercher un pays' }), 'zambie');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Indicatif du pays : Zambie/ })).toHaveTextContent('+260');
  });

  it('attaches the server field errors and shows the red box', async () => {
    answerRegister(() =>
      fail(409, 'Cette adresse email est déjà utilisée', 'CONFLICT', {
        email: 'Cette adresse email est déjà utilisée',
      }),
    );
    const user = await openRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Erreur d'inscription");
    expect(screen.getByLabelText('Adresse email')).toHaveAccessibleDescription(
      'Cette adresse email est déjà utilisée',
    );
    expect(screen.getByLabelText('Adresse email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends only the request fields, in E.164, then shows the success screen', async () => {
    const fetchMock = answerRegister(registered);
    const user = await openRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inscription réussie !' }),
    ).toBeInTheDocument();
    expect(screen.getByText('elodie@exemple.cd')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
    expect(
      screen.getByText('Inscription réussie ! Vous pouvez maintenant vous connecter.'),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      nom: "Élodie N'Sele",
      email: 'elodie@exemple.cd',
      telephone: '+243812345678',
      motDePasse: 'Lubumbashi2026',
    });
  });

  it('brings the success into view and gives its heading the focus, so it is seen and read out', async () => {
    answerRegister(registered);
    const user = await openRegister();
    await fillValid(user);
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Inscription réussie !' });
    expect(heading).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
