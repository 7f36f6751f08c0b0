import { useId } from 'react';
import { Upload } from 'lucide-react';
import type { ImportReleveResult } from '@parcelles/shared/contracts/releves';
import { Button } from '../../../components/ui/button';
import { adminReleves } from '../../../i18n/fr/admin-releves';

const t = adminReleves.import;

/**
 * The last step: the dry run, then the import of what it showed (only of that: the button waits
 * for a dry run of the account, file and columns on screen, and says when nothing is new).
 */
export function ImportRun({
  checked,
  pending,
  onSimulate,
  onRun,
}: {
  checked: ImportReleveResult | null;
  pending: 'simulation' | 'import' | null;
  onSimulate: () => void;
  onRun: () => void;
}) {
  const id = useId();
  const nothingNew = checked !== null && checked.nouvelles === 0;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h3 id={id} className="text-lg font-bold text-stone-900">
        {t.step}
      </h3>
      {!checked && <p className="text-sm text-stone-700">{t.simulateFirst}</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          variant={checked ? 'secondary' : 'primary'}
          size="sm"
          disabled={pending === 'import'}
          pending={pending === 'simulation'}
          pendingLabel={t.simulating}
          onClick={onSimulate}
        >
          {t.simulate}
        </Button>
        <Button
          size="sm"
          disabled={!checked || nothingNew || pending === 'simulation'}
          pending={pending === 'import'}
          pendingLabel={t.running}
          onClick={onRun}
        >
          {pending !== 'import' && <Upload aria-hidden="true" className="size-4" />}
          {nothingNew ? t.runNothing : t.run}
        </Button>
      </div>
    </section>
  );
}
