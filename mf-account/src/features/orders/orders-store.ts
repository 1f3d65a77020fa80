import { perRoot, type LocalizedText, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { ORDER_UPDATED_EVENT, SOCKET_CONNECTED_EVENT, orderUpdatedPayloadSchema, type OrderSummary } from '@storefront/shared/contracts';
import { runInAction } from 'mobx';
import { customerOf, never } from '../../customer-data';
import { fetchOrders, reorder, type OrderList } from './order-calls';

/** Which list: my orders, or those that can be ordered again (`usual`). */
type OrdersKey = { customer: number | null; usual: boolean };

const sameSpot = (a: { latitude: number | null; longitude: number | null }, b: { latitude: number; longitude: number }) =>
  a.latitude === b.latitude && a.longitude === b.longitude;

/** My orders, a page at a time and followed live, and ordering one of them again. */
export class OrdersStore {
  readonly orders: Resource<OrderList, OrdersKey>;
  /** The page asked for last: the page shown stays until it comes. */
  private page = 1;

  constructor(private readonly root: RootStore) {
    this.orders = new Resource(({ usual }, signal) => fetchOrders(root.api, this.page, usual, signal), never);
  }

  /**
   * Shows `page` of the list, read again on opening it and whenever one of the customer's orders changes
   * (`order.updated` reaches a customer for their own orders only) or the socket connects (events sent before it
   * connected never came). Answers the stop.
   */
  follow(usual: boolean, page: number): () => void {
    this.page = page;
    void this.orders.visit({ customer: customerOf(this.root), usual });
    const stopEvents = this.root.realtime.subscribe(ORDER_UPDATED_EVENT, (payload) => {
      if (orderUpdatedPayloadSchema.safeParse(payload).success) void this.orders.reload();
    });
    const stopReconnect = this.root.realtime.subscribe(SOCKET_CONNECTED_EVENT, () => void this.orders.reload());
    return () => {
      stopEvents();
      stopReconnect();
      this.orders.cancel();
    };
  }

  /**
   * Orders `order` again: its cart becomes the page's cart and draft (a delivery goes where that order
   * went, so the menu and the checkout keep its zone). Answers the items no longer served, left out.
   */
  async reorder(order: OrderSummary): Promise<LocalizedText[]> {
    const { root } = this;
    const { cart, dropped, delivery } = await reorder(root.api, order.id);
    runInAction(() => {
      root.orderDraft.update({
        cart_id: cart.cart_id,
        type: cart.order_type,
        branch_id: cart.branch_id,
        branch_name: order.branch.names[root.locale.locale],
        branch_names: order.branch.names,
        delivery_location: delivery && {
          latitude: delivery.address.latitude,
          longitude: delivery.address.longitude,
          label: [delivery.address.street_name, delivery.address.building_number].filter(Boolean).join(' '),
          zone: delivery.zone,
        },
      });
      const saved = delivery && root.session.addresses.find((address) => sameSpot(address, delivery.address));
      if (saved) root.session.selectAddress(saved);
      root.cart.cart = cart;
    });
    return dropped.map((line) => line.names);
  }
}

export const ordersOf = perRoot((root) => new OrdersStore(root));
