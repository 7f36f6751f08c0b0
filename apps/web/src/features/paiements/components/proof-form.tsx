import { useSyncExternalStore } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { fr } from '../../../i18n/fr';
import type * as FieldsModule from './proof-form-fields';
import type { ProofFormProps } from './proof-form-fields';

export type { ProofSubmission, ServerErrors } from './proof-form-fields';

// The form's rules (spec §5) are zod schemas, and zod weighs 25 KB gzipped: enough to push this
// screen past the first-load budget (DESIGN.md §5). The form is fetched as soon as the screen's
// code runs, beside it rather than before it: the page shows at once and the form a moment later.
// (An external store rather than React.lazy: no suspension, so nothing else on the page waits.)
let loaded: typeof FieldsModule | null = null;
const listeners = new Set<() => void>();

void import('./proof-form-fields').then((module) => {
  loaded = module;
  listeners.forEach((listener) => listener());
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Spec §2/§5 Submit proof: the method with its instructions, the amount paid, an optional
 * reference, 1-5 files and an optional comment.
 */
export function ProofForm(props: ProofFormProps) {
  const fields = useSyncExternalStore(subscribe, () => loaded);
  return fields ? <fields.ProofFormFields {...props} /> : <ProofFormSkeleton />;
}

function ProofFormSkeleton() {
  return (
    <div role="status" aria-label={fr.app.loading} className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-14 rounded-xl" />
        <Skeleton className="h-14 rounded-xl" />
      </div>
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}
