import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

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
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 className="text-lg font-bold text-stone-900">{title}</h3>
          <p className="text-sm text-stone-600">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
