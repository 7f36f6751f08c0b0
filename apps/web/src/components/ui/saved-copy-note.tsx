import { History } from 'lucide-react';
import { formatDateLong } from '@parcelles/shared/format';
import { fr } from '../../i18n/fr';

/**
 * Says that a page shows the copy kept on this device (lib/offline-copies.ts), because the network
 * failed, and how old it is (issue 23).
 */
export function SavedCopyNote({ updatedAt }: { updatedAt: number }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {fr.layout.savedCopy(formatDateLong(updatedAt, { withTime: true }))}
    </p>
  );
}
