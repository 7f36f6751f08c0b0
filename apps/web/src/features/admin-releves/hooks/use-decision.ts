import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { fieldMessage, failureMessage } from '../lib/api-errors';

/**
 * A decision on a line sent from its dialog: the server's message in a toast once done (then the
 * dialog closes), a refusal of one of `fields` under it (the dialog stays to correct it), any other
 * refusal (409: someone decided first, the reservation no longer takes payments) in a toast.
 */
export function useDecision<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  async function run(send: () => Promise<{ message?: string }>, success: string, onDone: () => void) {
    setErrors({});
    try {
      const { message } = await send();
      toast.success(message ?? success);
      onDone();
    } catch (failure) {
      const attached: Partial<Record<F, string>> = {};
      for (const field of fields) {
        const message = fieldMessage(failure, field);
        if (message) attached[field] = message;
      }
      if (Object.keys(attached).length > 0) setErrors(attached);
      else toast.error(failureMessage(failure, failure instanceof Error ? failure.message : String(failure)));
    }
  }

  return { errors, setErrors, run };
}
