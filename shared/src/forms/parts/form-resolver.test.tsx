import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { reservationDetailsSchema } from '@storefront/shared/contracts';
import { renderAt } from '@storefront/shared/testing';
import { TextField } from './TextField';
import { formResolver, localizedIssue } from './form-resolver';

/** The reservation's details form as far as the name, the e-mail and the event go (the fields are registered but start empty). */
function DetailsForm() {
  const { register, handleSubmit, formState } = useForm({ resolver: formResolver(reservationDetailsSchema) as never });
  const { errors } = formState as { errors: Record<string, { message?: string } | undefined> };
  return (
    <form onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <TextField label="name" error={errors.name?.message} {...register('name', { setValueAs: (value: string) => value || undefined })} />
      <TextField label="email" error={errors.email?.message} {...register('email')} />
      <TextField label="event" error={errors.event_id?.message} {...register('event_id')} />
      <button type="submit">send</button>
    </form>
  );
}

const errorOf = (name: string) => document.getElementById(screen.getByLabelText(name).getAttribute('aria-describedby') ?? '')?.textContent;

describe('formResolver', () => {
  it("shows a zod failure the contract has no message for in the page's language, never zod's English", async () => {
    renderAt(<DetailsForm />, '/reservations');
    await userEvent.type(screen.getByLabelText('email'), 'nope');
    await userEvent.type(screen.getByLabelText('event'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));

    // The name was never typed (undefined): zod alone says "Invalid input: expected string, received undefined".
    await screen.findByText('هذا الحقل مطلوب');
    expect(errorOf('name')).toBe('هذا الحقل مطلوب');
    expect(errorOf('email')).toBe('أدخل بريدًا إلكترونيًا صحيحًا');
    expect(errorOf('event')).toBe('تحقق من هذا الحقل: قيمته غير صحيحة');
    expect(document.body.textContent).not.toMatch(/Invalid|expected/);
  });

  it('says the same in English on an English page', async () => {
    renderAt(<DetailsForm />, '/en/reservations');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await screen.findAllByText('Field is required');
    expect(errorOf('name')).toBe('Field is required');
  });

  it('maps each kind of zod issue to a validation key; the contract’s own keys win', () => {
    const issues = (schema: z.ZodMiniType, value: unknown) =>
      schema.safeParse(value, { error: localizedIssue }).error?.issues.map((issue) => issue.message);
    expect(issues(z.string(), undefined)).toEqual(['validation.required']);
    expect(issues(z.number(), 'x')).toEqual(['validation.invalid']);
    expect(issues(z.string().check(z.minLength(1)), '')).toEqual(['validation.required']);
    expect(issues(z.string().check(z.maxLength(3)), 'four')).toEqual(['validation.tooLong']);
    expect(issues(z.enum(['a', 'b']), 'c')).toEqual(['validation.choose']);
    expect(issues(z.email(), 'nope')).toEqual(['validation.email']);
    expect(issues(z.string().check(z.minLength(1, { error: 'validation.code' })), '')).toEqual(['validation.code']);
  });
});
