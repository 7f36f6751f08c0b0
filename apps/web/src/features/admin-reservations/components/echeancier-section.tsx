import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import type { Echeance } from '@parcelles/shared/contracts/plans-paiement';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { echeanceStatusInfo, isRunningReservation } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { adminPlansPaiement } from '../../../i18n/fr/admin-plans-paiement';
import { echeanceLabel } from '../../../i18n/fr/plans-paiement';
import { ApiError } from '../../../lib/api-client';
import { useMoveEcheance } from '../api/move-echeance';

const t = adminPlansPaiement.echeancier;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The badge 'En retard de paiement' of a reservation staff should look at (issue 12). */
export function LateBadge() {
  return (
    <Badge variant="danger">
      <TriangleAlert aria-hidden="true" className="mr-1 size-3.5" />
      {t.enRetard}
    </Badge>
  );
}

/**
 * A reservation's plan and schedule in the back office: each instalment with its status in words;
 * an admin may move an unpaid one ('Reporter'), the server's refusal shown on the date.
 */
export function EcheancierSection({ reservation, canAct }: { reservation: Reservation; canAct: boolean }) {
  const [moving, setMoving] = useState<Echeance | null>(null);
  const lines = [...reservation.echeancier].sort((a, b) => a.numero - b.numero);
  const late = lines.filter((echeance) => echeance.statut === 'EN_RETARD').length;
  const live = isRunningReservation(reservation.statut);

  return (
    <section aria-labelledby="echeancier-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="echeancier-title" className="text-lg font-bold text-stone-900">
          {t.heading}
        </h2>
        {reservation.enRetard && <LateBadge />}
      </div>
      <p className="text-sm text-stone-700">
        {t.plan} : <span className="font-semibold text-stone-900">{reservation.plan.nom}</span>
      </p>
      {late > 0 && (
        <p className="flex items-center gap-2 text-sm font-semibold text-red-800">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t.lateText(late)}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <ul aria-label={t.heading} className="flex flex-col gap-2">
          {lines.map((echeance) => {
            const status = echeanceStatusInfo(echeance.statut);
            const label = echeanceLabel(echeance.numero, lines.length);
            return (
              <li
                key={echeance.numero}
                className="flex flex-col gap-2 rounded-xl bg-white p-3 text-sm ring-1 ring-stone-200 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4"
              >
                <div className="flex flex-wrap items-center gap-2 sm:w-44">
                  <span className="font-semibold text-stone-900">{label}</span>
                  <Badge variant={status.badge}>
                    <span className="sr-only">{t.statut} : </span>
                    {status.label}
                  </Badge>
                </div>
                <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                  <div className="min-w-0">
                    <dt className="text-stone-600">{t.date}</dt>
                    <dd className="text-stone-900">{formatDateLong(echeance.dateEcheance)}</dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-stone-600">{t.montant}</dt>
                    <dd className="font-semibold text-stone-900 tabular-nums">
                      {formatMoney(echeance.montant)}
                    </dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-stone-600">{t.paye}</dt>
                    <dd className="text-stone-900 tabular-nums">{formatMoney(echeance.montantPaye)}</dd>
                  </div>
                </dl>
                {canAct && live && echeance.statut !== 'PAYEE' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t.postponeLabel(label)}
                    onClick={() => setMoving(echeance)}
                    className="self-start sm:self-center"
                  >
                    <CalendarClock aria-hidden="true" className="size-4" />
                    {t.postpone}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {moving && (
        <PostponeDialog
          reservationId={reservation.id}
          echeance={moving}
          label={echeanceLabel(moving.numero, lines.length)}
          onClose={() => setMoving(null)}
        />
      )}
    </section>
  );
}

function PostponeDialog({
  reservationId,
  echeance,
  label,
  onClose,
}: {
  reservationId: string;
  echeance: Echeance;
  label: string;
  onClose: () => void;
}) {
  const move = useMoveEcheance(reservationId);
  const [date, setDate] = useState(echeance.dateEcheance);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ dateEcheance?: string; commentaire?: string }>({});

  function confirm() {
    if (!DAY_PATTERN.test(date)) return setErrors({ dateEcheance: t.dateRequired });
    setErrors({});
    move.mutate(
      {
        numero: echeance.numero,
        dateEcheance: date,
        ...(comment.trim() ? { commentaire: comment.trim() } : {}),
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t.postponed);
          onClose();
        },
        onError: (failure) => {
          const commentaire = failure instanceof ApiError ? failure.fieldError('commentaire') : undefined;
          const dateEcheance =
            (failure instanceof ApiError ? failure.fieldError('dateEcheance') : undefined) ??
            (commentaire ? undefined : failure.message);
          setErrors({ dateEcheance, commentaire });
        },
      },
    );
  }

  return (
    <ConfirmDialog
      title={t.postponeTitle(label)}
      text={t.postponeText(formatDateLong(echeance.dateEcheance), formatMoney(echeance.montant))}
      confirmLabel={t.confirm}
      cancelLabel={adminPlansPaiement.keep}
      pendingLabel={adminPlansPaiement.pending}
      pending={move.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={t.newDate}
          type="date"
          required
          value={date}
          error={errors.dateEcheance}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextareaField
          label={t.comment}
          labelNote={t.optional}
          rows={3}
          maxLength={500}
          value={comment}
          error={errors.commentaire}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
