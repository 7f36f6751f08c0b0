// Issue 12: /verifier and /verifier/:code, public. Anyone holding a receipt checks it here: the QR
// code opens the page with its code, or the code printed under it is typed in the form.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BadgeCheck, SearchX } from 'lucide-react';
import type { RecuVerification } from '@parcelles/shared/contracts/recus';
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { TextField } from '../../../components/form/text-field';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { recus } from '../../../i18n/fr/recus';
import { cleanCode, isUnknownCode, useRecuVerification } from '../api/verify-recu';

const t = recus.verify;

export function VerifyPage({ code }: { code?: string | undefined }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <title>{t.title}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t.heading}</h1>
        <p className="text-stone-700">{t.intro}</p>
      </header>
      {code ? <Verdict key={code} code={code} /> : null}
      <CodeForm initial={code} />
    </div>
  );
}

function Verdict({ code }: { code: string }) {
  const query = useRecuVerification(code);
  if (query.isPending) {
    return (
      <p role="status" className="text-stone-700">
        {t.checking}
      </p>
    );
  }
  if (query.isError) {
    if (isUnknownCode(query.error)) {
      return (
        <section
          aria-labelledby="recu-introuvable"
          className="flex gap-4 rounded-xl border border-red-200 bg-red-50 p-5 text-red-950"
        >
          <SearchX aria-hidden="true" className="mt-1 size-7 shrink-0 text-red-700" />
          <div className="flex flex-col gap-1">
            <h2 id="recu-introuvable" className="text-xl font-bold">
              {t.notFound}
            </h2>
            <p>{t.notFoundText}</p>
            <p className="text-sm">{t.notFoundHelp}</p>
          </div>
        </section>
      );
    }
    return (
      <AlertBox title={t.failed}>
        <p>{query.error.message}</p>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </div>
      </AlertBox>
    );
  }
  return <Authentic recu={query.data} />;
}

function Authentic({ recu }: { recu: RecuVerification }) {
  const rows: [string, string][] = [
    [t.fields.numero, t.numero(recu.numero)],
    [t.fields.dateEmission, formatDateLong(recu.dateEmission)],
    [t.fields.montant, formatMoney2(recu.montant)],
    [t.fields.lot, recu.numeroLot],
    [t.fields.acheteur, recu.acheteur],
    [t.fields.methode, recu.methode],
  ];
  return (
    <section
      aria-labelledby="recu-authentique"
      className="flex flex-col gap-4 rounded-xl border border-primary-200 bg-primary-50 p-5"
    >
      <div className="flex items-start gap-3">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-primary-700" />
        <div className="flex flex-col gap-1">
          <h2 id="recu-authentique" className="text-xl font-bold text-primary-900">
            {t.authentic}
          </h2>
          <p className="text-sm text-primary-950">{t.authenticIntro}</p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-white p-4 text-sm ring-1 ring-primary-100 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-semibold break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CodeForm({ initial }: { initial?: string | undefined }) {
  const navigate = useNavigate();
  const headingId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = cleanCode(value);
    if (!code) {
      setError(t.required);
      return;
    }
    setError(undefined);
    void navigate(`/verifier/${encodeURIComponent(code)}`);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {initial ? t.otherCode : t.heading}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={t.codeLabel}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error}
            hint={t.codeHint}
          />
        </div>
        <Button type="submit" size="lg" className="sm:mt-7">
          {t.submit}
        </Button>
      </form>
    </section>
  );
}
