import { useId } from 'react';

interface PreferenceSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  /** Without it the switch shows its state but cannot change (spec §2: display only). */
  onChange?: (checked: boolean) => void;
  /** Shown but not operable (e.g. no phone number for SMS): say why in `description`. */
  disabled?: boolean;
}

/** An on/off setting as a switch (role="switch"), with its label and optional description. */
export function PreferenceSwitch({ label, description, checked, onChange, disabled }: PreferenceSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <p id={labelId} className="font-medium text-stone-900">
          {label}
        </p>
        {description && (
          <p id={descriptionId} className="text-sm text-stone-600">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled || !onChange}
        onClick={() => onChange?.(!checked)}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-300 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-60 aria-checked:bg-primary-700"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
