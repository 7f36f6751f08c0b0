import type { LucideIcon } from 'lucide-react';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
}

const LOOKS = {
  /** A compact bar of segments (the map's Carte / Liste / Grille). */
  bar: {
    group: 'inline-flex rounded-lg border border-stone-300 bg-white p-1 shadow-xs',
    legend: 'sr-only',
    option:
      'relative flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-100 has-checked:bg-primary-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-1 has-focus-visible:outline-accent-500',
    icon: 'size-4',
  },
  /** Large cards side by side, under a visible legend (the payment method). */
  cards: {
    group: 'grid grid-cols-2 gap-3',
    legend: 'mb-2 text-sm font-semibold text-stone-800',
    option:
      'flex min-h-14 min-w-0 cursor-pointer items-center gap-3 rounded-xl border-2 border-stone-200 bg-white px-4 py-3 font-semibold text-stone-800 transition-colors has-checked:border-primary-700 has-checked:bg-primary-50 has-checked:text-primary-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 hover:border-primary-300',
    icon: 'size-5 shrink-0',
    // Two cards share 328 px on a 360 px phone: a long word ('Personnalisée') breaks, hyphenated
    // where the browser knows French, rather than widening the page.
    text: 'min-w-0 wrap-break-word hyphens-auto',
  },
} as const;

/**
 * One choice among a few, as a radio group: native radios give arrow-key movement and the
 * "1 of 3, selected" announcement for free; the labels carry the look of a segmented control.
 */
export function SegmentedControl<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  look = 'bar',
}: {
  /** The radios' name, one per group on the page. */
  name: string;
  legend: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  look?: keyof typeof LOOKS;
}) {
  const styles = LOOKS[look];
  const choices = options.map(({ value: option, label, icon: Icon }) => (
    <label key={option} className={styles.option}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === option}
        onChange={() => onChange(option)}
        className="sr-only"
      />
      <Icon aria-hidden="true" className={styles.icon} />
      {'text' in styles ? <span className={styles.text}>{label}</span> : label}
    </label>
  ));

  // The bar is itself the group's box; cards sit in a grid under their legend.
  return look === 'bar' ? (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {choices}
    </fieldset>
  ) : (
    <fieldset>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.group}>{choices}</div>
    </fieldset>
  );
}
