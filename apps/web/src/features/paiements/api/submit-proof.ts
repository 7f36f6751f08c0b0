import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import type { PaiementMethode } from '@parcelles/shared/domain';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import { uploadWithProgress, type UploadResult } from '../../../lib/upload-with-progress';
import { queryKeys } from '../../../lib/query-keys';
import { useSendingKey } from '../../../lib/use-sending-key';

export interface SubmitProofInput {
  reservationId: string;
  montant: number;
  methode: PaiementMethode;
  /** MOBILE_MONEY only. */
  operateur?: string | undefined;
  referencePaiement?: string;
  commentaire?: string;
  preuves: readonly File[];
}

/** POST /paiements/soumettre-preuve (spec §7): the fields, then the files in the repeated field `preuves`. */
export function submitProof(
  input: SubmitProofInput,
  onProgress: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<UploadResult<Paiement>> {
  const body = new FormData();
  body.append('reservationId', input.reservationId);
  body.append('montant', String(input.montant));
  body.append('methode', input.methode);
  if (input.methode === 'MOBILE_MONEY' && input.operateur) body.append('operateur', input.operateur);
  if (input.referencePaiement) body.append('referencePaiement', input.referencePaiement);
  if (input.commentaire) body.append('commentaire', input.commentaire);
  // Fields first: the server reads them before it streams the files to storage.
  for (const file of input.preuves) body.append('preuves', file, file.name);
  return uploadWithProgress<Paiement>('/paiements/soumettre-preuve', body, {
    onProgress,
    // Spec §8: the server's message, otherwise this one.
    fallbackMessage: frPaiements.proof.failure,
    ...(idempotencyKey && { idempotencyKey }),
  });
}

/**
 * Query keys other screens own, by prefix (features do not import each other): a new proof changes
 * the reservation's payment history and brings a notification.
 */
const AFFECTED_QUERY_KEYS = [queryKeys.reservations.all, queryKeys.notifications.all];

/**
 * The upload and its progress (0 to 1, null when nothing is being sent). The same proof sent again
 * after a failure keeps its Idempotency-Key, so an upload whose answer was lost is not recorded twice.
 */
export function useSubmitProof() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const sendingKey = useSendingKey();
  const mutation = useMutation({
    mutationFn: (input: SubmitProofInput) => {
      setProgress(0);
      return submitProof(input, setProgress, sendingKey.keyFor({ ...input }));
    },
    onSuccess: () => {
      sendingKey.sent();
      for (const queryKey of AFFECTED_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
