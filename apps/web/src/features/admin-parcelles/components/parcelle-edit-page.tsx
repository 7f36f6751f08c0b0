import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { AlertBox } from '../../../components/ui/alert-box';
import { StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { admin } from '../../../i18n/fr/admin';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';
import { ApiError } from '../../../lib/api-client';
import { useAdminParcelle } from '../api/get-admin-parcelle';
import { useDeleteParcelle } from '../api/save-parcelle';
import { ParcelleForm, type PositionPickerProps } from './parcelle-form';
import { ParcelleHistory } from './parcelle-history';

const t = adminParcelles;

/**
 * /admin/parcelles/{id}: the plot's form, its photos (the route gives the manager), deletion after
 * a confirmation (the server's reason shown when it refuses) and its history.
 */
export function ParcelleEditPage({
  id,
  positionPicker,
  photos,
}: {
  id: string;
  positionPicker?: (props: PositionPickerProps) => ReactNode;
  /** The photos manager, given by the route: this page only frames it. */
  photos?: (parcelle: Parcelle) => ReactNode;
}) {
  const query = useAdminParcelle(id);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <span className="sr-only">{admin.table.loading}</span>
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <AlertBox
          title={
            query.error instanceof ApiError && query.error.status === 404
              ? t.edit.notFound
              : admin.common.error
          }
        />
      </div>
    );
  }
  const parcelle = query.data;
  const heading = t.form.editHeading(parcelle.numeroLot);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <title>{admin.title(heading)}</title>
      <div className="flex flex-col gap-2">
        <BackLink />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold break-words text-stone-900">{heading}</h1>
          <StatusBadge statut={parcelle.statut} />
        </div>
        <Link
          to={`/parcelle/${parcelle.id}`}
          className={`${LINK_CLASS} inline-flex min-h-11 items-center gap-1.5 self-start`}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t.edit.viewPublic}
        </Link>
      </div>
      {/* Keyed by the last update: a save elsewhere (or a reservation) restarts the form from the server's values. */}
      <ParcelleForm
        key={parcelle.updatedAt}
        parcelle={parcelle}
        positionPicker={positionPicker}
        onSaved={() => undefined}
        footer={<DeleteParcelle parcelle={parcelle} />}
      />
      <section aria-labelledby="parcelle-photos-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="parcelle-photos-title" className="text-lg font-bold text-stone-900">
          {t.edit.photos}
        </h2>
        {photos?.(parcelle)}
      </section>
      <ParcelleHistory id={parcelle.id} />
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to="/admin/parcelles"
      className={`${LINK_CLASS} inline-flex min-h-11 items-center gap-1.5 self-start`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.edit.back}
    </Link>
  );
}

function DeleteParcelle({ parcelle }: { parcelle: Parcelle }) {
  const navigate = useNavigate();
  const remove = useDeleteParcelle(parcelle.id);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message ?? t.edit.deleted(parcelle.numeroLot));
        void navigate('/admin/parcelles');
      },
      onError: (error) => {
        setAsking(false);
        setRefusal(error.message);
      },
    });
  }

  return (
    <div className="flex flex-col gap-3 sm:mr-auto">
      {refusal && (
        <AlertBox title={t.edit.deleteRefused}>
          <p>{refusal}</p>
        </AlertBox>
      )}
      <Button
        variant="dangerOutline"
        onClick={() => {
          setRefusal(null);
          setAsking(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t.edit.delete}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t.edit.deleteTitle(parcelle.numeroLot)}
          text={t.edit.deleteText}
          confirmLabel={t.edit.deleteConfirm}
          cancelLabel={t.form.cancel}
          pendingLabel={t.edit.deleting}
          variant="danger"
          icon={Trash2}
          pending={remove.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
