import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { fr } from '../../i18n/fr';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

// `onLine` false is sure; true proves nothing (ADR 009). Server rendering assumes a connection.
const isOffline = () => !navigator.onLine;

/**
 * While the browser has no connection, the pages a buyer saw still open from the service worker's
 * copies (ADR 026): this line says they may be out of date.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return (
    <div role="status">
      {offline && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {fr.layout.offline}
        </p>
      )}
    </div>
  );
}
