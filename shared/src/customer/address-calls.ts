import { parseAnswer, type Address, type ApiClient } from '@storefront/shared';
import {
  ADDRESS_PATHS,
  addressListResponseSchema,
  addressResponseSchema,
  type AddressBody,
  type PageMeta,
} from '@storefront/shared/contracts';

/** The whole list, unpaged (docs/specification.md §9). */
export const fetchAddresses = async (api: ApiClient, signal?: AbortSignal): Promise<{ data: Address[]; meta: PageMeta }> =>
  parseAnswer(addressListResponseSchema, (await api.get(ADDRESS_PATHS.list, { params: { pagination: false }, signal })).data);

export const saveAddress = async (api: ApiClient, id: number | null, body: AddressBody): Promise<Address> =>
  parseAnswer(
    addressResponseSchema,
    (id === null ? await api.post(ADDRESS_PATHS.create, body) : await api.put(ADDRESS_PATHS.update(id), body)).data,
  ).data;

export const deleteAddress = async (api: ApiClient, id: number): Promise<void> => {
  await api.delete(ADDRESS_PATHS.remove(id));
};
