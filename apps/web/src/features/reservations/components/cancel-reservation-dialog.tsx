import { useEffect, useRef, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { TriangleAlert } from 'lucide-react';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { IconBadge } from '../../../components/ui/page-card';
import { fr } from '../../../i18n/fr';
import { useBodyScrollLock } from '../../../lib/use-body-scroll-lock';
import { useCancelReservation } from '../api/cancel-reservation';
import { Button } from '../../../components/ui/button';

const t = fr.reservations.cancel;

/**
 * Asks before cancelling a pending hold (the plot goes back on sale), then DELETEs it and says how
 * it went in a toast; the list refetches either way. Focus stays inside while open and returns to
 * the card's button afterwards.
 */
export function CancelReservationDialog({
  reservation,
  onClose,
}: {
  reservation: Reservation;
  onClose: () => void;
}) {
  const cancel = useCancelReservation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The safe choice gets the focus: Enter by reflex keeps the reservation.
    keepRef.current?.focus();
    return () => opener?.focus();
  }, []);

  function close() {
    if (!cancel.isPending) onClose();
  }

  function confirm() {
    cancel.mutate(reservation.id, {
      onSuccess: ({ message }) => toast.success(message ?? t.done),
      onError: (error) => toast.error(error.message),
      onSettled: onClose,
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = dialogRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
    if (!buttons?.length) return;
    const first = buttons[0]!;
    const last = buttons[buttons.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-4 sm:items-center"
      onClick={close}
    >
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="cancel-reservation-title"
        aria-describedby="cancel-reservation-text"
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <div className="flex gap-4">
          <IconBadge icon={TriangleAlert} tone="danger" size="md" />
          <div>
            <h2 id="cancel-reservation-title" className="text-lg font-bold text-stone-900">
              {t.title}
            </h2>
            <p id="cancel-reservation-text" className="mt-1 text-sm text-stone-700">
              {t.text(reservation.parcelle.numeroLot)}
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={keepRef} variant="secondary" onClick={close} disabled={cancel.isPending}>
            {t.keep}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? t.pending : t.confirm}
          </Button>
        </div>
      </div>
    </div>
  );
}
