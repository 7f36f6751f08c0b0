// POST /admin/paiements (issue 26): ADMIN records a payment received at the cash office or seen on
// a statement; the server validates it at once and issues its receipt. JSON without a scan; with
// one, multipart through the upload helper (its progress shown), the scan in `preuves`.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnregistrerPaiementRequest, Paiement } from '@parcelles/shared/contracts/paiements';
import { adminRecordPayment } from '../../../i18n/fr/admin-record-payment';
import { apiCall } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/notification-queries';
import { queryKeys } from '../../../lib/query-keys';
import { uploadWithProgress, type UploadResult } from '../../../lib/upload-with-progress';
import { useSendingKey } from '../../../lib/use-sending-key';

export interface RecordPaiementInput extends EnregistrerPaiementRequest {
  /** The optional scan of the slip or statement (the proof files' rules). */
  scan: File | null;
}

/** The fields as sent: absent ones left out, the operator only with mobile money. */
function fieldsOf({ scan: _scan, ...input }: RecordPaiementInput): Record<string, string | number> {
  const fields: Record<string, string | number | undefined> = {
    ...input,
    operateur: input.methode === 'MOBILE_MONEY' ? input.operateur : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >;
}

export function recordPaiement(
  input: RecordPaiementInput,
  { onProgress, idempotencyKey }: { onProgress: (fraction: number) => void; idempotencyKey: string },
): Promise<UploadResult<Paiement>> {
  const fields = fieldsOf(input);
  if (!input.scan) {
    return apiCall<Paiement>('/admin/paiements', {
      method: 'POST',
      body: fields,
      headers: { 'Idempotency-Key': idempotencyKey },
    }).then(({ data, message }) => ({ data, message }));
  }
  const body = new FormData();
  // Fields first: the server reads them before it streams the file to storage.
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('preuves', input.scan, input.scan.name);
  return uploadWithProgress<Paiement>('/admin/paiements', body, {
    onProgress,
    fallbackMessage: adminRecordPayment.failed,
    idempotencyKey,
  });
}

/** The recording and its upload's progress (0 to 1 while a scan goes, null otherwise). */
export function useRecordPaiement() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const sendingKey = useSendingKey();
  const mutation = useMutation({
    mutationFn: (input: RecordPaiementInput) => {
      if (input.scan) setProgress(0);
      return recordPaiement(input, {
        onProgress: setProgress,
        idempotencyKey: sendingKey.keyFor({ ...fieldsOf(input), scan: input.scan }),
      });
    },
    onSuccess: () => {
      sendingKey.sent();
      // The buyer's views of the reservation and payments, and the plot (sold once fully paid).
      void queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.paiements.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.parcelles.all });
      void invalidateNotifications(queryClient);
    },
    // A 409 too (the reservation ended, the cash day was closed): the back office shows what is true.
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
  return { ...mutation, progress };
}
