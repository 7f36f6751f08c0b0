import type { ComponentProps } from 'react';
import { Button } from '../ui/button';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'pending' | 'pendingLabel'> & {
  pending: boolean;
  pendingLabel: string;
};

/** The main button of a form; says what it is doing while the request runs, and cannot be sent twice. */
export function SubmitButton(props: SubmitButtonProps) {
  return <Button {...props} type="submit" />;
}
