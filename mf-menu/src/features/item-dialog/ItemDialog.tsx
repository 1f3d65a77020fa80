import { useCallback, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  checkLine,
  localName,
  useMoney,
  linePrice,
  localizePath,
  MAX_LINE_NOTES,
  offerPrice,
  useApiText,
  useFocusTrap,
  useStores,
  type CartLineInput,
  type LineProblem,
  type MenuItem,
  useNavigate,
} from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { OptionGroupField } from './OptionGroupField';
import { keepPendingLine } from '../cart';
import { OfferPrice, QuantityStepper } from '../ui';
import { selectedIds, selectionOf, toggleOption, type Selection } from './selection';
import { itemDialogState } from './dialog-state';
import { tenantDeliveryTimes } from '../order-type';

export interface ItemDialogProps {
  item: MenuItem;
  currency: string;
  /** No order type and branch chosen yet: adding asks for them first. */
  browsing: boolean;
  /** The menu's branch takes no order now: nothing can be added. */
  closed?: boolean;
  /** Editing a cart line: its index and what it holds. */
  editing?: { index: number; line: CartLineInput };
  onClose: () => void;
  onDone: (name: string) => void;
}

const uniqueProblems = (problems: LineProblem[]): LineProblem[] =>
  problems.filter(
    (problem, index) =>
      problems.findIndex(
        (other) => other.code === problem.code && other.group_id === problem.group_id && other.option_id === problem.option_id,
      ) === index,
  );

/**
 * The item's options, quantity and notes with a running price. The add button always answers: it
 * adds, or lists what is missing next to a summary, focusing the first group that needs a choice.
 * A sold-out item has no add button; a scheduled-only item on an order for now offers to schedule
 * the order for later first. The add button sits in a footer that stays in view on a phone.
 */
export default observer(function ItemDialog({ item, currency, browsing, closed = false, editing, onClose, onDone }: ItemDialogProps) {
  const { t } = useMenuTexts();
  const { apiMessage } = useApiText();
  const money = useMoney();
  const root = useStores();
  const lang = root.locale.locale;
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [selection, setSelection] = useState<Selection>(() => selectionOf(item, editing?.line.option_ids ?? []));
  const [quantity, setQuantity] = useState(editing?.line.quantity ?? 1);
  const [notes, setNotes] = useState(editing?.line.notes ?? '');
  const [problems, setProblems] = useState<LineProblem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [scheduledHere, setScheduledHere] = useState(false);
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(dialog, close);

  const optionIds = selectedIds(selection);
  const price = linePrice(item, quantity, optionIds);
  // The button says what the line costs with the followed offer on this dish, as the dish's price, the cart and the checkout do.
  const offer = root.orderDraft.draft.offer;
  const lineTotal = offer && offer.item_id === item.id ? offerPrice(price.total, offer) : price.total;
  const name = localName(item, lang);
  const state = itemDialogState(
    item,
    root.orderDraft.draft,
    tenantDeliveryTimes(root.tenant.settingList('order.order_delivery_time_options')),
    closed,
  );
  const groupName = (id: number | undefined) => localName(item.option_groups.find((group) => group.id === id) ?? item, lang);
  const problemText = (problem: LineProblem) => {
    const group = item.option_groups.find((candidate) => candidate.id === problem.group_id);
    return t(`itemDialog.problems.${problem.code}`, {
      group: groupName(problem.group_id),
      min: group ? Math.max(group.min, 1) : 1,
      max: group?.max ?? item.max_per_purchase,
    });
  };

  const submit = async () => {
    setFailure(null);
    const found = checkLine(item, quantity, optionIds);
    setProblems(found);
    if (found.length > 0) {
      const first = found.find((problem) => problem.group_id !== undefined);
      dialog.current?.querySelector<HTMLElement>(`[data-group="${first?.group_id}"] input`)?.focus();
      return;
    }
    if (state !== 'orderable') return;
    const line = { item_id: item.id, quantity, option_ids: optionIds, notes: notes.trim() };
    if (browsing) {
      // Kept until the customer says how to order; the chosen branch's menu then adds it.
      keepPendingLine(root.tenant.tenant.name, { line, names: item.names });
      navigate(localizePath('/', lang));
      return;
    }
    const result = editing ? await root.cart.replace(editing.index, line) : await root.cart.add(line);
    if (result.ok) return onDone(name);
    // Each line of the item breaking the maximum per purchase says so: tell it once.
    const lineProblems = uniqueProblems(Object.values(result.problems).flat());
    if (lineProblems.length > 0) setProblems(lineProblems);
    else setFailure(result.message);
  };

  const groupProblem = (groupId: number) => problems?.find((problem) => problem.group_id === groupId);
  const scheduleForLater = () => {
    root.orderDraft.update({ delivery_time: 'schedule' });
    setScheduledHere(true);
    // The add button takes the place of this one: keep the keyboard where the customer was.
    requestAnimationFrame(() => dialog.current?.querySelector<HTMLElement>('.sf-dialog__submit')?.focus());
  };

  return (
    <div className="sf-dialog">
      <div className="sf-dialog__overlay" onClick={close} aria-hidden="true" />
      <div ref={dialog} className="sf-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className="sf-dialog__close" onClick={close} aria-label={t('itemDialog.close')}>
          ×
        </button>
        {item.image && <img className="sf-dialog__image" src={root.mediaUrl(item.image)} alt="" width={480} height={270} />}
        <h2 id={titleId}>{name}</h2>
        {item.descriptions[lang] && <p>{item.descriptions[lang]}</p>}
        <p className="sf-dish__facts">
          <OfferPrice item={item} currency={currency} />
          {item.calories !== null && <span>{t('menu.calories', { calories: item.calories })}</span>}
        </p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {item.option_groups.map((group) => (
            <OptionGroupField
              key={group.id}
              group={group}
              chosen={selection[group.id] ?? []}
              currency={currency}
              problem={groupProblem(group.id) ? problemText(groupProblem(group.id)!) : null}
              onToggle={(optionId) => {
                setSelection((current) => toggleOption(current, group, optionId));
                setProblems(null);
              }}
            />
          ))}
          <QuantityStepper value={quantity} max={item.max_per_purchase} onChange={setQuantity} />
          <div className="sf-field">
            <label className="sf-field__label" htmlFor={`${titleId}-notes`}>
              {t('itemDialog.notes')}
            </label>
            <textarea
              id={`${titleId}-notes`}
              className="sf-field__input"
              rows={2}
              maxLength={MAX_LINE_NOTES}
              value={notes}
              aria-describedby={`${titleId}-notes-hint`}
              onChange={(event) => setNotes(event.target.value.slice(0, MAX_LINE_NOTES))}
            />
            <p id={`${titleId}-notes-hint`} className="sf-field__hint">
              {t('itemDialog.notesHint', { count: MAX_LINE_NOTES })} ({notes.length}/{MAX_LINE_NOTES})
            </p>
          </div>
          {browsing && <p className="sf-field__hint">{t('itemDialog.chooseOrderTypeFirst')}</p>}
          {((problems && problems.length > 0) || failure) && (
            <div role="alert" className="sf-dialog__problems">
              <p>{t('itemDialog.cannotAdd')}</p>
              <ul>
                {problems?.map((problem, index) => (
                  <li key={index}>{problemText(problem)}</li>
                ))}
                {failure && <li>{failure.startsWith('cart.') ? t(failure) : apiMessage(failure)}</li>}
              </ul>
            </div>
          )}
          <div className="sf-dialog__footer">
            {scheduledHere && (
              <p role="status" className="sf-dialog__state">
                {t('itemDialog.scheduled')}
              </p>
            )}
            {state === 'sold_out' && <p className="sf-dialog__state">{t('itemDialog.soldOut')}</p>}
            {state === 'service_unavailable' && <p className="sf-dialog__state">{t('orderType.serviceUnavailable')}</p>}
            {state === 'schedule_unavailable' && <p className="sf-dialog__state">{t('itemDialog.scheduleUnavailable')}</p>}
            {state === 'schedule_needed' && (
              <>
                <p className="sf-dialog__state">{t('itemDialog.scheduleHint')}</p>
                <button type="button" className="sf-button sf-dialog__submit" onClick={scheduleForLater}>
                  {t('itemDialog.scheduleForLater')}
                </button>
              </>
            )}
            {state === 'orderable' && (
              <button type="submit" className="sf-button sf-dialog__submit" disabled={root.cart.saving}>
                {root.cart.saving
                  ? t('itemDialog.adding')
                  : t(editing ? 'itemDialog.update' : 'itemDialog.add', { price: money(lineTotal, currency) })}
              </button>
            )}
          </div>
        </form>
      </div>
    </div>
  );
});
