import { makeAutoObservable, reaction } from 'mobx';
import { perRoot, type Address, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { deleteAddress, fetchAddresses } from '@storefront/shared/forms';
import { customerOf, never } from '../../customer-data';

/**
 * The address screen's slice: the saved addresses (unpaged) and the one being edited. The list is the
 * session's too, which keeps the address selected for delivery: every answer and change goes there.
 */
export class AddressesStore {
  readonly list: Resource<Address[], number | null>;
  /** The address being edited (null: none; 'new': a new one). */
  details: Address | 'new' | null = null;

  constructor(private readonly root: RootStore) {
    this.list = new Resource(async (_customer, signal) => (await fetchAddresses(root.api, signal)).data, never);
    makeAutoObservable<AddressesStore, 'root'>(this, { root: false, list: false }, { autoBind: true });
  }

  get addresses(): Address[] {
    return this.list.value ?? [];
  }

  /** Opens the screen, no address being edited: the list read again into the session. Answers the stop. */
  follow(): () => void {
    this.details = null;
    void this.list.visit(customerOf(this.root));
    const intoSession = reaction(
      () => this.list.value,
      (addresses) => addresses && this.root.session.setAddresses(addresses),
    );
    return () => {
      intoSession();
      this.list.cancel();
    };
  }

  edit(details: Address | 'new' | null): void {
    this.details = details;
  }

  private setList(addresses: Address[]): void {
    this.list.set(addresses);
    this.root.session.setAddresses(addresses);
  }

  /** An address the form saved: into the list, and the form closes. */
  saved(address: Address): void {
    this.setList([...this.addresses.filter((candidate) => candidate.id !== address.id), address].sort((a, b) => a.id - b.id));
    this.details = null;
  }

  async remove(id: number): Promise<void> {
    await deleteAddress(this.root.api, id);
    this.setList(this.addresses.filter((address) => address.id !== id));
  }
}

export const addressesOf = perRoot((root) => new AddressesStore(root));
