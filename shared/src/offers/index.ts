// The followed offer's pricing in the cart and at checkout: a chunk of its own, loaded by `useOfferPricing`
// once the customer follows an offer, so no first visit downloads it.
export { offerQuoteOf } from './offer-quote-store';
export { OfferLineTotal } from './OfferLineTotal';
export { OfferName, useOfferName } from './offer-name';
