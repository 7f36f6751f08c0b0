import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { LigneReleve } from '@parcelles/shared/contracts/releves';
import { reservationStatusInfo } from '@parcelles/shared/domain';
import { formatMoney } from '@parcelles/shared/format';
import { FieldMessage } from '../../../components/form/field-message';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { useFindReservations } from '../api/find-reservations';

const t = adminReleves.actions;

interface Choice {
  id: string;
  reference: string;
  lot: string;
  acheteur: string;
  statut: string;
  reste: number;
}

/**
 * The reservation a credit pays: the one its text names (preselected), or one found by its
 * reference, lot or address through the staff's reservation search. Radios, so the arrows move
 * between them; the search is its own small form (Enter searches, it never confirms).
 */
export function ReservationPicker({
  suggestion,
  value,
  onChange,
  error,
}: {
  suggestion: LigneReleve['reservationSuggeree'];
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
}) {
  const ids = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const found = useFindReservations(search);

  const choices: Choice[] = [
    ...(suggestion
      ? [
          {
            id: suggestion.id,
            reference: suggestion.reference,
            lot: suggestion.numeroLot,
            acheteur: suggestion.acheteur,
            statut: suggestion.statut,
            reste: suggestion.montantRestant,
          },
        ]
      : []),
    ...(found.data?.reservations ?? [])
      .filter((r) => r.id !== suggestion?.id)
      .map((r) => ({
        id: r.id,
        reference: r.reference,
        lot: r.parcelle.numeroLot,
        acheteur: r.acheteur.nom,
        statut: r.statut,
        reste: r.montantRestant,
      })),
  ];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(typed.trim());
  }

  return (
    <div className="flex flex-col gap-3">
      <form role="search" aria-label={t.search} onSubmit={submit} className="flex flex-col gap-2">
        <TextField
          type="search"
          label={t.search}
          hint={t.searchHint}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          className="self-start"
          pending={found.isFetching}
          pendingLabel={t.searching}
        >
          <Search aria-hidden="true" className="size-4" />
          {t.searchButton}
        </Button>
      </form>
      <div aria-live="polite" className="text-sm">
        {found.isError && (
          <p className="text-red-700">
            {t.searchFailed} {found.error.message}
          </p>
        )}
        {search !== '' && found.data?.reservations.length === 0 && <p>{t.noResult(search)}</p>}
      </div>
      {choices.length === 0 ? (
        <FieldMessage id={`${ids}-error`} error={error} />
      ) : (
        <fieldset aria-describedby={error ? `${ids}-error` : undefined} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-stone-800">{t.choices}</legend>
          {choices.map((choice) => (
            <ChoiceOption
              key={choice.id}
              name={`${ids}-reservation`}
              choice={choice}
              checked={value === choice.id}
              suggested={choice.id === suggestion?.id}
              onChange={onChange}
            />
          ))}
          <FieldMessage id={`${ids}-error`} error={error} />
        </fieldset>
      )}
    </div>
  );
}

function ChoiceOption({
  name,
  choice,
  checked,
  suggested,
  onChange,
}: {
  name: string;
  choice: Choice;
  checked: boolean;
  suggested: boolean;
  onChange: (id: string) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 text-sm has-checked:border-primary-700 has-checked:bg-primary-50">
      <input
        type="radio"
        name={name}
        value={choice.id}
        checked={checked}
        onChange={() => onChange(choice.id)}
        className="mt-0.5 size-4 shrink-0 accent-primary-700"
      />
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold wrap-anywhere">
          {t.option(choice.reference, choice.lot, choice.acheteur)}
        </span>
        <span className="text-stone-700">
          {reservationStatusInfo(choice.statut).label} · {t.optionReste(formatMoney(choice.reste))}
          {suggested && ` · ${t.suggestion}`}
        </span>
      </span>
    </label>
  );
}
