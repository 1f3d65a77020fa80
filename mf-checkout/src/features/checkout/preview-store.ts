import { MENU_UPDATED_EVENT, perRoot, type RootStore } from '@storefront/shared';
import type { CheckoutPreview, CheckoutPreviewBody } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { compareStructural, computed, computedStruct, makeObservable, observableRef, reaction, runInAction } from 'mobx';
import type { UseFormReturn } from 'react-hook-form';
import { fetchPreview } from './checkout-calls';
import { toPreviewBody, type CheckoutValues } from './checkout-form';
import { checkoutOf } from './checkout-store';

/** How long the choices rest before the preview is asked (a few clicks in a row ask once). */
export const PREVIEW_PAUSE_MS = 350;

/**
 * The api's preview of the totals for what the checkout form has chosen so far, with the cart checked again
 * (what it removed or repriced goes to the checkout's `changes`, and the cart is read again).
 */
export class PreviewStore {
  /** This visit's preview (none before the checkout opens): a visit never shows an earlier one's totals. */
  preview: Resource<CheckoutPreview> | null = null;
  private values: CheckoutValues | null = null;
  /** The cart's lines the preview shown was asked for: another cart (a line the restaurant sold out, removed) is priced again. */
  private pricedLines: string | null = null;
  /** How many times the restaurant changed the menu during this visit: each change checks the cart again. */
  private menuChanges = 0;

  constructor(private readonly root: RootStore) {
    makeObservable<PreviewStore, 'values' | 'pricedLines' | 'menuChanges' | 'cartLines'>(this, {
      preview: observableRef,
      values: observableRef,
      pricedLines: observableRef,
      menuChanges: observableRef,
      body: computedStruct,
      cartLines: computed,
      shown: computed,
    });
  }

  /** The cart's lines as the api priced them: what, how many, at what price. */
  private get cartLines(): string {
    return JSON.stringify(this.root.cart.lines.map((line) => [line.item_id, line.quantity, line.total, line.options.map((o) => o.id)]));
  }

  /** The preview's body for what is chosen so far, or null while something it needs is missing (or for a guest). */
  get body(): CheckoutPreviewBody | null {
    const { root, values } = this;
    if (!values || root.session.isGuest) return null;
    return toPreviewBody(values, root.orderDraft.draft, checkoutOf(root).methods.value?.[0]?.code ?? null);
  }

  /** The totals to show: the api's for what is chosen now (the last ones until newer come); none while a choice is missing or after a failure. */
  get shown(): CheckoutPreview | null {
    const { preview } = this;
    if (!preview || !this.body || preview.error !== null || this.pricedLines !== this.cartLines) return null;
    return preview.value;
  }

  /**
   * Follows the form's choices (and the cart's branch: a dine-in session moved by the staff prices the cart
   * again; and the menu: a dish the restaurant sold out meanwhile is found before the customer places) and asks
   * the preview once they rest; a change drops the answer on its way. Answers the stop.
   */
  follow(form: Pick<UseFormReturn<CheckoutValues>, 'getValues' | 'watch'>): () => void {
    const preview = new Resource<CheckoutPreview>((_none, signal) => this.ask(signal));
    // A copy: the form hands out the object it keeps changing.
    const take = () => runInAction(() => (this.values = { ...form.getValues() }));
    runInAction(() => (this.preview = preview));
    take();
    const choices = form.watch(take);
    const menuChanged = this.root.realtime.subscribe(MENU_UPDATED_EVENT, () => runInAction(() => (this.menuChanges += 1)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const asking = reaction(
      () => ({ body: this.body, branch: this.root.cart.cart?.branch_id ?? null, lines: this.cartLines, menu: this.menuChanges }),
      ({ body }) => {
        clearTimeout(timer);
        preview.cancel();
        if (body) timer = setTimeout(() => void preview.visit(undefined), PREVIEW_PAUSE_MS);
      },
      { equals: compareStructural, fireImmediately: true },
    );
    return () => {
      choices.unsubscribe();
      menuChanged();
      asking();
      clearTimeout(timer);
      preview.cancel();
      runInAction(() => this.preview === preview && (this.preview = null));
    };
  }

  private async ask(signal: AbortSignal): Promise<CheckoutPreview> {
    const { body, cartLines } = this;
    if (!body) throw new Error('Nothing to preview.');
    const answer = await fetchPreview(this.root.api, body, signal);
    if (signal.aborted) return answer;
    if (answer.removed.length + answer.repriced.length > 0) checkoutOf(this.root).showChanges(answer);
    // Priced for the cart as it was asked; a cart the check changed is read again, and priced again.
    else runInAction(() => (this.pricedLines = cartLines));
    return answer;
  }
}

export const previewOf = perRoot((root) => new PreviewStore(root));
