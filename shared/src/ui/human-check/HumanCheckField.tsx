import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { useNamespace, useStores } from '@storefront/shared';
import { TextField } from '../../forms/parts/TextField';
import { HostedHumanCheck } from './HostedHumanCheck';
import { HUMAN_CHECK_NAMESPACE, humanCheckTexts } from './texts';
import type { HumanCheckState } from './use-human-check';

/**
 * The human check's question (the sandbox's sum, in the customer's language) with its answer field and
 * "another question", or a hosted provider's widget whose token is the answer; an alert with "retry" when
 * it could not be loaded. `input` wires the answer (a react-hook-form `register` or value/onChange).
 */
export function HumanCheckField({
  challenge,
  onNew,
  input,
  error,
  label,
  hint,
  className = 'sf-human-check',
}: {
  challenge: HumanCheckState;
  onNew: () => void;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'> & { ref?: Ref<HTMLInputElement & HTMLTextAreaElement> };
  error?: string | undefined;
  /** The field's name before the question ("Human check" by default). */
  label?: string;
  /** Under the question: why it is asked (none by default). */
  hint?: string;
  className?: string;
}) {
  const { locale } = useStores();
  const { t } = useNamespace(HUMAN_CHECK_NAMESPACE, humanCheckTexts);
  if (challenge === 'failed')
    return (
      <p role="alert">
        {t('unavailable')}{' '}
        <button type="button" className="sf-link-button" onClick={onNew}>
          {t('common:retry')}
        </button>
      </p>
    );
  if (!challenge) return null;
  if (challenge.kind === 'widget')
    return (
      <div className={className}>
        <HostedHumanCheck
          key={challenge.key}
          challenge={challenge}
          label={label ?? t('label')}
          hint={hint}
          error={error}
          onNew={onNew}
          // The token is the answer: given as the field's change, which a `register` and a value/onChange both take.
          onToken={(token) =>
            input.onChange?.({ target: { name: input.name, value: token }, type: 'change' } as ChangeEvent<HTMLInputElement>)
          }
        />
      </div>
    );
  return (
    <div className={className}>
      <TextField
        label={`${label ?? t('label')}: ${challenge.question[locale.locale]}`}
        hint={hint}
        inputMode="numeric"
        autoComplete="off"
        error={error}
        {...input}
      />
      <button type="button" className="sf-link-button" onClick={onNew}>
        {t('newQuestion')}
      </button>
    </div>
  );
}
