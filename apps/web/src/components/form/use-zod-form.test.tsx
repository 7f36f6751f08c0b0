import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@parcelles/shared/contracts/auth';
import type { FieldErrors } from '@parcelles/shared/errors';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';

/** A two-field form on a shared schema with a confirmation, as the account forms use it. */
function PasswordForm({
  onValid,
  serverErrors,
}: {
  onValid: (data: ResetPasswordForm) => void;
  serverErrors?: FieldErrors;
}) {
  const form = useZodForm(resetPasswordFormSchema, { token: 'jeton', motDePasse: '', confirmation: '' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) => {
        if (serverErrors) form.setServerErrors(serverErrors);
        else onValid(data);
      })}
    >
      <PasswordField label="Mot de passe" {...form.field('motDePasse', { deps: 'confirmation' })} />
      <PasswordField label="Confirmation" {...form.field('confirmation')} />
      <SubmitButton pending={false} pendingLabel="Envoi…">
        Envoyer
      </SubmitButton>
    </form>
  );
}

describe('useZodForm', () => {
  it('says nothing while typing before the first submit, then checks on submit and focuses the first field to fix', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<PasswordForm onValid={onValid} />);

    await user.type(screen.getByLabelText('Mot de passe'), 'court');
    expect(screen.queryByText(/au moins 8 caractères/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 8 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByText('Veuillez confirmer votre mot de passe')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit, checks on every change, the confirmation again when its field changes', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<PasswordForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Mot de passe'), 'Lubumbashi2026');
    await user.type(screen.getByLabelText('Confirmation'), 'Lubumbashi2027');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();

    // Fixing the password (not the confirmation) ends the mismatch at once.
    await user.clear(screen.getByLabelText('Mot de passe'));
    await user.type(screen.getByLabelText('Mot de passe'), 'Lubumbashi2027');
    expect(screen.queryByText('Les mots de passe ne correspondent pas')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onValid).toHaveBeenCalledWith({
      token: 'jeton',
      motDePasse: 'Lubumbashi2027',
      confirmation: 'Lubumbashi2027',
    });
  });

  it("attaches the server's field errors to the fields it names, until the field changes", async () => {
    const user = userEvent.setup();
    render(
      <PasswordForm
        onValid={vi.fn()}
        serverErrors={{ motDePasse: ['Mot de passe trop courant', 'second'], inconnu: 'ignoré' }}
      />,
    );
    await user.type(screen.getByLabelText('Mot de passe'), 'Lubumbashi2026');
    await user.type(screen.getByLabelText('Confirmation'), 'Lubumbashi2026');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const password = screen.getByLabelText('Mot de passe');
    expect(await screen.findByText('Mot de passe trop courant')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Mot de passe trop courant');
    expect(screen.queryByText('ignoré')).not.toBeInTheDocument();

    await user.type(password, 'x');
    expect(screen.queryByText('Mot de passe trop courant')).not.toBeInTheDocument();
  });
});
