import { producerProductUid, type ProducerMap } from '@prompttee/catalog';
import { AppError } from '../../errors';
import type { FulfilmentFileType, FulfilmentOrder } from '../../ports/fulfilment';

/** The body of Gelato's POST /v4/orders (https://dashboard.gelato.com/docs/orders/v4/create). */
export type GelatoCreateOrder = {
  orderType: 'order';
  orderReferenceId: string;
  customerReferenceId: string;
  currency: 'EUR';
  items: {
    itemReferenceId: string;
    productUid: string;
    files: { type: FulfilmentFileType; url: string }[];
    quantity: number;
  }[];
  shippingAddress: {
    firstName: string;
    lastName: string;
    companyName?: string;
    addressLine1: string;
    addressLine2?: string;
    city: string;
    state: string;
    postCode: string;
    country: string;
    email: string;
    phone: string;
  };
  metadata: { key: string; value: string }[];
};

/** Our order in Gelato's words; the product UID comes from the catalog's producer map. */
export function gelatoOrderPayload(order: FulfilmentOrder, map: ProducerMap): GelatoCreateOrder {
  const address = order.shippingAddress;
  return {
    orderType: 'order',
    orderReferenceId: order.orderId,
    customerReferenceId: order.customerId,
    currency: 'EUR',
    items: order.items.map((item) => {
      const productUid = producerProductUid(map, item.productId, item.colorCode, item.sizeCode);
      if (!productUid) {
        // Retrying cannot help: the catalog sells a variant the producer map does not know.
        throw new AppError('NOT_CONFIGURED', `No Gelato product for ${item.sku} in producer-map.json`);
      }
      return { itemReferenceId: item.itemId, productUid, files: item.files, quantity: item.quantity };
    }),
    shippingAddress: {
      firstName: address.first_name,
      lastName: address.last_name,
      ...(address.company ? { companyName: address.company } : {}),
      addressLine1: address.address1,
      ...(address.address2 ? { addressLine2: address.address2 } : {}),
      city: address.city,
      state: address.county,
      postCode: address.postcode,
      country: address.country,
      email: order.customerEmail,
      phone: address.phone1,
    },
    metadata: [{ key: 'displayOrderId', value: order.displayOrderId }],
  };
}
