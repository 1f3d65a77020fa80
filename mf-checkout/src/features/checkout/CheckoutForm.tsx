import { cartChangedResponseSchema, cartOrderedResponseSchema, type CouponCheck, type PaymentMethod } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  ApiCallError,
  apiErrorKey,
  failureKey,
  localizePath,
  useFormDraft,
  useStores,
  CartChangesNotice,
  NoteField,
  useNavigate,
} from '@storefront/shared';
import { useFormHumanCheck, formResolver } from '@storefront/shared/forms';
import { useCheckoutTexts, useErrorText } from '../../texts';
import { redirectTo } from '../ui/redirect';
import { AddressSection } from './AddressSection';
import { CartReview } from './CartReview';
import { fetchHumanCheckRequired, fetchPaymentMethods } from './checkout-calls';
import { checkoutFormKey } from './checkout-draft';
import { APPLE_PAY, checkoutFormSchema, emptyValues, fieldOfCode, toPlaceBody, type CheckoutValues } from './checkout-form';
import { CouponField } from './CouponField';
import { HumanCheckField } from './HumanCheckField';
import { PaymentSection } from './PaymentSection';
import { TableSection } from './TableSection';
import { TendersSection } from './TendersSection';
import { TimeSection } from './TimeSection';
import { TotalsView } from './TotalsView';
import { usePlaceOrder } from './use-place-order';
import { usePreview } from './use-preview';
import { VehicleSection } from './VehicleSection';

/**
 * The checkout of a logged-in customer: where, when, coupon, points and wallet, payment, notes and human check in the
 * form; the cart, totals and the place button in the summary beside it (sticky on a wide screen, after the form on a phone).
 */
export const CheckoutForm = observer(function CheckoutForm() {
  const root = useStores();
  const tenant = root.tenant.tenant.name;
  const draft = root.orderDraft.draft;
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const navigate = useNavigate();
  // Announced for this customer (a new customer, repeated payment failures), or asked by the api after an attempt.
  const [humanCheckAsked, setHumanCheckAsked] = useState(false);
  const [humanCheckAnnounced, setHumanCheckAnnounced] = useState(false);
  const humanCheckNeeded = humanCheckAsked || humanCheckAnnounced;
  const form = useForm<CheckoutValues>({
    resolver: formResolver(checkoutFormSchema(draft.type, humanCheckNeeded)),
    defaultValues: emptyValues(draft),
  });
  const forgetForm = useFormDraft(checkoutFormKey(tenant), form, ['human_check']);
  const { place, state } = usePlaceOrder();
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [methodsFailure, setMethodsFailure] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checkedCoupon, setCheckedCoupon] = useState<CouponCheck | null>(null);
  const [placeChanges, setPlaceChanges] = useState<ReturnType<typeof usePreview>['changes']>(null);
  const { preview, failure: previewFailure, changes, dismissChanges } = usePreview(form, draft, methods?.[0]?.code ?? null);
  const { setValue, getValues } = form;
  const formId = useId();

  const loadMethods = useCallback(() => {
    setMethodsFailure(null);
    fetchPaymentMethods(root.api, draft.type)
      .then(setMethods)
      .catch((error: unknown) => setMethodsFailure(errorText(error, t('checkout.failed'))));
  }, [root.api, draft.type, errorText, t]);

  const { challenge, newChallenge } = useFormHumanCheck(root.api, form, { loadNow: false });
  useEffect(() => {
    // Unknown (the call failed): asked, as the api would decide at placement anyway.
    fetchHumanCheckRequired(root.api)
      .catch(() => true)
      .then(setHumanCheckAnnounced);
  }, [root.api]);
  useEffect(() => {
    if (humanCheckNeeded) newChallenge();
  }, [humanCheckNeeded, newChallenge]);

  useEffect(() => {
    loadMethods();
  }, [loadMethods]);

  // A method kept from an earlier visit that cannot pay this order (card on delivery for a pickup) is chosen again.
  useEffect(() => {
    const chosen = getValues('payment_method');
    if (methods && chosen && chosen !== APPLE_PAY && !methods.some((method) => method.code === chosen)) setValue('payment_method', '');
  }, [methods, getValues, setValue]);

  // The address chosen last (the session's: here, on the menu, or by repeating an order) is the delivery
  // address, also over one kept with the form from an earlier visit: choosing one here selects it too.
  useEffect(() => {
    const selected = root.session.selectedAddress;
    if (draft.type === 'delivery' && selected?.latitude != null && getValues('address_id') !== String(selected.id))
      setValue('address_id', String(selected.id));
  }, [draft.type, root.session.selectedAddress, getValues, setValue]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = toPlaceBody(values, draft, humanCheckNeeded);
    // Valid, yet not ready to send (the cart is being saved again): said, never a button that does nothing.
    if (!body) return setFailure(t('checkout.failed'));
    try {
      const placed = await place(body);
      if (!placed) return;
      if (placed.payment) {
        // Cart and form stay until the payment is confirmed ('Payment failed.' keeps them).
        redirectTo(placed.payment.redirect_url);
        return;
      }
      forgetForm();
      root.cart.clear();
      void navigate(localizePath(`/o/${placed.order.id}`, root.locale.locale));
    } catch (error) {
      if (humanCheckNeeded) newChallenge();
      // No answer (or a server failure): nothing typed is lost, and the same attempt is sent again next time.
      if (!(error instanceof ApiCallError) || error.status === null || error.status >= 500) return setFailure(t('checkout.failed'));
      // The cart already became an order (placed from another tab): that order is the customer's answer.
      const ordered = cartOrderedResponseSchema.safeParse(error.body);
      if (error.code === 'cart_ordered' && ordered.success) {
        forgetForm();
        root.cart.clear();
        return void navigate(localizePath(`/o/${ordered.data.order_id}`, root.locale.locale));
      }
      const changed = cartChangedResponseSchema.safeParse(error.body);
      if (error.code === 'cart_changed' && changed.success) {
        const names = new Map(root.cart.lines.map((line) => [line.item_id, line.names]));
        setPlaceChanges({
          removed: changed.data.removed.map((line) => ({ item_id: line.item_id, names: names.get(line.item_id) ?? null })),
          repriced: changed.data.repriced.map((line) => ({ ...line, names: names.get(line.item_id) ?? null })),
        });
        void root.cart.reopen();
        return setFailure(t('checkout.cartChanged'));
      }
      const fields = Object.entries(error.fieldErrors);
      for (const [name, [message = 'validation.required'] = []] of fields) {
        if (name.startsWith('human_check')) {
          setHumanCheckAsked(true);
          form.setError('human_check.answer', { message: failureKey(error) ?? message });
        } else if (name in values) form.setError(name as keyof CheckoutValues, { message });
      }
      if (fields.length > 0) return;
      const field = fieldOfCode(error.code);
      if (field && error.code) form.setError(field === 'human_check' ? 'human_check.answer' : field, { message: apiErrorKey(error.code) });
      else setFailure(errorText(error, t('checkout.failed')));
    }
  });

  const appliedCoupon = form.watch('coupon_code');
  const currency = preview?.currency ?? root.cart.cart?.currency ?? 'SAR';
  const busy = state !== 'idle' || form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <div className="sf-checkout__layout">
        <form id={formId} className="sf-form sf-checkout" noValidate onSubmit={submit} aria-label={t('screens.checkout')}>
          <CartChangesNotice
            changes={changes ?? placeChanges}
            currency={currency}
            onDismiss={() => (dismissChanges(), setPlaceChanges(null))}
          />
          {draft.type === 'delivery' && <AddressSection />}
          {draft.type === 'curbside' && <VehicleSection />}
          {draft.type === 'dine_in' && <TableSection />}
          {draft.type !== 'dine_in' && <TimeSection />}
          <CouponField
            currency={currency}
            discount={preview ? preview.discount : null}
            message={preview?.coupon_refusal ? apiErrorKey(preview.coupon_refusal) : null}
            checked={checkedCoupon}
            onChecked={setCheckedCoupon}
          />
          <TendersSection preview={preview} />
          <PaymentSection methods={methods} failed={methodsFailure} onRetry={loadMethods} />
          <NoteField label={t('checkout.notes')} error={form.formState.errors.notes?.message} {...form.register('notes')} />
          {humanCheckNeeded && <HumanCheckField challenge={challenge} onNew={newChallenge} />}
        </form>
        <aside className="sf-checkout__summary" aria-label={t('checkout.summary')}>
          <CartReview />
          <TotalsView
            totals={preview}
            currency={currency}
            minimum={preview ? { amount: preview.minimum_order, met: preview.minimum_order_met } : null}
            coupon={checkedCoupon && checkedCoupon.code === appliedCoupon ? checkedCoupon : null}
          />
          {previewFailure && <p role="alert">{previewFailure}</p>}
          {failure && <p role="alert">{failure}</p>}
          {state !== 'idle' && <p role="status">{state === 'redirecting' ? t('checkout.redirecting') : t('checkout.placing')}</p>}
          <button type="submit" form={formId} className="sf-button sf-checkout__place" disabled={busy} aria-disabled={busy}>
            {busy ? t('checkout.placing') : t('checkout.place')}
          </button>
        </aside>
      </div>
    </FormProvider>
  );
});
