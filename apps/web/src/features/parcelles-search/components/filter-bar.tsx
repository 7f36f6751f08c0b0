import { useId, useState, type ReactNode } from 'react';
import { RotateCcw, Search, SlidersHorizontal } from 'lucide-react';
import { CATEGORIES, CATEGORIE_INFO, PLOT_STATUTS, PLOT_STATUT_INFO } from '@parcelles/shared/domain';
import { Button } from '../../../components/ui/button';
import { map as frMap } from '../../../i18n/fr/map';
import { TEXT_MAX_LENGTH, type FilterField } from '../hooks/plot-search-params';
import type { PlotFiltersState } from '../hooks/use-plot-filters';
import { useHydrated } from '../../../lib/use-hydrated';

const t = frMap.filters;

const FIELD =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-primary-600 focus:outline-3 focus:outline-primary-600/25 aria-[invalid=true]:border-laterite-600 sm:text-sm';
const LABEL = 'mb-1 block text-sm font-medium text-stone-700';

/**
 * Spec §2's filter bar. The free-text search always shows; on phones the other filters fold
 * behind a 'Filtres' button so the map stays in view. `display: contents` lets the same fields
 * join the bar's grid on larger screens.
 */
export function FilterBar({ filters }: { filters: PlotFiltersState }) {
  const { values, setValue, boundErrors, activeCount } = filters;
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-panel`;
  const fieldId = (field: FilterField) => `${id}-${field}`;
  const hasValues = Object.values(values).some((value) => value.trim() !== '');
  // A server-rendered page (ADR 025) reads its fields before the app runs: what was typed then
  // would be lost, so they take input once the page is hydrated (the buttons wait the same way).
  const waiting = !useHydrated();

  const text = (field: 'search' | 'numeroLot', placeholder: string) => (
    <input
      id={fieldId(field)}
      type="search"
      value={values[field]}
      onChange={(event) => setValue(field, event.target.value)}
      readOnly={waiting}
      placeholder={placeholder}
      maxLength={TEXT_MAX_LENGTH[field]}
      autoComplete="off"
      enterKeyHint="search"
      className={`${FIELD} ${field === 'search' ? 'pl-10' : ''}`}
    />
  );

  const bound = (
    field: 'minPrix' | 'maxPrix' | 'minSurface' | 'maxSurface',
    invalid: boolean,
    hintId: string,
  ) => (
    <Field id={fieldId(field)} label={t[field]} className="lg:col-span-2">
      <input
        id={fieldId(field)}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={values[field]}
        onChange={(event) => setValue(field, event.target.value)}
        readOnly={waiting}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? hintId : undefined}
        className={`${FIELD} tabular-nums`}
      />
    </Field>
  );

  return (
    <form
      role="search"
      aria-label={t.heading}
      onSubmit={(event) => {
        event.preventDefault();
        filters.applyNow();
      }}
      className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-xs sm:p-4 md:grid-cols-4 lg:grid-cols-12"
    >
      <div className="col-span-2 md:col-span-4">
        <label htmlFor={fieldId('search')} className={LABEL}>
          {t.search}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
            />
            {text('search', t.searchPlaceholder)}
          </div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 aria-expanded:border-primary-600 aria-expanded:bg-primary-50 md:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t.toggle}
            {activeCount > 0 && (
              <span className="rounded-full bg-primary-700 px-2 py-0.5 text-xs text-white tabular-nums">
                {activeCount}
                <span className="sr-only"> ({t.activeCount(activeCount)})</span>
              </span>
            )}
          </button>
        </div>
      </div>

      <div id={panelId} className={open ? 'contents' : 'hidden md:contents'}>
        <Field id={fieldId('statut')} label={t.statut} className="col-span-2 sm:col-span-1 lg:col-span-3">
          <select
            id={fieldId('statut')}
            value={values.statut}
            onChange={(event) => setValue('statut', event.target.value)}
            disabled={waiting}
            className={FIELD}
          >
            <option value="">{t.allStatuts}</option>
            {PLOT_STATUTS.map((statut) => (
              <option key={statut} value={statut}>
                {PLOT_STATUT_INFO[statut].label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fieldId('categorie')}
          label={t.categorie}
          className="col-span-2 sm:col-span-1 lg:col-span-3"
        >
          <select
            id={fieldId('categorie')}
            value={values.categorie}
            onChange={(event) => setValue('categorie', event.target.value)}
            disabled={waiting}
            className={FIELD}
          >
            <option value="">{t.allCategories}</option>
            {CATEGORIES.map((categorie) => (
              <option key={categorie} value={categorie}>
                {CATEGORIE_INFO[categorie].label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('numeroLot')} label={t.numeroLot} className="col-span-2">
          {text('numeroLot', t.numeroLotPlaceholder)}
        </Field>

        {bound('minPrix', boundErrors.prix, `${id}-prix-hint`)}
        {bound('maxPrix', boundErrors.prix, `${id}-prix-hint`)}
        {bound('minSurface', boundErrors.surface, `${id}-surface-hint`)}
        {bound('maxSurface', boundErrors.surface, `${id}-surface-hint`)}

        {/* Always in the page so screen readers hear a hint appear. */}
        <div aria-live="polite" className="col-span-full text-sm font-medium text-laterite-700 empty:hidden">
          {boundErrors.prix && <p id={`${id}-prix-hint`}>{t.prixBounds}</p>}
          {boundErrors.surface && <p id={`${id}-surface-hint`}>{t.surfaceBounds}</p>}
        </div>
        <div className="col-span-2 flex items-end lg:col-span-4">
          {hasValues && (
            <Button variant="ghost" size="sm" onClick={filters.clear}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t.clear}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  className = '',
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
    </div>
  );
}
