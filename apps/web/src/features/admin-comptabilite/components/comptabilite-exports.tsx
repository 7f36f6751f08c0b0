import { useState } from 'react';
import {
  CalendarCog,
  CalendarDays,
  CalendarMinus,
  CalendarRange,
  Download,
  FileSpreadsheet,
  FileText,
  ReceiptText,
  type LucideIcon,
} from 'lucide-react';
import type { ExportComptable, Periode } from '@parcelles/shared/contracts/comptabilite';
import { lubumbashiDay } from '@parcelles/shared/domain';
import { formatDateLong } from '@parcelles/shared/format';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { SegmentedControl, type SegmentedOption } from '../../../components/ui/segmented-control';
import { TextField } from '../../../components/form/text-field';
import { adminComptabilite } from '../../../i18n/fr/admin-comptabilite';
import { ApiError } from '../../../lib/api-client';
import { downloadComptabilite } from '../api/download-comptabilite';
import { checkPeriode, presetPeriode, type Preset } from '../lib/periodes';

const t = adminComptabilite;

const PRESET_OPTIONS: readonly SegmentedOption<Preset>[] = [
  { value: 'mois', label: t.periode.presets.mois, icon: CalendarDays },
  { value: 'moisDernier', label: t.periode.presets.moisDernier, icon: CalendarMinus },
  { value: 'annee', label: t.periode.presets.annee, icon: CalendarRange },
  { value: 'personnalisee', label: t.periode.presets.personnalisee, icon: CalendarCog },
];

const FILES: readonly { kind: ExportComptable; icon: LucideIcon; label: string; hint: string }[] = [
  { kind: 'paiements', icon: FileSpreadsheet, ...t.files.paiements },
  { kind: 'recus', icon: ReceiptText, ...t.files.recus },
  { kind: 'synthese', icon: FileText, ...t.files.synthese },
];

interface Failure {
  label: string;
  message: string;
  details: string[];
}

function failureOf(label: string, error: unknown): Failure {
  if (!(error instanceof ApiError)) return { label, message: t.failedOffline, details: [] };
  const details = Object.values(error.errors).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return { label, message: error.message, details };
}

/**
 * /admin/comptabilite (issue 26, ADR 048): a period (this month, last month, this year or two days
 * typed), then the accountant's three files, each downloaded with the session's token.
 */
export function ComptabiliteExports() {
  const today = lubumbashiDay(new Date());
  const [preset, setPreset] = useState<Preset>('mois');
  const [custom, setCustom] = useState<Periode>(() => presetPeriode('mois', today));
  const [pending, setPending] = useState<ExportComptable | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const check =
    preset === 'personnalisee'
      ? checkPeriode(custom.du, custom.au)
      : ({ ok: true, periode: presetPeriode(preset, today) } as const);

  function choose(next: Preset) {
    // The custom period starts from the one on screen, so a month is adjusted rather than typed.
    if (next === 'personnalisee' && preset !== 'personnalisee') setCustom(presetPeriode(preset, today));
    setPreset(next);
    setFailure(null);
  }

  async function download(kind: ExportComptable, label: string) {
    if (!check.ok || pending) return;
    setPending(kind);
    setFailure(null);
    try {
      await downloadComptabilite(kind, check.periode);
    } catch (error) {
      setFailure(failureOf(label, error));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-stone-700">{t.intro}</p>

      <section aria-labelledby="comptabilite-periode" className="flex flex-col gap-4">
        <h2 id="comptabilite-periode" className="sr-only">
          {t.periode.legend}
        </h2>
        <div className="max-w-xl">
          <SegmentedControl
            name="periode"
            legend={t.periode.legend}
            look="cards"
            options={PRESET_OPTIONS}
            value={preset}
            onChange={choose}
          />
        </div>
        {preset === 'personnalisee' && (
          <div className="grid max-w-xl gap-4 sm:grid-cols-2">
            <TextField
              type="date"
              name="du"
              label={t.periode.du}
              value={custom.du}
              onChange={(event) => setCustom({ ...custom, du: event.target.value })}
              error={check.ok ? undefined : check.errors.du}
            />
            <TextField
              type="date"
              name="au"
              label={t.periode.au}
              value={custom.au}
              onChange={(event) => setCustom({ ...custom, au: event.target.value })}
              error={check.ok ? undefined : check.errors.au}
            />
          </div>
        )}
        <p aria-live="polite" className="font-semibold text-stone-900">
          {check.ok
            ? t.periode.summary(formatDateLong(check.periode.du), formatDateLong(check.periode.au))
            : t.periode.invalid}
        </p>
      </section>

      <section aria-labelledby="comptabilite-fichiers" className="flex flex-col gap-3">
        <h2 id="comptabilite-fichiers" className="text-lg font-semibold text-stone-900">
          {t.files.heading}
        </h2>
        {failure && (
          <AlertBox title={t.failed(failure.label)}>
            <p>{failure.message}</p>
            {failure.details.map((detail) => (
              <p key={detail}>{detail}</p>
            ))}
          </AlertBox>
        )}
        <ul className="grid gap-3 lg:grid-cols-3">
          {FILES.map(({ kind, icon: Icon, label, hint }) => (
            <li
              key={kind}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-xs"
            >
              <p className="flex items-center gap-2 font-semibold text-stone-900">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
                {label}
              </p>
              <p id={`comptabilite-${kind}`} className="flex-1 text-sm text-stone-700">
                {hint}
              </p>
              <Button
                variant={kind === 'synthese' ? 'primary' : 'secondary'}
                size="sm"
                className="w-full sm:w-auto sm:self-start"
                disabled={!check.ok || (pending !== null && pending !== kind)}
                pending={pending === kind}
                pendingLabel={t.downloading}
                aria-describedby={`comptabilite-${kind}`}
                onClick={() => void download(kind, label)}
              >
                <Download aria-hidden="true" className="size-4" />
                {label}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
