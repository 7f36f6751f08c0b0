import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldMessage } from './field-message';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  label: ReactNode;
  error?: string;
};

export function CheckboxField({ label, error, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;

  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-primary-700 focus-visible:outline-3 focus-visible:outline-accent-500"
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
