export * from './address-calls';
export * from './vehicle-calls';
export type { LocationPickerProps } from './AddressForm';
export { AddressForm, VehicleForm } from './lazy-forms';
export { useBuildingTypeName } from './building-type';
