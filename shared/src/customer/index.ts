export * from './address-calls';
export * from './vehicle-calls';
export { AddressForm, type LocationPickerProps } from './AddressForm';
export { VehicleForm } from './VehicleForm';
