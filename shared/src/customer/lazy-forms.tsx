import { lazy, Suspense } from 'react';
import { LoadingFallback } from '@storefront/shared';
import type { AddressFormProps } from './AddressForm';
import type { VehicleFormProps } from './VehicleForm';

// The forms load with react-hook-form and its zod resolver only when one is shown, never with the
// package's entry that every first visit loads (docs/performance.md).
const LazyAddressForm = lazy(() => import('./AddressForm').then((module) => ({ default: module.AddressForm })));
const LazyVehicleForm = lazy(() => import('./VehicleForm').then((module) => ({ default: module.VehicleForm })));

/** Add or edit an address (see `./AddressForm`). */
export function AddressForm(props: AddressFormProps) {
  return (
    <Suspense fallback={<LoadingFallback what="address form" />}>
      <LazyAddressForm {...props} />
    </Suspense>
  );
}

/** Add or edit a vehicle (see `./VehicleForm`). */
export function VehicleForm(props: VehicleFormProps) {
  return (
    <Suspense fallback={<LoadingFallback what="vehicle form" />}>
      <LazyVehicleForm {...props} />
    </Suspense>
  );
}
