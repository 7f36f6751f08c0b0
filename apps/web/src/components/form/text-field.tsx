import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldMessage } from './field-message';
import { FieldLabel } from './field-label';
import { INPUT_CLASS } from './field-styles';

type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Shown after the label, e.g. '(facultatif)'. */
  labelNote?: string;
  /** Something to the right inside the field, such as a show-password button. */
  trailing?: ReactNode;
};

/** A labelled input with its error attached for assistive technology (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, labelNote, trailing, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;

  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} note={labelNote} />
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={`${INPUT_CLASS} ${trailing ? 'pr-12' : ''}`}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
