import { useId } from 'react';
import { localName, useMoney, useStores, type MenuOptionGroup } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { groupRule, isSingleChoice } from './selection';

/** One option group: its rule (required, how many) and its options with their prices. */
export function OptionGroupField({
  group,
  chosen,
  currency,
  problem,
  onToggle,
}: {
  group: MenuOptionGroup;
  chosen: readonly number[];
  currency: string;
  problem: string | null;
  onToggle: (optionId: number) => void;
}) {
  const { t } = useMenuTexts();
  const money = useMoney();
  const { locale } = useStores();
  const id = useId();
  const rule = groupRule(group);
  const single = isSingleChoice(group);
  return (
    <fieldset
      className="sf-option-group"
      data-group={group.id}
      aria-describedby={`${id}-rule${problem ? ` ${id}-problem` : ''}`}
      aria-invalid={problem ? true : undefined}
    >
      <legend>{localName(group, locale.locale)}</legend>
      <p id={`${id}-rule`} className="sf-field__hint">
        {t(group.required ? 'itemDialog.required' : 'itemDialog.optional')} · {t(`itemDialog.${rule.key}`, rule.values)}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="sf-field__error" role="alert">
          {problem}
        </p>
      )}
      {group.options.map((option) => {
        const checked = chosen.includes(option.id);
        return (
          <label key={option.id} className="sf-choice">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={`group-${group.id}`}
              checked={checked}
              disabled={!single && !checked && group.max > 1 && chosen.length >= group.max}
              onChange={() => onToggle(option.id)}
            />
            <span>{localName(option, locale.locale)}</span>
            {option.price > 0 && <span className="sf-choice__price">{money(option.price, currency, { signed: true })}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
