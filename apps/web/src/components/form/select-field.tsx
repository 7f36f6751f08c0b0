import { useId, type ComponentProps } from 'react';
import { FieldLabel } from './field-label';
import { INPUT_CLASS } from './field-styles';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled native select (the phone's own picker on small screens). */
export function SelectField({ label, options, id, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div>
      <FieldLabel htmlFor={selectId} label={label} />
      <select id={selectId} className={INPUT_CLASS} {...props}>
        {options.map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
