import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogPublicDir, type CatalogFile, type ProducerMap } from '../src/index';
import { CURRENCIES, MINOR_UNIT_DIGITS, type Currency } from '@prompttee/domain';
import { mockupUrl, products, shippingRates, type ProductSource } from './catalog-source';
import { productTextsEt } from './catalog-texts-et';
import { moreProductTextsEt } from './catalog-texts-et-more';

const textsEt = { ...productTextsEt, ...moreProductTextsEt };

/** The size's price in `currency`, in major units with the currency's own decimals. */
function priceOf(product: ProductSource, size: string, currency: Currency): number {
  const scale = 10 ** MINOR_UNIT_DIGITS[currency];
  const extra = product.surcharge[size]?.[currency] ?? 0;
  return Math.round((product.prices[currency] + extra) * scale) / scale;
}

/** Expands catalog-source.ts into catalog.json (spec format) and producer-map.json. */
export function buildCatalog(): { catalog: CatalogFile; producerMap: ProducerMap } {
  const catalog: CatalogFile = {
    products: products.map((p) => ({
      product_id: p.product_id,
      name: p.name,
      variants: p.colors.flatMap(([color]) =>
        p.sizes.map(([size]) => ({
          sku: `${p.skuPrefix}-${color}-${size}`,
          price: priceOf(p, size, 'EUR'),
          prices: Object.fromEntries(CURRENCIES.map((c) => [c, priceOf(p, size, c)])),
          // Filled in when the shop uses Stripe prices; the payment adapter charges price_data otherwise.
          stripe_price_id: '',
          attributes: { color, size },
          image_urls: {
            front: mockupUrl(p.product_id, color, 'front'),
            back: mockupUrl(p.product_id, color, 'back'),
            // The smaller areas' close-up pictures.
            ...Object.fromEntries(
              p.printAreas
                .filter((area) => area.id !== 'front' && area.id !== 'back')
                .map((area) => [area.id, mockupUrl(p.product_id, color, area.id)]),
            ),
          },
        })),
      ),
      options: {
        color: p.colors.map(([code, name, hex]) => ({ name, hex, code })),
        size: p.sizes.map(([code, name]) => ({ code, name })),
      },
      safety: p.safety,
      print_areas: p.printAreas.map((area) => ({
        id: area.id,
        name: area.name,
        width_mm: area.mm[0],
        height_mm: area.mm[1],
        price: area.prices.EUR,
        prices: { ...area.prices },
      })),
      ...(textsEt[p.product_id] && { translations: { et: textsEt[p.product_id] } }),
    })),
    shipping: {
      rates: shippingRates.map((rate) => ({ max_weight: rate.maxWeight, prices: rate.prices })),
    },
  };
  const producerMap: ProducerMap = {
    producer: 'gelato',
    products: Object.fromEntries(
      products.map((p) => [
        p.product_id,
        {
          product_uid_template: p.producerUidTemplate,
          colors: Object.fromEntries(p.colors.map(([code, , , producer]) => [code, producer])),
          sizes: Object.fromEntries(p.sizes.map(([code, , producer]) => [code, producer])),
        },
      ]),
    ),
  };
  return { catalog, producerMap };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { catalog, producerMap } = buildCatalog();
  const dir = path.join(catalogPublicDir, 'catalog');
  writeFileSync(path.join(dir, 'catalog.json'), `${JSON.stringify(catalog, null, 2)}\n`);
  writeFileSync(path.join(dir, 'producer-map.json'), `${JSON.stringify(producerMap, null, 2)}\n`);
  console.log(`wrote ${catalog.products.length} products to ${dir}`);
}
