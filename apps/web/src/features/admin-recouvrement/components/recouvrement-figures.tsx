import type { ReactNode } from 'react';
import type { Recouvrement } from '@parcelles/shared/contracts/recouvrement';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminRecouvrement } from '../../../i18n/fr/admin-recouvrement';
import { BUCKETS } from '../lib/retards';

const t = adminRecouvrement.figures;

// The bars below are drawings of the figures written beside them: hidden from screen readers.
const BUCKET_BARS = ['bg-amber-400', 'bg-orange-500', 'bg-red-600', 'bg-red-800'] as const;

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * The desk's figures (ADR 043): due against collected this week and this month, what remains to
 * collect in each of the next six months, and how old what is late is. Placeholders until loaded.
 */
export function RecouvrementFigures({ data }: { data: Recouvrement | undefined }) {
  if (!data) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <span className="sr-only">{adminRecouvrement.loading}</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-44 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <PeriodCard id="semaine" title={t.week} period={data.semaine} />
      <PeriodCard id="mois" title={t.month} period={data.mois} />
      <ForecastCard previsions={data.previsions} />
      <AgeingCard anciennete={data.anciennete} />
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`recouvrement-${id}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id={`recouvrement-${id}`} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Bar({ percent, className }: { percent: number; className: string }) {
  return (
    <span aria-hidden="true" className="block h-1.5 w-full overflow-hidden rounded-full bg-stone-100">
      <span
        className={`block h-full rounded-full ${className}`}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </span>
  );
}

function PeriodCard({ id, title, period }: { id: string; title: string; period: Recouvrement['semaine'] }) {
  const rate = percentOf(period.encaisse, period.echu);
  return (
    <Card id={id} title={title}>
      <p className="text-sm text-stone-600">
        {t.period(formatDateLong(period.du), formatDateLong(period.au))}
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex min-w-0 flex-col">
          <dt className="text-sm text-stone-600">{t.echu}</dt>
          <dd className="text-lg font-bold break-words text-stone-900 tabular-nums">
            {formatMoney(period.echu)}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-sm text-stone-600">{t.encaisse}</dt>
          <dd className="text-lg font-bold break-words text-stone-900 tabular-nums">
            {formatMoney(period.encaisse)}
          </dd>
        </div>
      </dl>
      {period.echu > 0 ? (
        <div className="flex flex-col gap-1.5">
          <Bar percent={rate} className="bg-primary-600" />
          <p className="text-sm text-stone-700">{t.rate(rate)}</p>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{t.noneDue}</p>
      )}
    </Card>
  );
}

function ForecastCard({ previsions }: { previsions: Recouvrement['previsions'] }) {
  const max = Math.max(0, ...previsions.map((p) => p.montant));
  const total = previsions.reduce((sum, p) => sum + p.montant, 0);
  return (
    <Card id="previsions" title={t.forecast}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.forecastCaption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-1 pr-3 font-semibold">
              {t.forecastMonth}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.forecastAmount}
            </th>
          </tr>
        </thead>
        <tbody>
          {previsions.map((p) => (
            <tr key={p.mois} className="border-b border-stone-100">
              <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap text-stone-800">
                {adminRecouvrement.month(p.mois)}
              </th>
              <td className="w-3/5 py-1 text-right text-stone-900 tabular-nums">
                {formatMoney(p.montant)}
                <Bar percent={percentOf(p.montant, max)} className="bg-primary-500" />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-1.5 pr-3 font-semibold text-stone-900">
              {t.total}
            </th>
            <td className="pt-1.5 text-right font-semibold text-stone-900 tabular-nums">
              {formatMoney(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}

function AgeingCard({ anciennete }: { anciennete: Recouvrement['anciennete'] }) {
  const total = BUCKETS.reduce((sum, bucket) => sum + anciennete[bucket], 0);
  return (
    <Card id="anciennete" title={t.ageing}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.ageingCaption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-1 pr-3 font-semibold">
              {t.ageingBucket}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.ageingAmount}
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-semibold">
              {t.ageingShare}
            </th>
          </tr>
        </thead>
        <tbody>
          {BUCKETS.map((bucket, index) => (
            <tr key={bucket} className="border-b border-stone-100">
              <th scope="row" className="py-1 pr-3 font-normal text-stone-800">
                {adminRecouvrement.buckets[bucket]}
                <Bar percent={percentOf(anciennete[bucket], total)} className={BUCKET_BARS[index]!} />
              </th>
              <td className="py-1 text-right align-top text-stone-900 tabular-nums">
                {formatMoney(anciennete[bucket])}
              </td>
              <td className="py-1 pl-2 text-right align-top text-stone-700 tabular-nums">
                {t.share(percentOf(anciennete[bucket], total))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-1.5 pr-3 font-semibold text-stone-900">
              {t.total}
            </th>
            <td className="pt-1.5 text-right font-semibold text-stone-900 tabular-nums">
              {formatMoney(total)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}
