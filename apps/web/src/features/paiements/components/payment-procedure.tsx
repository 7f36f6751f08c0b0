import { paiements as frPaiements } from '../../../i18n/fr/paiements';

/** Spec §2 "payment procedure": the four steps from paying offline to the team's validation. */
export function PaymentProcedure() {
  const t = frPaiements.procedure;
  return (
    <section
      aria-labelledby="payment-procedure"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="payment-procedure" className="text-xl font-bold text-stone-900">
        {t.heading}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {t.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-stone-900">{step.title}</p>
              <p className="text-sm text-stone-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
