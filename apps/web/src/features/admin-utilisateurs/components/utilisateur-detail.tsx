import { useMemo, useState } from 'react';
import { auditColumns } from '../../../components/admin/audit-columns';
import { DataTable } from '../../../components/table/data-table';
import { AlertBox } from '../../../components/ui/alert-box';
import { admin } from '../../../i18n/fr/admin';
import { adminUtilisateurs } from '../../../i18n/fr/admin-utilisateurs';
import { useStoredUser } from '../../../lib/session';
import { useAdminUtilisateur, useUtilisateurHistory } from '../api/utilisateurs';
import { DetailHeading, DetailLoading, isNotFound } from '../../../components/admin/detail-frame';
import { AccessPanel, RoleForm } from './utilisateur-access';
import { UtilisateurPaiements, UtilisateurParcelles, UtilisateurReservations } from './utilisateur-activity';
import { UtilisateurProfile } from './utilisateur-profile';

const t = adminUtilisateurs.detail;

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
      <UtilisateurProfile utilisateur={utilisateur} />
      {self ? (
        <p className="text-stone-700">{t.selfNote}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <RoleForm key={utilisateur.role} utilisateur={utilisateur} onRefused={setRefusal} />
          <AccessPanel utilisateur={utilisateur} onRefused={setRefusal} />
        </div>
      )}
      <UtilisateurReservations detail={query.data} />
      <UtilisateurPaiements detail={query.data} />
      <UtilisateurParcelles detail={query.data} />
      <History id={utilisateur.id} />
    </div>
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
