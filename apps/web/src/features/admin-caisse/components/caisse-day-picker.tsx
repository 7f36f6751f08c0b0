import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@parcelles/shared/domain';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { adminCaisse } from '../../../i18n/fr/admin-caisse';
import { isCalendarDay } from '../lib/caisse-jour';

const t = adminCaisse.day;

/**
 * The day shown: a date input (today at most) between the previous and next day, and a way back
 * to today. A day typed is taken once complete; until then the input keeps what is typed.
 */
export function CaisseDayPicker({
  jour,
  today,
  onChange,
}: {
  jour: string;
  today: string;
  onChange: (jour: string) => void;
}) {
  // What is being typed, while it is not yet a day that can be shown; null shows `jour`.
  const [draft, setDraft] = useState<string | null>(null);
  const future = draft !== null && isCalendarDay(draft) && draft > today;

  function go(next: string) {
    setDraft(null);
    onChange(next);
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button variant="secondary" size="sm" aria-label={t.previous} onClick={() => go(addDays(jour, -1))}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <div className="min-w-40 flex-1 sm:w-52 sm:flex-none">
        <TextField
          type="date"
          name="jour"
          label={t.label}
          max={today}
          value={draft ?? jour}
          error={future ? t.future : undefined}
          onChange={(event) => {
            const value = event.target.value;
            if (isCalendarDay(value) && value <= today) go(value);
            else setDraft(value);
          }}
        />
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t.next}
        disabled={jour >= today}
        onClick={() => go(addDays(jour, 1))}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
      {jour !== today && (
        <Button variant="ghost" size="sm" onClick={() => go(today)}>
          {t.today}
        </Button>
      )}
    </div>
  );
}
