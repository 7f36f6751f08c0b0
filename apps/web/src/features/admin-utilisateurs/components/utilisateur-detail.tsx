import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { ShieldOff } from 'lucide-react';
import type { UtilisateurDetail as Detail, Utilisateur } from '@parcelles/shared/contracts/utilisateurs';
import {
  ROLES,
  paymentMethodInfo,
  paymentStatusInfo,
  plotStatusInfo,
  reservationStatusInfo,
  roleLabel,
  type Role,
} from '@parcelles/shared/domain';
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { auditColumns } from '../../../components/admin/audit-columns';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { DataTable } from '../../../components/table/data-table';
import { AlertBox } from '../../../components/ui/alert-box';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { admin } from '../../../i18n/fr/admin';
import { adminUtilisateurs } from '../../../i18n/fr/admin-utilisateurs';
import { ApiError } from '../../../lib/api-client';
import { useStoredUser } from '../../../lib/session';
import {
  useAdminUtilisateur,
  useResendInvitation,
  useUpdateUtilisateur,
  useUtilisateurHistory,
} from '../api/utilisateurs';
import { EtatBadges, RoleBadge } from './utilisateur-cells';
import { DetailHeading, DetailLoading, isNotFound } from '../../../components/admin/detail-frame';

const t = adminUtilisateurs.detail;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** /admin/utilisateurs/{id}: the account, its role and access, and what it reserved, paid and owns. */
export function UtilisateurDetail({ id }: { id: string }) {
  const query = useAdminUtilisateur(id);
  const selfId = useStoredUser()?.id;
  const [refusal, setRefusal] = useState<string>();

  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return <AlertBox title={isNotFound(query.error) ? t.notFound : admin.common.error} />;
  }
  const { utilisateur } = query.data;
  const self = utilisateur.id === selfId;

  return (
    <div className="flex flex-col gap-6">
      <DetailHeading backTo="/admin/utilisateurs" title={t.heading(utilisateur.nom)} />
      {refusal && <AlertBox title={refusal} />}
      <Profile utilisateur={utilisateur} />
      {self ? (
        <p className="text-stone-700">{t.selfNote}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <RoleForm key={utilisateur.role} utilisateur={utilisateur} onRefused={setRefusal} />
          <AccessPanel utilisateur={utilisateur} onRefused={setRefusal} />
        </div>
      )}
      <Reservations detail={query.data} />
      <Paiements detail={query.data} />
      <Parcelles detail={query.data} />
      <History id={utilisateur.id} />
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

function Profile({ utilisateur }: { utilisateur: Utilisateur }) {
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-3">
      <h2 id="profile-title" className="text-lg font-bold text-stone-900">
        {t.profile}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2">
        <Item label={t.email}>
          <a href={`mailto:${utilisateur.email}`} className={`${LINK_CLASS} break-all font-normal`}>
            {utilisateur.email}
          </a>
        </Item>
        <Item label={t.telephone}>
          {utilisateur.telephone ? (
            <a href={`tel:${utilisateur.telephone}`} className={`${LINK_CLASS} font-normal`}>
              {utilisateur.telephone}
            </a>
          ) : (
            admin.common.none
          )}
        </Item>
        <Item label={t.role}>
          <RoleBadge role={utilisateur.role} />
        </Item>
        <Item label={t.etat}>
          <EtatBadges utilisateur={utilisateur} />
        </Item>
        <Item label={t.emailVerifie}>{utilisateur.emailVerifie ? t.verified : t.notVerified}</Item>
        <Item label={t.dateCreation}>{formatDateLong(utilisateur.dateCreation, { withTime: true })}</Item>
        <Item label={t.derniereConnexion}>
          {utilisateur.derniereConnexion
            ? formatDateLong(utilisateur.derniereConnexion, { withTime: true })
            : adminUtilisateurs.never}
        </Item>
      </dl>
    </section>
  );
}

/** A refusal (409: the last administrator, one's own account) is shown above; other errors in a toast. */
function reportFailure(failure: Error, onRefused: (message: string) => void) {
  if (failure instanceof ApiError && (failure.status === 409 || failure.status === 403))
    onRefused(failure.message);
  else toast.error(failure.message);
}

function RoleForm({ utilisateur, onRefused }: { utilisateur: Utilisateur; onRefused: (m: string) => void }) {
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

function AccessPanel({
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

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {empty ? (
        <p className="text-stone-700">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
    </section>
  );
}

const ROW =
  'flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-white p-3 text-sm ring-1 ring-stone-200';

function Reservations({ detail }: { detail: Detail }) {
  return (
    <Section
      id="reservations-title"
      title={t.reservations}
      empty={detail.reservations.length === 0 ? t.noReservation : null}
    >
      {detail.reservations.map((r) => {
        const status = reservationStatusInfo(r.statut);
        return (
          <li key={r.id} className={ROW}>
            <Link
              to={`/admin/reservations/${r.id}`}
              aria-label={t.openReservation(r.reference)}
              className={LINK_CLASS}
            >
              {r.reference}
            </Link>
            <Badge variant={status.badge}>{status.label}</Badge>
            <span>{t.lot(r.parcelle.numeroLot)}</span>
            <span>{formatDateLong(r.dateReservation)}</span>
            <span>{t.paid(formatMoney2(r.montantPaye), formatMoney2(r.montantTotal))}</span>
          </li>
        );
      })}
    </Section>
  );
}

function Paiements({ detail }: { detail: Detail }) {
  return (
    <Section
      id="paiements-title"
      title={t.paiements}
      empty={detail.paiements.length === 0 ? t.noPaiement : null}
    >
      {detail.paiements.map((p) => {
        const status = paymentStatusInfo(p.statut);
        return (
          <li key={p.id} className={ROW}>
            <span className="font-semibold">{formatMoney2(p.montant)}</span>
            <Badge variant={status.badge}>{status.label}</Badge>
            <span>{paymentMethodInfo(p.methode).label}</span>
            <span>
              {p.reservationReference} · {t.lot(p.numeroLot)}
            </span>
            <span>{formatDateLong(p.datePaiement)}</span>
            <Link
              to={`/admin/paiements/${p.id}`}
              aria-label={t.openPaiement(formatMoney2(p.montant), p.numeroLot)}
              className={`${LINK_CLASS} ml-auto`}
            >
              {t.openPaiementShort}
            </Link>
          </li>
        );
      })}
    </Section>
  );
}

function Parcelles({ detail }: { detail: Detail }) {
  return (
    <Section
      id="parcelles-title"
      title={t.parcelles}
      empty={detail.parcelles.length === 0 ? t.noParcelle : null}
    >
      {detail.parcelles.map((p) => {
        const status = plotStatusInfo(p.statut);
        return (
          <li key={p.id} className={ROW}>
            <span className="font-semibold">{t.lot(p.numeroLot)}</span>
            <Badge variant={status.badge}>{status.label}</Badge>
            <span>{formatMoney2(p.prix)}</span>
          </li>
        );
      })}
    </Section>
  );
}

function History({ id }: { id: string }) {
  const query = useUtilisateurHistory(id);
  const columns = useMemo(() => auditColumns({ linkPayments: true }), []);
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-bold text-stone-900">
        {t.history}
      </h2>
      {query.isError ? (
        <AlertBox title={admin.common.error} />
      ) : (
        <DataTable
          caption={t.historyCaption}
          columns={columns}
          data={query.data?.evenements}
          getRowId={(e) => String(e.id)}
          loading={query.isFetching}
          empty={t.historyEmpty}
          texts={admin.table}
        />
      )}
    </section>
  );
}
