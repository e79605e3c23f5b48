import type { Order } from '@prompttee/domain';
import { OrderItemsList } from './order-items-list';
import { OrderStatusHistory } from './order-status-history';
import { ShippingAddressCard } from './shipping-address-card';

/** What an expanded order shows: where it goes, how far it has come, and what is in it. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <ShippingAddressCard addressId={order.shipping_address_id} />
        <OrderStatusHistory order={order} />
      </div>
      <OrderItemsList orderId={order.order_id} currency={order.currency} />
    </div>
  );
}
