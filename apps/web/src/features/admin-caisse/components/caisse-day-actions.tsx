import { useEffect, useRef, useState } from 'react';
import { Lock, Printer } from 'lucide-react';
import type { CaisseJour } from '@parcelles/shared/contracts/caisse';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { adminCaisse } from '../../../i18n/fr/admin-caisse';
import { toast } from '../../../lib/toast';
import { useCloturerCaisse } from '../api/cloturer-caisse';
import { downloadCaissePdf } from '../api/download-caisse-pdf';

const t = adminCaisse;

interface Failure {
  title: string;
  message: string;
}

const failureOf = (title: string, error: unknown): Failure => ({
  title,
  message: error instanceof Error ? error.message : String(error),
});

/**
 * 'Imprimer (PDF)' with the session's token, and 'Clôturer la journée' after a confirmation that
 * says what it fixes (an open day only). A refusal is said above the buttons.
 */
export function CaisseDayActions({ caisse }: { caisse: CaisseJour }) {
  const cloture = useCloturerCaisse(caisse.jour);
  const [asking, setAsking] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const printRef = useRef<HTMLButtonElement>(null);
  // The button that opened the dialog goes with the open day: once the dialog is gone (it gives
  // the focus back to its opener when it goes), the focus stays near, on 'Imprimer (PDF)'.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || asking) return;
    refocus.current = false;
    printRef.current?.focus();
  }, [asking]);
  const day = formatDateLong(caisse.jour);

  async function print() {
    if (printing) return;
    setPrinting(true);
    setFailure(null);
    try {
      await downloadCaissePdf(caisse.jour);
    } catch (error) {
      setFailure(failureOf(t.printFailed, error));
    } finally {
      setPrinting(false);
    }
  }

  function close() {
    setFailure(null);
    cloture.mutate(undefined, {
      onSuccess: ({ message }) => {
        setAsking(false);
        toast.success(message ?? t.close.done);
        refocus.current = true;
      },
      onError: (error) => {
        setAsking(false);
        setFailure(failureOf(t.close.failed, error));
      },
    });
  }

  return (
    <div className="flex flex-col gap-3">
      {failure && (
        <AlertBox title={failure.title}>
          <p>{failure.message}</p>
        </AlertBox>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          ref={printRef}
          variant="secondary"
          size="md"
          pending={printing}
          pendingLabel={t.printing}
          onClick={() => void print()}
        >
          <Printer aria-hidden="true" className="size-5" />
          {t.print}
        </Button>
        {!caisse.cloture && (
          <Button size="md" onClick={() => setAsking(true)}>
            <Lock aria-hidden="true" className="size-5" />
            {t.close.button}
          </Button>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={t.close.title(day)}
          text={t.close.text(caisse.nombre, formatMoney(caisse.total))}
          confirmLabel={t.close.confirm}
          cancelLabel={t.close.keep}
          pendingLabel={t.close.pending}
          icon={Lock}
          pending={cloture.isPending}
          onConfirm={close}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
