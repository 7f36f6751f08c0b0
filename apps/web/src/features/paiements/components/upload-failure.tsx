import { RotateCcw } from 'lucide-react';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';

/**
 * Says why the upload failed; its button sends the same form again, with the files already chosen
 * (and already shrunk), so nothing has to be picked twice.
 */
export function UploadFailure({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{message}</p>
      <button
        type="submit"
        className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 transition-colors hover:bg-red-100 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {frPaiements.uploadFailure.retry}
      </button>
    </div>
  );
}
