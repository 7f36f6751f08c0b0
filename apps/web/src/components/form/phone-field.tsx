import { useId, type Ref } from 'react';
import PhoneInput from 'react-phone-number-input';
import labels from 'react-phone-number-input/locale/fr';
import { CountrySelect } from './country-select';
import { FieldMessage } from './field-message';
import { FieldLabel } from './field-label';
import { INPUT_CLASS } from './field-styles';

interface PhoneFieldProps {
  name: string;
  label: string;
  labelNote?: string;
  /** E.164 ('+243812345678'); empty, null or undefined when there is none. */
  value?: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The number input, so a form can move the focus to it. */
  ref?: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * A phone number typed in the national format of the chosen country (the DR Congo by default,
 * spec §9) and kept in E.164, the form the server stores. Digits beyond what the country's numbers
 * can hold are refused as typed (`limitMaxLength`), which keeps every number within 15 digits.
 * Only lazy-phone-field.tsx imports this file, so its country data loads only with the forms that ask
 * for a phone.
 */
export function PhoneField({ name, label, labelNote, value, onChange, onBlur, ref, error }: PhoneFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;

  return (
    <div>
      <FieldLabel htmlFor={id} label={label} note={labelNote} />
      <PhoneInput
        id={id}
        name={name}
        value={value || undefined}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        // Its types name a class instance, but the library forwards the ref to its <input>.
        ref={ref as never}
        defaultCountry="CD"
        labels={labels}
        countryOptionsOrder={['CD', '...']}
        addInternationalOption={false}
        limitMaxLength
        countrySelectComponent={CountrySelect}
        autoComplete="tel"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className="flex gap-2"
        numberInputProps={{ className: INPUT_CLASS }}
      />
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
