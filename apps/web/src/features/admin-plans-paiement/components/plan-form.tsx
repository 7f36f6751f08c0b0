import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  createPlanSchema,
  type PlanFormInput,
  type PlanPaiement,
} from '@parcelles/shared/contracts/plans-paiement';
import {
  CATEGORIES,
  DAY_MS,
  DEFAULT_RESERVATION_HOLD_DAYS,
  buildSchedule,
  categoryInfo,
} from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { DetailHeading, DetailLoading } from '../../../components/admin/detail-frame';
import { AlertBox } from '../../../components/ui/alert-box';
import { buttonClasses } from '../../../components/ui/button';
import { adminPlansPaiement } from '../../../i18n/fr/admin-plans-paiement';
import { echeanceLabel } from '../../../i18n/fr/plans-paiement';
import { ApiError } from '../../../lib/api-client';
import { useAdminPlans, useCreatePlan, useUpdatePlan } from '../api/plans';

const t = adminPlansPaiement.form;
const LIST = '/admin/plans-paiement';
/** The example price of the preview, in dollars. */
const EXAMPLE_PRICE = 25_000;
const PREVIEW_LINES = 3;

/** /admin/plans-paiement/nouveau and /admin/plans-paiement/{id}: the plan's form. */
export function PlanFormPage({ id }: { id?: string }) {
  const plans = useAdminPlans();
  if (!id) return <PlanForm />;
  if (plans.isPending) return <DetailLoading />;
  if (plans.isError) return <AlertBox title={adminPlansPaiement.error} />;
  const plan = plans.data.find((candidate) => candidate.id === id);
  if (!plan) {
    return (
      <div className="flex flex-col gap-4">
        <DetailHeading backTo={LIST} title={adminPlansPaiement.heading} />
        <AlertBox title={t.notFound} />
      </div>
    );
  }
  return <PlanForm key={plan.id} plan={plan} />;
}

function PlanForm({ plan }: { plan?: PlanPaiement }) {
  const navigate = useNavigate();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const saving = plan ? update : create;
  const form = useZodForm(createPlanSchema, {
    nom: plan?.nom ?? '',
    partAcompte: String(plan?.partAcompte ?? 30),
    nombreMensualites: String(plan?.nombreMensualites ?? 12),
    categories: (plan?.categories ?? []) as PlanFormInput['categories'],
    actif: plan?.actif ?? true,
  });
  const cash = plan?.comptant ?? false;

  function onError(failure: Error) {
    if (!(failure instanceof ApiError)) return;
    form.setServerErrors(failure.errors);
    // A name already taken (409) may come without field errors: it belongs under the name.
    if (failure.status === 409 && !failure.fieldError('nom'))
      form.setError('nom', { type: 'server', message: failure.message });
  }

  function onDone(message: string | undefined, fallback: string) {
    toast.success(message ?? fallback);
    void navigate(LIST);
  }

  const submit = form.onSubmit((values) => {
    if (!plan) {
      create.mutate(values, {
        onSuccess: ({ message }) => onDone(message, adminPlansPaiement.created),
        onError,
      });
      return;
    }
    // The plan's plots and order are not on this form: they are left as they are.
    const { nom, partAcompte, nombreMensualites, categories, actif } = values;
    update.mutate(
      {
        id: plan.id,
        body: cash ? { nom, categories } : { nom, partAcompte, nombreMensualites, categories, actif },
      },
      { onSuccess: ({ message }) => onDone(message, adminPlansPaiement.saved), onError },
    );
  });

  const categoriesError = form.errorOf('categories');
  const title = plan ? t.editHeading(plan.nom) : t.createHeading;

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <DetailHeading backTo={LIST} title={title} />
      <form
        noValidate
        onSubmit={submit}
        aria-label={title}
        className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        {saving.isError && !(saving.error instanceof ApiError && saving.error.status === 409) && (
          <AlertBox>
            <p>{saving.error.message}</p>
          </AlertBox>
        )}
        {cash && <p className="text-sm text-stone-700">{t.comptantNote}</p>}
        <TextField label={t.nom} autoComplete="off" {...form.field('nom')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.partAcompte}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            readOnly={cash}
            hint={t.partAcompteHint}
            {...form.field('partAcompte', { deps: ['nombreMensualites'] })}
          />
          <TextField
            label={t.nombreMensualites}
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            readOnly={cash}
            hint={t.nombreMensualitesHint}
            {...form.field('nombreMensualites')}
          />
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby="plan-categories-hint">
          <legend className="font-medium text-stone-900">{t.categories}</legend>
          <p id="plan-categories-hint" className="text-sm text-stone-600">
            {t.categoriesHint}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {CATEGORIES.map((categorie) => (
              <CheckboxField
                key={categorie}
                label={categoryInfo(categorie).label}
                value={categorie}
                {...form.register('categories')}
              />
            ))}
          </div>
          {categoriesError && <p className="text-sm text-red-700">{categoriesError}</p>}
        </fieldset>
        {!cash && <CheckboxField label={t.actif} {...form.register('actif')} />}
        <Preview
          partAcompte={form.watch('partAcompte')}
          nombreMensualites={form.watch('nombreMensualites')}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={saving.isPending} pendingLabel={t.pending}>
            {plan ? t.submitEdit : t.submitCreate}
          </SubmitButton>
          <Link to={LIST} className={buttonClasses({ variant: 'secondary', size: 'md' })}>
            {t.cancel}
          </Link>
        </div>
      </form>
    </div>
  );
}

const wholeNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return Number.isInteger(n) ? n : null;
};

/** The schedule the plan would give a plot at EXAMPLE_PRICE reserved today (shared buildSchedule). */
function Preview({ partAcompte, nombreMensualites }: { partAcompte: unknown; nombreMensualites: unknown }) {
  const part = wholeNumber(partAcompte);
  const count = wholeNumber(nombreMensualites);
  const valid =
    part !== null &&
    count !== null &&
    part >= 1 &&
    part <= 100 &&
    count >= 0 &&
    count <= 120 &&
    (part === 100) === (count === 0);
  const schedule = valid
    ? buildSchedule(
        { partAcompte: part, nombreMensualites: count },
        EXAMPLE_PRICE * 100,
        new Date(),
        DEFAULT_RESERVATION_HOLD_DAYS * DAY_MS,
      )
    : [];
  const last = schedule.at(-1);
  const rest = schedule.length - PREVIEW_LINES;

  return (
    <section
      aria-labelledby="plan-preview-title"
      className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <h2 id="plan-preview-title" className="text-sm font-semibold text-stone-900">
        {t.preview(formatMoney(EXAMPLE_PRICE))}
      </h2>
      {valid ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {schedule.slice(0, rest > 1 ? PREVIEW_LINES : schedule.length).map((line) => (
            <li key={line.numero} className="flex flex-wrap justify-between gap-x-3">
              <span className="text-stone-700">
                {echeanceLabel(line.numero, schedule.length)} · {formatDateLong(line.dateEcheance)}
              </span>
              <span className="font-semibold tabular-nums">{formatMoney(line.montantCents / 100)}</span>
            </li>
          ))}
          {rest > 1 && last && (
            <li className="text-stone-600">{t.previewRest(rest, formatDateLong(last.dateEcheance))}</li>
          )}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{t.previewInvalid}</p>
      )}
    </section>
  );
}
