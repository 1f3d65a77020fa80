import { ORDER_PATHS } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

export const fetchOrders = async (api: ApiClient, page: number, usual: boolean, signal?: AbortSignal) =>
  readAnswer(
    'orderListResponseSchema',
    await api.get(ORDER_PATHS.orders, { params: { page, per_page: 10, usual: String(usual) }, signal }),
  );

export type OrderList = Awaited<ReturnType<typeof fetchOrders>>;

export const reorder = async (api: ApiClient, id: number) =>
  (await readAnswer('reorderResponseSchema', await api.post(ORDER_PATHS.reorder(id), {}))).data;
