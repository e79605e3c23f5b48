import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emailMockupKey } from '../../../modules/mockups/email-mockup';
import { mockupKeys } from '../../../modules/mockups/item-mockup';
import { composedFileKeys, designFileKeys } from '../../../modules/designs/design-files';
import { placedPrintKey } from '../../../modules/orders/prepare-order-files';
import { isPrivateKey } from '../../../ports/blob-store';

// The README's bucket policy is what an operator pastes: a public key it leaves out is an image
// every page shows broken, a private key it lets through is a print file anyone can fetch.

const readme = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../README.md'),
  'utf8',
);

/** The object patterns the README's bucket policy lets anyone read. */
function publicResources(): RegExp[] {
  const json = readme.match(/```json\n(\{[\s\S]*?"s3:GetObject"[\s\S]*?)```/)?.[1];
  if (!json) throw new Error('no bucket policy in the README');
  const policy = JSON.parse(json) as { Statement: { Effect: string; Resource: string | string[] }[] };
  return policy.Statement.filter((s) => s.Effect === 'Allow')
    .flatMap((s) => [s.Resource].flat())
    .map((arn) => arn.replace(/^arn:aws:s3:::prompttee-media\//, ''))
    .map((glob) => new RegExp(`^${glob.split('*').map(escape).join('.*')}$`));
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const token = 'AbCdEfGhIjKlMnOpQrStUvWx';
const mockup = mockupKeys({
  thumbnailKey: designFileKeys(token).thumbnailKey,
  productId: 'classic-tee',
  colorCode: 'BLK',
  side: 'front',
  placement: { x: 0.5, y: 0.4, width: 0.6, rotation: 0 },
});
const publicKeys = [
  designFileKeys(token).thumbnailKey,
  composedFileKeys('f00d').thumbnailKey,
  mockup.fullKey,
  mockup.thumbnailKey,
  emailMockupKey(mockup.fullKey),
];
const privateKeys = [
  designFileKeys(token).printKey,
  composedFileKeys('f00d').printKey,
  placedPrintKey('order-1', 'item-1', 'front'),
  'private/invoices/2026/PT-2026-000001.pdf',
];

describe("the README's bucket policy", () => {
  it('lets anyone read every public file the shop links to', () => {
    const allowed = publicResources();
    for (const key of publicKeys) {
      expect(isPrivateKey(key), key).toBe(false);
      expect(
        allowed.some((pattern) => pattern.test(key)),
        key,
      ).toBe(true);
    }
  });

  it('lets nobody read a print file or an invoice', () => {
    const allowed = publicResources();
    for (const key of privateKeys) {
      expect(isPrivateKey(key), key).toBe(true);
      expect(
        allowed.some((pattern) => pattern.test(key)),
        key,
      ).toBe(false);
    }
  });
});
