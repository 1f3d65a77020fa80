import { makeAutoObservable, runInAction } from 'mobx';
import { ApiCallError, type Address, type ApiClient, type SessionStore } from '@storefront/shared';
import { type PageMeta } from '@storefront/shared/contracts';
import { deleteAddress, fetchAddresses } from '@storefront/shared/forms';

/**
 * The address screen's slice (docs/specification.md §3: addresses, meta, details, loading, error). The list is
 * also handed to the session store, which keeps the selected address.
 */
export class AddressesStore {
  addresses: Address[] = [];
  meta: PageMeta | null = null;
  /** The address being edited (null: none; 'new': a new one). */
  details: Address | 'new' | null = null;
  loading = false;
  /** The api's errors list of the last failed action, or its message. */
  error: string[] | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<AddressesStore, 'api' | 'session'>(this, { api: false, session: false });
  }

  private fail(error: unknown): never {
    runInAction(() => {
      this.error =
        error instanceof ApiCallError
          ? Object.values(error.fieldErrors).flat().length
            ? Object.values(error.fieldErrors).flat()
            : [error.message]
          : ['errors.unexpected'];
    });
    throw error;
  }

  private setList(addresses: Address[]): void {
    this.addresses = addresses;
    this.session.setAddresses(addresses);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data, meta } = await fetchAddresses(this.api);
      runInAction(() => {
        this.setList(data);
        this.meta = meta;
      });
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  edit(details: Address | 'new' | null): void {
    this.details = details;
    this.error = null;
  }

  /** An address the form saved: into the list, and the form closes. */
  saved(address: Address): void {
    this.setList([...this.addresses.filter((candidate) => candidate.id !== address.id), address].sort((a, b) => a.id - b.id));
    this.details = null;
    this.error = null;
  }

  async remove(id: number): Promise<void> {
    try {
      await deleteAddress(this.api, id);
      runInAction(() => this.setList(this.addresses.filter((address) => address.id !== id)));
    } catch (error) {
      this.fail(error);
    }
  }
}
