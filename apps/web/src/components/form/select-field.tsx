import { useId, type ComponentProps } from 'react';
import { FieldLabel } from './field-label';
import { FieldMessage } from './field-message';
import { INPUT_CLASS } from './field-styles';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The field's message, attached for assistive technology like TextField's. */
  error?: string | undefined;
};

/** A labelled native select (the phone's own picker on small screens). */
export function SelectField({ label, options, id, error, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const messageId = `${selectId}-message`;
  return (
    <div>
      <FieldLabel htmlFor={selectId} label={label} />
      <select
        id={selectId}
        className={INPUT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...props}
      >
        {options.map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error && <FieldMessage id={messageId} error={error} />}
    </div>
  );
}
