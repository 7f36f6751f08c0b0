import { LABEL_CLASS } from './field-styles';

/** The label of a kit field, with an optional note after it such as '(facultatif)'. */
export function FieldLabel({ htmlFor, label, note }: { htmlFor: string; label: string; note?: string }) {
  return (
    <label htmlFor={htmlFor} className={LABEL_CLASS}>
      {label}
      {note && <span className="ml-1 font-normal text-stone-500">{note}</span>}
    </label>
  );
}
