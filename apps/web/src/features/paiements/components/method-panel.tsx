import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '../../../components/ui/page-card';

/** The frame of a payment method's instructions: icon, title, one line of context, the details. */
export function MethodPanel({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex items-start gap-3">
        <IconBadge icon={Icon} size="md" shape="square" />
        <div>
          <h3 className="text-lg font-bold text-stone-900">{title}</h3>
          <p className="text-sm text-stone-600">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
