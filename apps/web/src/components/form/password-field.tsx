import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { auth as frAuth } from '../../i18n/fr/auth';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/** A password input with a show/hide toggle (spec §2 Sécurité), useful on a phone keyboard too. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? frAuth.fields.hidePassword : frAuth.fields.showPassword}
          onClick={() => setVisible((shown) => !shown)}
          className="inline-flex size-10 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
