import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';

const TONES = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-600', Icon: CircleAlert },
  success: {
    box: 'border-primary-200 bg-primary-50 text-primary-900',
    icon: 'text-primary-700',
    Icon: CircleCheck,
  },
} as const;

/**
 * The boxes of spec §8 ('Erreur de connexion', 'Erreur d'inscription'...) and success notices.
 * Announced when they appear: an alert for errors, a polite status for the rest.
 */
export function AlertBox({
  tone = 'error',
  title,
  children,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
}) {
  const { box, icon, Icon } = TONES[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex gap-3 rounded-lg border p-4 ${box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${icon}`} />
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
