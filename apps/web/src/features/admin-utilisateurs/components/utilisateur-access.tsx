import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ShieldOff } from 'lucide-react';
import type { Utilisateur } from '@parcelles/shared/contracts/utilisateurs';
import { ROLES, roleLabel, type Role } from '@parcelles/shared/domain';
import { SelectField } from '../../../components/form/select-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { admin } from '../../../i18n/fr/admin';
import { adminUtilisateurs } from '../../../i18n/fr/admin-utilisateurs';
import { ApiError } from '../../../lib/api-client';
import { useResendInvitation, useUpdateUtilisateur } from '../api/utilisateurs';

// What an administrator changes on another's account: its role, and its access (deactivate,
// reactivate, send the invitation again).

const t = adminUtilisateurs.detail;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** A refusal (409: the last administrator, one's own account) is shown above; other errors in a toast. */
function reportFailure(failure: Error, onRefused: (message: string) => void) {
  if (failure instanceof ApiError && (failure.status === 409 || failure.status === 403))
    onRefused(failure.message);
  else toast.error(failure.message);
}

/** The account's role, saved on submit; a refusal puts the saved role back. */
export function RoleForm({
  utilisateur,
  onRefused,
}: {
  utilisateur: Utilisateur;
  onRefused: (m: string) => void;
}) {
  const update = useUpdateUtilisateur(utilisateur.id);
  const [role, setRole] = useState<Role>(utilisateur.role);
  return (
    <form
      aria-labelledby="role-title"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      onSubmit={(event) => {
        event.preventDefault();
        onRefused('');
        update.mutate(
          { role },
          {
            onSuccess: () => toast.success(t.roleSaved),
            onError: (failure) => {
              setRole(utilisateur.role);
              reportFailure(failure, onRefused);
            },
          },
        );
      }}
    >
      <h2 id="role-title" className="text-lg font-bold text-stone-900">
        {t.roleHeading}
      </h2>
      <SelectField
        name="role"
        label={t.roleLabel}
        options={ROLE_OPTIONS}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
      />
      <div>
        <Button
          type="submit"
          size="md"
          disabled={role === utilisateur.role}
          pending={update.isPending}
          pendingLabel={t.savingRole}
        >
          {t.saveRole}
        </Button>
      </div>
    </form>
  );
}

/** Deactivating or reactivating the account (after a confirmation), or resending its invitation. */
export function AccessPanel({
  utilisateur,
  onRefused,
}: {
  utilisateur: Utilisateur;
  onRefused: (m: string) => void;
}) {
  const update = useUpdateUtilisateur(utilisateur.id);
  const resend = useResendInvitation(utilisateur.id);
  const [asking, setAsking] = useState(false);
  const turningOff = utilisateur.actif;
  return (
    <section
      aria-labelledby="access-title"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="access-title" className="text-lg font-bold text-stone-900">
        {t.accountHeading}
      </h2>
      {!utilisateur.actif && <p className="text-stone-700">{t.inactiveNote}</p>}
      {utilisateur.actif && !utilisateur.emailVerifie && <p className="text-stone-700">{t.invitationNote}</p>}
      <div className="flex flex-wrap gap-3">
        <Button variant={turningOff ? 'danger' : 'primary'} size="md" onClick={() => setAsking(true)}>
          {turningOff ? t.deactivate : t.reactivate}
        </Button>
        {utilisateur.actif && !utilisateur.emailVerifie && (
          <Button
            variant="secondary"
            size="md"
            pending={resend.isPending}
            pendingLabel={t.resending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: ({ message }) => {
                  if (message) toast.success(message);
                },
                onError: (failure) => reportFailure(failure, onRefused),
              })
            }
          >
            {t.resend}
          </Button>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={turningOff ? t.deactivateTitle(utilisateur.nom) : t.reactivateTitle(utilisateur.nom)}
          text={turningOff ? t.deactivateText : t.reactivateText}
          confirmLabel={turningOff ? t.deactivate : t.reactivate}
          cancelLabel={admin.common.cancel}
          pendingLabel={t.pending}
          variant={turningOff ? 'danger' : 'primary'}
          {...(turningOff ? { icon: ShieldOff } : {})}
          pending={update.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            onRefused('');
            update.mutate(
              { actif: !turningOff },
              {
                onSuccess: () => {
                  toast.success(turningOff ? t.deactivated : t.reactivated);
                  setAsking(false);
                },
                onError: (failure) => {
                  setAsking(false);
                  reportFailure(failure, onRefused);
                },
              },
            );
          }}
        />
      )}
    </section>
  );
}
