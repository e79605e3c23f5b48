import { useLingui } from '@lingui/react/macro';
import { type AdminOrderDetail, PRINT_LOCATIONS } from '@prompttee/domain';
import { useItemNames } from '@/lib/catalog-names';
import { PRINT_AREA_WORDS } from '@/lib/print-area-names';
import { useAdminFormat } from '../lib/format';
import { Section } from './section';

/** The order's lines: the design on each side, what was bought, and the print files. */
export function ItemsSection({ order, items }: Pick<AdminOrderDetail, 'order' | 'items'>) {
  const { t } = useLingui();
  const { money } = useAdminFormat();
  return (
    <Section title={t`Items`} className="lg:col-span-2">
      <ul className="divide-y">
        {items.map((item) => {
          const unitPrice = money(item.unit_price, order.currency);
          const sku = item.sku;
          return (
            <li key={item.item_id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
              {PRINT_LOCATIONS.map(
                (side) =>
                  (item.mockups[side] ?? item.thumbnails[side]) && (
                    <img
                      key={side}
                      src={(item.mockups[side] ?? item.thumbnails[side])!}
                      alt={t`Design on the ${t(PRINT_AREA_WORDS[side])}`}
                      width={56}
                      height={56}
                      className="size-14 rounded-md border bg-muted object-contain"
                    />
                  ),
              )}
              <div className="min-w-0 flex-1 text-sm">
                <ItemNames item={item} unitPrice={unitPrice} />
                <p className="text-xs text-muted-foreground">
                  {t({ comment: 'The stock-keeping unit code of an order line', message: `SKU ${sku}` })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2 text-sm">
                {PRINT_LOCATIONS.map((side) => {
                  const sideName = t(PRINT_AREA_WORDS[side]);
                  return (
                    item.print_files[side] && (
                      <a
                        key={side}
                        href={item.print_files[side]!}
                        target="_blank"
                        rel="noreferrer"
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {t`Print file (${sideName})`}
                      </a>
                    )
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

type Item = AdminOrderDetail['items'][number];

/** What was bought, named in the console's language: the order keeps the English names. */
function ItemNames({ item, unitPrice }: { item: Item; unitPrice: string }) {
  const { t } = useLingui();
  const names = useItemNames({ sku: item.sku, color_code: item.color_code, size_code: item.size_code });
  return (
    <>
      <p className="font-medium">
        {item.quantity} × {names?.product ?? item.product_name}
      </p>
      <p className="text-muted-foreground">
        {names?.color ?? item.color_name} · {names?.size ?? item.size_name} · {t`${unitPrice} each`}
      </p>
    </>
  );
}
