import { perRoot, type RootStore, type Vehicle } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { type VehicleBrand, type VehicleColor } from '@storefront/shared/contracts';
import { deleteVehicle, fetchCatalogues, fetchVehicles } from '@storefront/shared/forms';
import { reaction } from 'mobx';
import { customerOf, never } from '../../customer-data';

type Catalogues = { brands: VehicleBrand[]; colors: VehicleColor[] };

/**
 * My vehicles for pickup from the car. The list is the session's (the checkout offers it too): read
 * again on opening the section, and every change the api accepts goes there.
 */
export class VehiclesStore {
  /** The brands and colours a vehicle is described with. */
  readonly catalogues: Resource<Catalogues>;
  readonly vehicles: Resource<Vehicle[], number | null>;

  constructor(private readonly root: RootStore) {
    this.catalogues = new Resource((_none, signal) => fetchCatalogues(root.api, signal), never);
    this.vehicles = new Resource((_customer, signal) => fetchVehicles(root.api, signal), never);
  }

  /** Opens the section: the catalogues, and the list read again into the session. Answers the stop. */
  follow(): () => void {
    void this.catalogues.load();
    void this.vehicles.visit(customerOf(this.root));
    const intoSession = reaction(
      () => this.vehicles.value,
      (vehicles) => vehicles && this.root.session.setVehicles(vehicles),
    );
    return () => {
      intoSession();
      this.catalogues.cancel();
      this.vehicles.cancel();
    };
  }

  private setList(vehicles: Vehicle[]): void {
    this.vehicles.set(vehicles);
    this.root.session.setVehicles(vehicles);
  }

  /** A vehicle the form saved (new or changed) takes its place in the list. */
  saved(vehicle: Vehicle): void {
    const others = this.root.session.vehicles.filter((candidate) => candidate.id !== vehicle.id);
    this.setList([...others, vehicle].sort((a, b) => a.id - b.id));
  }

  async remove(id: number): Promise<void> {
    await deleteVehicle(this.root.api, id);
    this.setList(this.root.session.vehicles.filter((vehicle) => vehicle.id !== id));
  }
}

export const vehiclesOf = perRoot((root) => new VehiclesStore(root));
