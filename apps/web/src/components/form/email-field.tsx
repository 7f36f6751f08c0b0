import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'inputMode'>;

/** An e-mail address: the browser's autofill, and the phone keyboard with '@'. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}
