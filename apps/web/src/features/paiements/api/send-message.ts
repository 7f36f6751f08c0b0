import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaiementMessage } from '@parcelles/shared/contracts/paiement-messages';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import { invalidateNotifications } from '../../../lib/notification-queries';
import { queryKeys } from '../../../lib/query-keys';
import { uploadWithProgress, type UploadResult } from '../../../lib/upload-with-progress';
import { useSendingKey } from '../../../lib/use-sending-key';

export interface SendMessageInput {
  message: string;
  /** The buyer's files (0 to 5, the proof rules); staff send none. */
  preuves: readonly File[];
}

/** POST /paiements/{id}/messages (multipart): the text first, then the files as `preuves`. */
export function sendMessage(
  paiementId: string,
  input: SendMessageInput,
  onProgress: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<UploadResult<PaiementMessage>> {
  const body = new FormData();
  body.append('message', input.message);
  for (const file of input.preuves) body.append('preuves', file, file.name);
  return uploadWithProgress<PaiementMessage>(`/paiements/${encodeURIComponent(paiementId)}/messages`, body, {
    onProgress,
    fallbackMessage: frPaiements.conversation.failure,
    ...(idempotencyKey && { idempotencyKey }),
  });
}

/**
 * The upload and its progress (0 to 1, null when nothing is being sent). An answer may send the
 * payment back to review: the payment, the reservations, the back office and the bell are stale.
 * The same message sent again after a failure keeps its Idempotency-Key: it is not posted twice.
 */
export function useSendMessage(paiementId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const sendingKey = useSendingKey();
  const mutation = useMutation({
    mutationFn: (input: SendMessageInput) => {
      setProgress(0);
      return sendMessage(paiementId, input, setProgress, sendingKey.keyFor({ paiementId, ...input }));
    },
    onSuccess: () => {
      sendingKey.sent();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.paiements.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        invalidateNotifications(queryClient),
      ]);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
