// The order history's texts of spec section 8, verbatim.
export const ORDER_MESSAGES = {
  ordersBadFormat: 'Failed to load orders due to unexpected data format.',
  ordersFailed: 'Failed to fetch orders. Please try refreshing the page.',
  detailsFailed: 'Failed to load order details. Please try again.',
  itemsBadFormat: 'Invalid format for order items response.',
  addressBadFormat: 'Invalid format for shipping address response.',
  missingOrderInfo: 'Internal error: Could not find required order information.',
  resumeNoSecret: 'Cannot resume payment: client secret is missing.',
  resumeFailed:
    'An error occurred while trying to resume payment. Please check your connection or contact support.',
  noMatches: 'No orders found matching your criteria.',
  noOrders: "You haven't placed any orders yet.",
  noItems: 'No items found for this order.',
  noTracking: 'No Tracking available',
} as const;
