import { Copy } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';

/** Copies an account number or a reference, so the buyer does not retype it in their bank's app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = frPaiements.methods;

  async function copy() {
    try {
      // Missing outside secure contexts (plain http): a failure to copy like any other (spec §8).
      await navigator.clipboard.writeText(value);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t.copy(label)}
      title={t.copy(label)}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-primary-800 transition-colors hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      <Copy aria-hidden="true" className="size-4" />
    </button>
  );
}
