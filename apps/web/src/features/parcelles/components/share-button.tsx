import { Share2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { useLocation } from 'react-router';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { Button } from '../../../components/ui/button';

/**
 * Spec §2/§8: the system share sheet where there is one (phones), otherwise the page's address is
 * copied. Share failures are only logged: the usual one is the visitor closing the sheet.
 */
export function ShareButton({ numeroLot }: { numeroLot: string }) {
  const t = frParcelle.detail;
  const { pathname } = useLocation();

  async function share() {
    // The page's own address, without any query or fragment picked up on the way.
    const url = new URL(pathname, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t.title(numeroLot), text: t.shareText(numeroLot), url });
      } catch (error) {
        console.warn('Partage interrompu', error);
      }
      return;
    }
    try {
      // Missing outside secure contexts (plain http): that is a failure to copy like any other.
      await navigator.clipboard.writeText(url);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void share()} className="whitespace-nowrap">
      <Share2 aria-hidden="true" className="size-4" />
      {t.share}
    </Button>
  );
}
