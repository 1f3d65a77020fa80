export { OfferPrice } from './OfferPrice';
export { QuantityStepper } from './QuantityStepper';
