import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { recus } from '../../../i18n/fr/recus';
import { ApiError } from '../../../lib/api-client';

const t = recus.downloads;

/** A button that downloads a PDF with the session's token; a refusal shows the server's reason. */
export function DownloadButton({
  download,
  children,
  label,
  variant = 'secondary',
  size = 'sm',
}: {
  download: () => Promise<void>;
  children: string;
  /** The accessible name when the visible text needs its context (which payment, which reservation). */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const [pending, setPending] = useState(false);
  async function run() {
    setPending(true);
    try {
      await download();
    } catch (error) {
      toast.error(error instanceof ApiError ? `${t.failed} ${error.message}` : t.failed);
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      variant={variant}
      size={size}
      pending={pending}
      pendingLabel={t.busy}
      aria-label={label}
      onClick={() => void run()}
    >
      <Download aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
