import { useEffect, useRef } from 'react';
import { CircleCheck, Clock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { IconBadge } from '../../../components/ui/page-card';
import { reservations as frReservations } from '../../../i18n/fr/reservations';
import { formatHoldDuration } from '../utils/durations';

const t = frReservations.wizard.success;

/** Spec §2 step 3: the reservation number, how long the hold lasts, and the way to 'Mes réservations'. */
export function SuccessStep({
  reference,
  numeroLot,
  holdDays,
}: {
  /** The reservation's short reference (DESIGN.md §4), the number the buyer quotes. */
  reference: string;
  numeroLot: string;
  /** From the server's answer to the creation (DESIGN.md §4). */
  holdDays: number;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaced the button that was pressed: bring keyboard and screen reader to the news.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="success-title" className="flex flex-col items-center gap-5 py-4 text-center">
      <IconBadge icon={CircleCheck} size="xl" />
      <div>
        <h2
          id="success-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-stone-900 outline-none"
        >
          {t.heading}
        </h2>
        <p className="mt-1 text-stone-600">{t.text(numeroLot)}</p>
      </div>
      <div className="w-full max-w-md rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
        <p className="text-sm text-stone-600">{t.number}</p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wide text-stone-900">{reference}</p>
        <p className="mt-1 text-sm text-stone-600">{t.numberHint}</p>
      </div>
      <p className="flex max-w-md gap-3 rounded-xl bg-accent-50 p-4 text-left text-sm text-stone-800 ring-1 ring-accent-200 ring-inset">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
        {t.hold(formatHoldDuration(holdDays))}
      </p>
      <p className="text-sm text-stone-600">{t.next}</p>
      <ButtonLink to="/reservations">{t.myReservations}</ButtonLink>
    </section>
  );
}
