import { pageMeta, type Address, type PageMeta } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { countAddresses, deleteAddress, insertAddress, listAddresses, updateAddress, type AddressFields } from './address-repository';

/** Addresses one customer may keep. */
export const MAX_ADDRESSES = 20;
export const ADDRESS_MESSAGES = { notFound: 'Address not found', tooMany: `At most ${MAX_ADDRESSES} addresses can be saved.` } as const;

/** Whose addresses. */
interface Owner {
  tenantId: number;
  customerId: number;
}

/** One page of the customer's addresses in creation order; `page` null for all of them. */
export const addressPage = async (
  db: Db,
  { tenantId, customerId }: Owner,
  page: { page: number; perPage: number } | null,
): Promise<{ data: Address[]; meta: PageMeta }> => {
  const total = await countAddresses(db, tenantId, customerId);
  if (!page) return { data: await listAddresses(db, tenantId, customerId, null, 0), meta: pageMeta(total, 1, Math.max(1, total)) };
  const data = await listAddresses(db, tenantId, customerId, page.perPage, (page.page - 1) * page.perPage);
  return { data, meta: pageMeta(total, page.page, page.perPage) };
};

/** Saves a new address; the customer's 21st is `addresses_too_many`. */
export const addAddress = async (db: Db, { tenantId, customerId }: Owner, fields: AddressFields, now: Date): Promise<Address> => {
  if ((await countAddresses(db, tenantId, customerId)) >= MAX_ADDRESSES)
    throw new DomainError('addresses_too_many', { message: ADDRESS_MESSAGES.tooMany });
  return insertAddress(db, tenantId, customerId, fields, now);
};

/** Changes one of the customer's addresses; another's is `address_not_found`. */
export const changeAddress = async (db: Db, { tenantId, customerId }: Owner, id: number, fields: AddressFields): Promise<Address> => {
  const address = await updateAddress(db, tenantId, customerId, id, fields);
  if (!address) throw new DomainError('address_not_found');
  return address;
};

/** Deletes one of the customer's addresses; another's is `address_not_found`. */
export const removeAddress = async (db: Db, { tenantId, customerId }: Owner, id: number): Promise<void> => {
  if (!(await deleteAddress(db, tenantId, customerId, id))) throw new DomainError('address_not_found');
};
