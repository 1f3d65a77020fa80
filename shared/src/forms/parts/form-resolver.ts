import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { VALIDATION } from '@storefront/shared';

const isEmpty = (input: unknown): boolean => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The message key (`validation.*`, shown in the page's language by the field) of a zod issue that
 * has no message of its own: the contracts name their rules' keys, and whatever they do not name
 * (a missing value, a wrong type, a bad format) gets one of these instead of zod's English sentence.
 */
export const localizedIssue = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? VALIDATION.required : VALIDATION.invalid;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? VALIDATION.required : VALIDATION.invalid;
    case 'too_big':
      return issue.origin === 'string' ? VALIDATION.tooLong : VALIDATION.invalid;
    case 'invalid_value':
      return isEmpty(issue.input) ? VALIDATION.required : VALIDATION.choose;
    case 'invalid_format':
      return issue.format === 'email' ? VALIDATION.email : VALIDATION.invalid;
    default:
      return VALIDATION.invalid;
  }
};

/**
 * The resolver of every react-hook-form form: the schema's own message keys where it has them, a
 * `validation.*` key for every other issue (`localizedIssue`), so no field ever shows zod's English.
 */
export const formResolver = <Input extends FieldValues, Output>(schema: { _zod: { input: Input; output: Output } }) =>
  zodResolver(schema, { error: localizedIssue });
