import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { catalogPrices, catalogProducts, catalogVariants } from '../../db/schema';
import { endOpenSales, saleRows, type SalePeriod } from './catalog-sale-repository';
import { reducedPrices } from './price-history';
import { seedRows } from './catalog-seed';
import type { Catalog } from '@prompttee/domain';

export type CatalogProductRow = typeof catalogProducts.$inferSelect;
export type CatalogVariantRow = typeof catalogVariants.$inferSelect;
export type CatalogPriceRow = typeof catalogPrices.$inferSelect;
export type CatalogState = {
  products: CatalogProductRow[];
  variants: CatalogVariantRow[];
  prices: CatalogPriceRow[];
};

export type ProductChange = {
  available?: boolean | undefined;
  /** Every variant so much cheaper for the period; null ends their sales. */
  sale?: (SalePeriod & { percentOff: number }) | null | undefined;
  colors?: Record<string, boolean> | undefined;
  sizes?: Record<string, boolean> | undefined;
};
export type VariantChange = {
  prices?: Record<string, number> | undefined;
  available?: boolean | undefined;
  sale?: { prices: Record<string, number>; startsAt: Date; endsAt: Date } | null | undefined;
};
type Snapshot = { product: CatalogProductRow; variants: CatalogVariantRow[]; prices: CatalogPriceRow[] };

/** The operator's catalogue (catalog_products, catalog_variants) and its price history (catalog_prices). */
export function createCatalogRepository(db: Db) {
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
  const snapshot = async (tx: Tx | Db, productId: string): Promise<Snapshot | null> => {
    const [product] = await tx.select().from(catalogProducts).where(eq(catalogProducts.productId, productId));
    if (!product) return null;
    const variants = await tx
      .select()
      .from(catalogVariants)
      .where(eq(catalogVariants.productId, productId))
      .orderBy(catalogVariants.position);
    const skus = variants.map((v) => v.sku);
    const prices = skus.length
      ? await tx
          .select()
          .from(catalogPrices)
          .where(inArray(catalogPrices.sku, skus))
          .orderBy(catalogPrices.id)
      : [];
    return { product, variants, prices };
  };

  return {
    /**
     * Adds the file's products and variants the table lacks and refreshes what only the file sets
     * (names, options, pictures); prices and availability already here are the operator's and stay.
     */
    async seed(catalog: Catalog, now: Date): Promise<void> {
      const { products, variants } = seedRows(catalog, now);
      if (products.length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(catalogProducts)
          .values(products)
          .onConflictDoUpdate({
            target: catalogProducts.productId,
            set: { data: sql`excluded.data`, position: sql`excluded.position` },
          });
        await tx
          .insert(catalogVariants)
          .values(variants)
          .onConflictDoUpdate({
            target: catalogVariants.sku,
            set: { data: sql`excluded.data`, position: sql`excluded.position` },
          });
      });
    },

    /** Everything the live catalogue is made from; sales that ended more than 31 days ago are left out. */
    async load(now: Date): Promise<CatalogState> {
      const horizon = new Date(now.getTime() - 31 * 86_400_000);
      const [products, variants, prices] = await Promise.all([
        db.select().from(catalogProducts).orderBy(catalogProducts.position),
        db.select().from(catalogVariants).orderBy(catalogVariants.productId, catalogVariants.position),
        db
          .select()
          .from(catalogPrices)
          .where(or(isNull(catalogPrices.endsAt), gt(catalogPrices.endsAt, horizon)))
          .orderBy(catalogPrices.id),
      ]);
      return { products, variants, prices };
    },

    async variant(sku: string): Promise<CatalogVariantRow | null> {
      const [row] = await db.select().from(catalogVariants).where(eq(catalogVariants.sku, sku));
      return row ?? null;
    },

    /** The product with its variants and price history as the console shows it; null if unknown. */
    product: (productId: string) => snapshot(db, productId),

    /**
     * Turns a product, or its colours and sizes, on or off, and puts every variant on sale (or ends
     * their sales). Answers before and after; null if unknown.
     */
    async updateProduct(productId: string, change: ProductChange, operatorEmail: string, now: Date) {
      return db.transaction(async (tx) => {
        const before = await snapshot(tx, productId);
        if (!before) return null;
        if (change.available !== undefined) {
          await tx
            .update(catalogProducts)
            .set({ available: change.available, updatedAt: now })
            .where(eq(catalogProducts.productId, productId));
        }
        for (const [attribute, flags] of [
          ['color', change.colors],
          ['size', change.sizes],
        ] as const) {
          for (const [code, available] of Object.entries(flags ?? {})) {
            await tx
              .update(catalogVariants)
              .set({ available, updatedAt: now })
              .where(
                and(
                  eq(catalogVariants.productId, productId),
                  sql`${catalogVariants.data} -> 'attributes' ->> ${attribute} = ${code}`,
                ),
              );
          }
        }
        if (change.sale !== undefined) {
          await endOpenSales(
            tx,
            before.variants.map((v) => v.sku),
            now,
          );
          const sale = change.sale;
          const rows = sale
            ? before.variants.flatMap((v) =>
                saleRows(v.sku, reducedPrices(v.prices, sale.percentOff), sale, operatorEmail),
              )
            : [];
          if (rows.length) await tx.insert(catalogPrices).values(rows);
        }
        return { before, after: (await snapshot(tx, productId))! };
      });
    },

    /** A variant's prices, availability and sale. Answers its product before and after; null if unknown. */
    async updateVariant(sku: string, change: VariantChange, operatorEmail: string, now: Date) {
      return db.transaction(async (tx) => {
        const [variant] = await tx
          .select()
          .from(catalogVariants)
          .where(eq(catalogVariants.sku, sku))
          .for('update');
        if (!variant) return null;
        const before = (await snapshot(tx, variant.productId))!;
        const known = new Set(
          before.prices.filter((p) => p.sku === sku && p.kind === 'regular').map((p) => p.currency),
        );
        const history: (typeof catalogPrices.$inferInsert)[] = [];
        for (const [currency, price] of Object.entries(change.prices ?? {})) {
          const old = variant.prices[currency];
          if (old === price) continue;
          // The price it had since it was first sold, kept once the first change makes it history.
          if (!known.has(currency) && old !== undefined) {
            history.push({
              sku,
              currency,
              kind: 'regular',
              price: String(old),
              startsAt: variant.createdAt,
              setBy: null,
            });
          }
          history.push({
            sku,
            currency,
            kind: 'regular',
            price: String(price),
            startsAt: now,
            setBy: operatorEmail,
          });
        }
        if (change.sale !== undefined) {
          await endOpenSales(tx, [sku], now);
          if (change.sale) history.push(...saleRows(sku, change.sale.prices, change.sale, operatorEmail));
        }
        if (history.length) await tx.insert(catalogPrices).values(history);
        await tx
          .update(catalogVariants)
          .set({
            prices: { ...variant.prices, ...change.prices },
            ...(change.available !== undefined && { available: change.available }),
            updatedAt: now,
          })
          .where(eq(catalogVariants.sku, sku));
        return { before, after: (await snapshot(tx, variant.productId))! };
      });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
