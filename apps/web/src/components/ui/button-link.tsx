import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonStyle } from './button';

type ButtonLinkProps = ComponentProps<typeof Link> & ButtonStyle;

/** A router link that looks like a button: navigation stays a link for assistive tech. */
export function ButtonLink({ variant, size = 'md', className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
