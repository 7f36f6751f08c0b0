import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ArrowLeft } from 'lucide-react';
import { INVITATION_ROLES, inviteUtilisateurSchema } from '@parcelles/shared/contracts/utilisateurs';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';
import { admin } from '../../../i18n/fr/admin';
import { adminUtilisateurs } from '../../../i18n/fr/admin-utilisateurs';
import { ApiError } from '../../../lib/api-client';
import { useInviteUtilisateur } from '../api/utilisateurs';

const t = adminUtilisateurs.inviteForm;
const ROLE_OPTIONS = INVITATION_ROLES.map((role) => ({ value: role, label: t.roles[role] }));

/** /admin/utilisateurs/inviter: a staff account made by invitation; then on to its page. */
export function InviteForm() {
  const navigate = useNavigate();
  const form = useZodForm(inviteUtilisateurSchema, { nom: '', email: '', telephone: '', role: 'AGENT' });
  const invite = useInviteUtilisateur();

  const submit = form.onSubmit((body) => {
    invite.mutate(body, {
      onSuccess: ({ data, message }) => {
        if (message) toast.success(message);
        void navigate(`/admin/utilisateurs/${data.id}`);
      },
      onError: (failure) => {
        if (failure instanceof ApiError) form.setServerErrors(failure.errors);
      },
    });
  });

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <title>{admin.title(t.heading)}</title>
      <div>
        <Link to="/admin/utilisateurs" className={`${LINK_CLASS} inline-flex min-h-11 items-center gap-1.5`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {admin.common.back}
        </Link>
        <h1 className="text-2xl font-bold text-stone-900">{t.heading}</h1>
      </div>
      <p className="text-stone-700">{t.intro}</p>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        {invite.isError && (
          <AlertBox>
            <p>{invite.error.message}</p>
          </AlertBox>
        )}
        <TextField label={t.nom} autoComplete="off" {...form.field('nom')} />
        <TextField label={t.email} type="email" autoComplete="off" {...form.field('email')} />
        <TextField label={t.telephone} type="tel" autoComplete="off" {...form.field('telephone')} />
        <SelectField label={t.role} options={ROLE_OPTIONS} {...form.register('role')} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={invite.isPending} pendingLabel={t.pending}>
            {t.submit}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
