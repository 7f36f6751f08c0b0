import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@parcelles/shared/contracts/auth';
import type { FieldErrors } from '@parcelles/shared/errors';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useZodForm, type SchemaImport } from './use-zod-form';

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

/** The same form with its schema imported on first use, as the sign-in and sign-up forms do. */
function DeferredPasswordForm({
  importSchema,
  onValid,
}: {
  importSchema: SchemaImport<typeof resetPasswordFormSchema>;
  onValid: (data: ResetPasswordForm) => void;
}) {
  const form = useZodForm(importSchema, { token: 'jeton', motDePasse: '', confirmation: '' });
  return (
    <form noValidate onSubmit={form.onSubmit(onValid)} onFocus={form.onFocus}>
      {form.formError && <p role="alert">{form.formError}</p>}
      <PasswordField label="Mot de passe" {...form.field('motDePasse')} />
      <PasswordField label="Confirmation" {...form.field('confirmation')} />
      <SubmitButton pending={false} pendingLabel="Envoi…">
        Envoyer
      </SubmitButton>
    </form>
  );
}

describe('useZodForm with a schema imported on first use', () => {
  it('imports the schema once, when a field first takes the focus, and checks with it', async () => {
    const importSchema = vi.fn(() => Promise.resolve(resetPasswordFormSchema));
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<DeferredPasswordForm importSchema={importSchema} onValid={onValid} />);
    expect(importSchema).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Mot de passe'), 'court');
    expect(importSchema).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 8 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();

    await user.clear(screen.getByLabelText('Mot de passe'));
    await user.type(screen.getByLabelText('Mot de passe'), 'Lubumbashi2026');
    await user.type(screen.getByLabelText('Confirmation'), 'Lubumbashi2026');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(importSchema).toHaveBeenCalledTimes(1);
  });

  it('says the connection failed when the schema cannot be downloaded, and tries again on the next submit', async () => {
    let online = false;
    const importSchema = vi.fn<SchemaImport<typeof resetPasswordFormSchema>>(() =>
      online
        ? Promise.resolve(resetPasswordFormSchema)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<DeferredPasswordForm importSchema={importSchema} onValid={onValid} />);

    await user.type(screen.getByLabelText('Mot de passe'), 'Lubumbashi2026');
    await user.type(screen.getByLabelText('Confirmation'), 'Lubumbashi2026');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur de connexion. Veuillez vérifier votre connexion internet.',
    );
    expect(onValid).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('Lubumbashi2026');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
