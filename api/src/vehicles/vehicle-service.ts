import { VALIDATION, type Vehicle, type VehicleBrand, type VehicleColor } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import {
  countVehicles,
  deleteVehicle,
  insertVehicle,
  listBrands,
  listColors,
  listVehicles,
  updateVehicle,
  type VehicleFields,
} from './vehicle-repository';

export const MAX_VEHICLES = 10;
export const VEHICLE_MESSAGES = {
  notFound: 'Vehicle not found',
  unknownCatalogue: 'Choose a brand and a colour from the lists.',
  tooMany: `At most ${MAX_VEHICLES} vehicles can be saved.`,
} as const;

/** Whose vehicles. */
interface Owner {
  tenantId: number;
  customerId: number;
}

const unknownCatalogue = () =>
  new DomainError('vehicle_catalogue_unknown', { errors: { brand_id: [VALIDATION.choose], color_id: [VALIDATION.choose] } });

/** The catalogue of brands. */
export const vehicleBrands = (db: Db): Promise<VehicleBrand[]> => listBrands(db);

/** The catalogue of colours. */
export const vehicleColors = (db: Db): Promise<VehicleColor[]> => listColors(db);

/** The customer's vehicles. */
export const customerVehicles = (db: Db, { tenantId, customerId }: Owner): Promise<Vehicle[]> => listVehicles(db, tenantId, customerId);

/** Saves a new vehicle; the 11th is `vehicles_too_many`, a brand or colour not in the catalogues `vehicle_catalogue_unknown`. */
export const addVehicle = async (db: Db, { tenantId, customerId }: Owner, fields: VehicleFields, now: Date): Promise<Vehicle> => {
  if ((await countVehicles(db, tenantId, customerId)) >= MAX_VEHICLES)
    throw new DomainError('vehicles_too_many', { message: VEHICLE_MESSAGES.tooMany });
  const vehicle = await insertVehicle(db, tenantId, customerId, fields, now);
  if (!vehicle) throw unknownCatalogue();
  return vehicle;
};

/** Changes one of the customer's vehicles; another's is `vehicle_not_found`. */
export const changeVehicle = async (db: Db, { tenantId, customerId }: Owner, id: number, fields: VehicleFields): Promise<Vehicle> => {
  const vehicle = await updateVehicle(db, tenantId, customerId, id, fields);
  if (vehicle === 'unknown') throw unknownCatalogue();
  if (!vehicle) throw new DomainError('vehicle_not_found');
  return vehicle;
};

/** Deletes one of the customer's vehicles; another's is `vehicle_not_found`. */
export const removeVehicle = async (db: Db, { tenantId, customerId }: Owner, id: number): Promise<void> => {
  if (!(await deleteVehicle(db, tenantId, customerId, id))) throw new DomainError('vehicle_not_found');
};
