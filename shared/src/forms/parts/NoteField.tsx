import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { LIMITS } from '@storefront/shared';
import { TextField } from './TextField';

type NoteFieldProps = { label: ReactNode; error?: string | undefined } & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A free-text note, comment or message: three rows to start with and the contracts' length limit for notes. */
export const NoteField = forwardRef<HTMLInputElement & HTMLTextAreaElement, NoteFieldProps>(function NoteField(props, ref) {
  return <TextField ref={ref} multiline rows={3} limit={LIMITS.notes} {...props} />;
});
