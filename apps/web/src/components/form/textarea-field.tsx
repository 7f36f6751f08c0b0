import { useId, type ComponentProps } from 'react';
import { FieldMessage } from './field-message';
import { FieldLabel } from './field-label';
import { INPUT_CLASS } from './field-styles';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Shown after the label, e.g. '(facultatif)'. */
  labelNote?: string;
  /** Characters typed out of the most allowed, shown beside the message and red past it. */
  count?: { length: number; max: number };
};

/** A labelled multi-line input, its message (and count) attached for assistive technology. */
export function TextareaField({ label, error, hint, labelNote, count, id, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const countId = `${inputId}-count`;
  const describedBy = [error || hint ? messageId : '', count ? countId : ''].filter(Boolean).join(' ');

  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} note={labelNote} />
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${INPUT_CLASS} resize-y`}
        {...props}
      />
      {count ? (
        <div className="flex items-start justify-between gap-3">
          <FieldMessage id={messageId} error={error} hint={hint} />
          <p
            id={countId}
            className={`mt-1.5 shrink-0 text-sm tabular-nums ${
              count.length > count.max ? 'font-semibold text-red-700' : 'text-stone-500'
            }`}
          >
            {count.length}/{count.max}
          </p>
        </div>
      ) : (
        <FieldMessage id={messageId} error={error} hint={hint} />
      )}
    </div>
  );
}
