// The values the examples in /docs share, so one example request fits the next (the design a
// job made is the design an order prints).

export const EXAMPLE = {
  designId: '0f8e3c1a-5b7d-4c2e-9a6f-3d1b8e7c5a40',
  otherDesignId: '7c2d9e4b-1a3f-4e8d-b5c6-9f0a2b3c4d5e',
  jobId: 'b3a1c9d2-6e4f-4a7b-8c5d-2e1f0a9b8c7d',
  orderId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  displayOrderId: 'PT-7K3M9Q',
  itemId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  addressId: 'e1d2c3b4-a5f6-4e7d-8c9b-0a1f2e3d4c5b',
  customerId: 'u_8QpZkz2mXr4vT1sN',
  alertId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  auditId: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b',
  epochSeconds: 1796647364,
  expiresAtSeconds: 1799239364,
  isoDateTime: '2026-12-07T12:42:44.837Z',
  day: '2026-12-07',
  email: 'kadri@example.com',
  operatorEmail: 'operator@prompttee.example',
  sku: 'CLS-WHT-M',
  productId: 'classic-tee',
  prompt: 'A smiling cactus in sunglasses surfing a wave',
  thumbnailUrl: 'https://shop.example/media/designs/0f8e3c1a-5b7d-4c2e-9a6f-3d1b8e7c5a40/thumbnail.webp',
  printFileUrl: '/v1/designs/0f8e3c1a-5b7d-4c2e-9a6f-3d1b8e7c5a40/print-file',
  mockupUrl: 'https://shop.example/media/mockups/4f1c0a9e2b7d.webp',
  signedUrl: 'https://shop.example/media/print-files/5d4c3b2a/front.png?expires=1796650964&signature=9f2c',
  clientSecret: 'cs_test_a1B2c3D4e5F6_secret_g7H8i9J0',
} as const;
