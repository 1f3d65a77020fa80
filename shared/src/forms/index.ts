// `@storefront/shared/forms`: the customer's address and vehicle forms, the human check, the card step and the fields
// and forms of `./parts` (rating, mobile, e-mail, sub-form), which only
// later screens show. Not in the package's main entry (a federation singleton every first visit
// downloads whole): each app that shows one bundles what it uses. These files take the page's stores,
// i18n, api client and errors from `@storefront/shared`, never by a relative path, so the page keeps one
// of each (lint holds them to it).
export * from '../customer';
export * from '../ui/human-check/human-check-calls';
export * from '../ui/human-check/use-human-check';
export * from '../ui/human-check/use-form-human-check';
export * from '../ui/human-check/use-human-check-when-asked';
export * from '../ui/human-check/HumanCheckField';
export * from '../ui/card-payment/CardPaymentForm';
export { applePayAvailable } from '../ui/card-payment/apple-pay-session';
export * from './parts/EmailField';
export * from './parts/MobileField';
export * from './parts/RatingForm';
export * from './parts/StarRating';
export * from './parts/SubForm';
export * from './parts/form-resolver';
export * from './parts/lazy-form-resolver';
export * from './parts/FieldError';
export * from './parts/TextField';
export * from './parts/NoteField';
export * from './parts/SelectField';
export * from './parts/field-errors';
export * from './parts/use-form-draft';
export * from './parts/UntilHydrated';
export * from './parts/lazy-after-first-paint';
