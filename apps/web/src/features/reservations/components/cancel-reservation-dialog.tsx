import { toast } from '../../../lib/toast';
import { TriangleAlert } from 'lucide-react';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { reservations as frReservations } from '../../../i18n/fr/reservations';
import { useCancelReservation } from '../api/cancel-reservation';

const t = frReservations.cancel;

/**
 * Asks before cancelling a pending hold (the plot goes back on sale), then DELETEs it and says how
 * it went in a toast; the list refetches either way.
 */
export function CancelReservationDialog({
  reservation,
  onClose,
}: {
  reservation: Reservation;
  onClose: () => void;
}) {
  const cancel = useCancelReservation();

  function confirm() {
    cancel.mutate(reservation.id, {
      onSuccess: ({ message }) => toast.success(message ?? t.done),
      onError: (error) => toast.error(error.message),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      title={t.title}
      text={t.text(reservation.parcelle.numeroLot)}
      icon={TriangleAlert}
      variant="danger"
      confirmLabel={t.confirm}
      cancelLabel={t.keep}
      pendingLabel={t.pending}
      pending={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
