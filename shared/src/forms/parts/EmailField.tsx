import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { LIMITS } from '@storefront/shared';
import { TextField } from './TextField';

type EmailFieldProps = { label: ReactNode; error?: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** An e-mail field as every form has it: the e-mail keyboard, autofill and the length limit of the contracts. */
export const EmailField = forwardRef<HTMLInputElement & HTMLTextAreaElement, EmailFieldProps>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" limit={LIMITS.email} {...props} />;
});
