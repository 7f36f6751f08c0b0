import { useId, useRef } from 'react';
import { proofFileErrors } from '@parcelles/shared/contracts/paiements';
import { PROOF_FILES } from '@parcelles/shared/domain';
import { FieldLabel } from '../../../components/form/field-label';
import { FieldMessage } from '../../../components/form/field-message';
import { INPUT_CLASS } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';
import { adminRecordPayment as t } from '../../../i18n/fr/admin-record-payment';

/** The optional scan: one JPEG, PNG or PDF of 10 MB at most, checked when chosen. */
export function ScanField({
  file,
  error,
  disabled,
  onChange,
}: {
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  function clear() {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
    inputRef.current?.focus();
  }
  return (
    <div>
      <FieldLabel htmlFor={id} label={t.scan} note={t.optional} />
      <input
        ref={inputRef}
        id={id}
        name="preuves"
        type="file"
        accept={PROOF_FILES.mimeTypes.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // A refused file leaves the input empty, so what it shows is what will be sent.
          if (chosen && proofFileErrors(chosen).length > 0) event.target.value = '';
          onChange(chosen);
        }}
        className={`${INPUT_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:font-semibold file:text-primary-800`}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-3 wrap-anywhere">
        <FieldMessage id={`${id}-message`} error={error} hint={file ? t.scanChosen(file.name) : t.scanHint} />
        {file && (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={clear}>
            {t.removeScan}
          </Button>
        )}
      </div>
    </div>
  );
}
