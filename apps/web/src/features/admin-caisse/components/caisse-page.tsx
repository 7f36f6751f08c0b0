import { useSearchParams } from 'react-router';
import type { CaisseJour } from '@parcelles/shared/contracts/caisse';
import { lubumbashiDay } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { ListError } from '../../../components/admin/list-error';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminCaisse } from '../../../i18n/fr/admin-caisse';
import { useNow } from '../../../lib/use-now';
import { useCaisseJour } from '../api/get-caisse-jour';
import { dayFromParam } from '../lib/caisse-jour';
import { CaisseDayActions } from './caisse-day-actions';
import { CaisseDayPicker } from './caisse-day-picker';
import { CaissePaiementsTable } from './caisse-paiements-table';

const t = adminCaisse;

/**
 * /admin/caisse (issue 26, ADMIN): a cash office day, kept in the address (?jour=AAAA-MM-JJ, today
 * in Lubumbashi by default), its cash payments, count and total, its printout and its closing.
 */
export function CaissePage() {
  const today = lubumbashiDay(useNow());
  const [params, setParams] = useSearchParams();
  const jour = dayFromParam(params.get('jour'), today);
  const query = useCaisseJour(jour);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="max-w-prose text-stone-700">{t.intro}</p>
      <CaisseDayPicker jour={jour} today={today} onChange={(next) => setParams({ jour: next })} />
      <section aria-labelledby="caisse-jour" className="flex flex-col gap-4">
        <h2 id="caisse-jour" className="text-xl font-bold text-stone-900">
          {formatDateLong(jour)}
        </h2>
        {query.isError ? (
          <ListError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <CaisseDaySummary caisse={query.data} />
        ) : (
          <Skeleton className="h-24 w-full max-w-xl rounded-xl" />
        )}
        {!query.isError && (
          <CaissePaiementsTable jour={jour} paiements={query.data?.paiements} loading={query.isPending} />
        )}
      </section>
    </div>
  );
}

/** The count and total, the closing (or that the day is open), who received what, and the actions. */
function CaisseDaySummary({ caisse }: { caisse: CaisseJour }) {
  const { cloture } = caisse;
  return (
    <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-lg font-semibold text-stone-900 tabular-nums">
          {t.summary(caisse.nombre, formatMoney(caisse.total))}
        </p>
        <Badge variant={cloture ? 'neutral' : 'success'}>
          <span className="sr-only">{t.status} : </span>
          {cloture ? t.closed : t.open}
        </Badge>
      </div>
      {cloture && (
        <p className="text-stone-700">
          {t.closedBy(formatDateLong(cloture.closLe, { withTime: true }), cloture.closPar?.nom ?? null)}
        </p>
      )}
      {caisse.parCaissier.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-stone-800">{t.parCaissier.heading}</h3>
          <ul className="flex flex-col gap-1 text-sm text-stone-700">
            {caisse.parCaissier.map((ligne) => (
              <li key={ligne.recuPar?.id ?? 'supprime'}>
                <span className="font-medium text-stone-900">
                  {ligne.recuPar?.nom ?? t.table.deletedAccount}
                </span>{' '}
                : {t.parCaissier.line(ligne.nombre, formatMoney(ligne.total))}
              </li>
            ))}
          </ul>
        </div>
      )}
      <CaisseDayActions caisse={caisse} />
    </div>
  );
}
