import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  ApiCallError,
  apiErrorKey,
  failureKey,
  localizePath,
  useStores,
  CartChangesNotice,
  useNavigate,
  useLocation,
} from '@storefront/shared';
import { useFormDraft, NoteField } from '@storefront/shared/forms';
import { formResolver } from '@storefront/shared/forms';
import { useCheckoutTexts, useErrorText } from '../../texts';
import { AddressSection } from './AddressSection';
import { CartReview } from './CartReview';
import { checkoutFormKey } from './checkout-draft';
import { APPLE_PAY, checkoutFormSchema, emptyValues, fieldErrorOf, toPlaceBody, type CheckoutValues } from './checkout-form';
import { checkoutOf } from './checkout-store';
import { couponOf } from './coupon-store';
import { CouponField } from './CouponField';
import { useCheckoutHumanCheck } from './human-check';
import { HUMAN_CHECK_ASKED, HumanCheckField } from './HumanCheckField';
import { PaymentSection } from './PaymentSection';
import { placingOf } from './place-order-store';
import { preselectedAddress } from './preselected-address';
import { previewOf } from './preview-store';
import { TableSection } from './TableSection';
import { TendersSection } from './TendersSection';
import { TimeSection } from './TimeSection';
import { TotalsView } from './TotalsView';
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
  const checkout = checkoutOf(root);
  const previewStore = previewOf(root);
  const placing = placingOf(root);
  // Announced for this customer (a new customer, repeated payment failures), or asked by the api after an attempt.
  const [humanCheckAsked, setHumanCheckAsked] = useState(false);
  const humanCheckNeeded = humanCheckAsked || checkout.humanCheckAnnounced;
  const form = useForm<CheckoutValues>({
    resolver: formResolver(checkoutFormSchema(draft.type, humanCheckNeeded)),
    defaultValues: emptyValues(draft),
  });
  const forgetForm = useFormDraft(checkoutFormKey(tenant), form, ['human_check']);
  // A reward's code the page was opened with (`?coupon=`, "Use at checkout" in My rewards) is applied as if typed,
  // after the kept form is restored (the effect above), then taken off the address.
  const { pathname, search } = useLocation();
  const [linkedCoupon] = useState(() => new URLSearchParams(search).get('coupon')?.trim().toUpperCase() ?? '');
  useEffect(() => {
    if (!linkedCoupon) return;
    form.setValue('coupon_input', linkedCoupon);
    form.setValue('coupon_code', linkedCoupon);
    void navigate(pathname, { replace: true });
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedCoupon]);
  const [failure, setFailure] = useState<string | null>(null);
  const { setValue, getValues, setError } = form;
  const formId = useId();

  useEffect(() => checkout.follow(draft.type), [checkout, draft.type]);
  useEffect(() => previewStore.follow(form), [previewStore, form]);
  const methods = checkout.methods.value;
  const methodsFailed = checkout.methods.error !== null && checkout.methods.state !== 'loading';
  const preview = previewStore.shown;
  const previewError = previewStore.preview?.error ?? null;
  // A preview refused for a field's sake (a slot, a coupon, an address...) says so at the field.
  const previewFieldError = fieldErrorOf(previewError);
  const previewFailure = previewError && !previewFieldError ? errorText(previewError, t('checkout.failed')) : null;
  useEffect(() => {
    const fieldError = fieldErrorOf(previewError);
    if (fieldError) setError(fieldError.name, { message: fieldError.message });
  }, [previewError, setError]);

  const { challenge, newChallenge } = useCheckoutHumanCheck(form);
  useEffect(() => {
    if (humanCheckNeeded) newChallenge();
  }, [humanCheckNeeded, newChallenge]);

  // A method kept from an earlier visit that cannot pay this order (card on delivery for a pickup) is chosen again.
  useEffect(() => {
    const chosen = getValues('payment_method');
    if (methods && chosen && chosen !== APPLE_PAY && !methods.some((method) => method.code === chosen)) setValue('payment_method', '');
  }, [methods, getValues, setValue]);

  // The address chosen last (the session's: here, on the menu, or by repeating an order) is the delivery
  // address, also over one kept with the form from an earlier visit: choosing one here selects it too.
  // Without one, the saved address at the place chosen on the menu (a district), or the only one.
  const location = draft.delivery_location;
  useEffect(() => {
    if (draft.type !== 'delivery') return;
    const chosen = preselectedAddress(root.session.addresses, root.session.selectedAddress, location);
    if (chosen && getValues('address_id') !== String(chosen.id)) setValue('address_id', String(chosen.id));
  }, [draft.type, root.session.addresses, root.session.selectedAddress, location, getValues, setValue]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = toPlaceBody(values, draft, root.cart.lines, humanCheckNeeded);
    // Valid, yet not ready to send (the cart is being saved again): said, never a button that does nothing.
    if (!body) return setFailure(t('checkout.failed'));
    try {
      const placed = await placing.place(body);
      if (placed.kind === 'placed') {
        forgetForm();
        return void navigate(localizePath(`/o/${placed.orderId}`, root.locale.locale));
      }
      if (placed.kind === 'cardStep') return void navigate(localizePath(`/o/${placed.orderId}/pay`, root.locale.locale));
      if (placed.kind !== 'cartChanged') return;
      // The answer given stays good (the api remembers it, or never checked it): no new question.
      return setFailure(t('checkout.cartChanged'));
    } catch (error) {
      // No answer (or a server failure): nothing typed is lost, and the same attempt is sent again next time.
      if (!(error instanceof ApiCallError) || error.status === null || error.status >= 500) return setFailure(t('checkout.failed'));
      const fields = Object.entries(error.fieldErrors);
      for (const [name, [message = 'validation.required'] = []] of fields) {
        if (name.startsWith('human_check')) {
          // Only a refused answer (or none, where the risk asks for one) brings a new question.
          if (humanCheckNeeded) newChallenge();
          setHumanCheckAsked(true);
          form.setError('human_check.answer', { message: humanCheckNeeded ? (failureKey(error) ?? message) : HUMAN_CHECK_ASKED });
        } else if (name in values) form.setError(name as keyof CheckoutValues, { message });
      }
      const refusedField = fields.map(([name]) => name).find((name) => name in values);
      if (refusedField) form.setFocus(refusedField as keyof CheckoutValues);
      if (fields.length > 0) return;
      // The refusal is said at its field, which is brought into view and focused: it may be far above the button.
      const fieldError = fieldErrorOf(error);
      if (fieldError) form.setError(fieldError.name, { message: fieldError.message }, { shouldFocus: true });
      else setFailure(errorText(error, t('checkout.failed')));
    }
  });

  const appliedCoupon = form.watch('coupon_code');
  const checkedCoupon = couponOf(root).coupon.value;
  const currency = preview?.currency ?? root.cart.cart?.currency ?? 'SAR';
  const { state } = placing;
  const busy = state !== 'idle' || form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <div className="sf-checkout__layout">
        <form id={formId} className="sf-form sf-checkout" noValidate onSubmit={submit} aria-label={t('screens.checkout')}>
          <CartChangesNotice changes={checkout.changes} currency={currency} onDismiss={checkout.dismissChanges} />
          {draft.type === 'delivery' && <AddressSection />}
          {draft.type === 'curbside' && <VehicleSection />}
          {draft.type === 'dine_in' && <TableSection />}
          {draft.type !== 'dine_in' && <TimeSection />}
          <CouponField
            currency={currency}
            discount={preview ? preview.discount : null}
            message={preview?.coupon_refusal ? apiErrorKey(preview.coupon_refusal) : null}
          />
          <TendersSection preview={preview} methods={methods ?? null} />
          <PaymentSection
            methods={methods}
            failed={methodsFailed ? errorText(checkout.methods.error, t('checkout.failed')) : null}
            onRetry={() => void checkout.methods.reload()}
          />
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
