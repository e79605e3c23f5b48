import { msg } from '@lingui/core/macro';

// The order history's texts of spec section 8, verbatim in English; translated where shown.
export const ORDER_MESSAGES = {
  ordersBadFormat: msg`Failed to load orders due to unexpected data format.`,
  ordersFailed: msg`Failed to fetch orders. Please try refreshing the page.`,
  detailsFailed: msg`Failed to load order details. Please try again.`,
  itemsBadFormat: msg`Invalid format for order items response.`,
  addressBadFormat: msg`Invalid format for shipping address response.`,
  missingOrderInfo: msg`Internal error: Could not find required order information.`,
  resumeNoSecret: msg`Cannot resume payment: client secret is missing.`,
  resumeFailed: msg`An error occurred while trying to resume payment. Please check your connection or contact support.`,
  noMatches: msg`No orders found matching your criteria.`,
  noOrders: msg`You haven't placed any orders yet.`,
  noItems: msg`No items found for this order.`,
  noTracking: msg`No Tracking available`,
};
