// Test data the web tests share; each factory takes the fields a test cares about as a patch.
import { DEFAULT_PLACEMENT, type CartItem, type ShippingAddress } from '@prompttee/domain';
import type { LegalFacts } from '@/features/support/content/legal-facts';
import type { IdentityUser } from '@/stores/auth-store';

/** One white M classic tee with a front design, €24.99, quantity 1. */
export const cartLine = (patch: Partial<CartItem> = {}): CartItem => ({
  id: 'TEE-WHI-M-1',
  price: 24.99,
  quantity: 1,
  name: 'Custom (White / M) - front',
  productId: 'classic-tee',
  sku: 'TEE-WHI-M',
  sizeCode: 'M',
  sizeName: 'Medium',
  colorCode: 'WHI',
  colorName: 'White',
  colorHex: '#FFFFFF',
  image: '/img/front.webp',
  designId: '0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10',
  designSrc: '/media/d.webp',
  printLocation: 'front',
  placement: { ...DEFAULT_PLACEMENT },
  stripePriceId: '',
  ...patch,
});

/** mari@example.com, verified, with no name, photo or linked providers. */
export const identityUser = (patch: Partial<IdentityUser> = {}): IdentityUser => ({
  uid: 'u1',
  email: 'mari@example.com',
  emailVerified: true,
  displayName: null,
  photoURL: null,
  phoneNumber: null,
  isAnonymous: false,
  tenantId: null,
  providerData: [],
  metadata: { creationTime: null, lastSignInTime: null },
  ...patch,
});

/** An Estonian address in Tallinn; pass the id (address_id and id are the same) and any changes. */
export const shippingAddress = (id: string, patch: Partial<ShippingAddress> = {}): ShippingAddress => ({
  address_id: id,
  id,
  first_name: 'Mari',
  last_name: 'Tamm',
  company: null,
  vat_number: null,
  address1: 'Narva mnt 5',
  address2: null,
  city: 'Tallinn',
  county: 'Harju',
  postcode: '10117',
  country: 'EE',
  phone1: '+37251234567',
  ...patch,
});

/** The seller's facts the legal texts are written with, as a shop would configure them. */
export const legalFacts: LegalFacts = {
  shopName: 'PromptTee',
  companyName: 'Prompt Tee OÜ',
  companyRegistryCode: '16123456',
  companyAddress: 'Narva mnt 5, 10117 Tallinn, Estonia',
  companyVat: 'EE102345678',
  supportEmail: 'support@prompttee.example',
  partnerEmail: 'hello@prompttee.example',
  websiteUrl: 'https://prompttee.example',
};
