import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  isCurrency,
  toMinorUnits,
  type OperatorTextCode,
  type OperatorTextOnTheWire,
  type OperatorTextValues,
} from '@prompttee/domain';
import { orderStatusText } from '@/i18n/order-status-texts';
import { useAdminFormat, type AdminFormat } from './format';

type Words = {
  [Code in OperatorTextCode]: (values: OperatorTextValues[Code], i18n: I18n, format: AdminFormat) => string;
};

/** '11.4000' as the page writes decimals, keeping the digits the rate was entered with. */
function rateIn(rate: string, format: AdminFormat): string {
  const digits = rate.split('.')[1]?.length ?? 0;
  const number = Number(rate);
  if (!Number.isFinite(number)) return rate;
  return new Intl.NumberFormat(format.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(number);
}

/** A catalogue price as sent (24.99 EUR), as the page writes money. */
function priceIn(price: number, currency: string, format: AdminFormat): string {
  return isCurrency(currency)
    ? format.money(toMinorUnits(price, currency), currency)
    : `${price} ${currency}`;
}

function productChanges(
  values: OperatorTextValues['catalog_product_changed'],
  i18n: I18n,
  format: AdminFormat,
) {
  const parts: string[] = [];
  if (values.available !== undefined)
    parts.push(values.available ? i18n._(msg`turned on`) : i18n._(msg`turned off`));
  for (const [code, on] of Object.entries(values.colors ?? {}))
    parts.push(on ? i18n._(msg`colour ${code} on`) : i18n._(msg`colour ${code} off`));
  for (const [code, on] of Object.entries(values.sizes ?? {}))
    parts.push(on ? i18n._(msg`size ${code} on`) : i18n._(msg`size ${code} off`));
  if (values.sale_percent_off !== undefined && values.sale_starts_at && values.sale_ends_at) {
    const percent = values.sale_percent_off;
    const from = format.dateTime(values.sale_starts_at);
    const to = format.dateTime(values.sale_ends_at);
    parts.push(i18n._(msg`${percent} % off from ${from} to ${to}`));
  }
  if (values.sales_ended) parts.push(i18n._(msg`sales ended`));
  return parts.join(', ');
}

function variantChanges(
  values: OperatorTextValues['catalog_variant_changed'],
  i18n: I18n,
  format: AdminFormat,
) {
  const parts: string[] = [];
  if (values.prices) {
    const prices = Object.entries(values.prices)
      .map(([currency, price]) => priceIn(price, currency, format))
      .join(', ');
    parts.push(i18n._(msg`prices ${prices}`));
  }
  if (values.available !== undefined)
    parts.push(values.available ? i18n._(msg`available again`) : i18n._(msg`sold out`));
  if (values.sale_starts_at && values.sale_ends_at) {
    const from = format.dateTime(values.sale_starts_at);
    const to = format.dateTime(values.sale_ends_at);
    parts.push(i18n._(msg`sale from ${from} to ${to}`));
  }
  if (values.sale_ended) parts.push(i18n._(msg`sale ended`));
  return parts.join('; ');
}

// Each code's words; the English is the server's sentence, money and days as the page writes them.
const WORDS: Words = {
  account_disabled: (_, i18n) => i18n._(msg`Account disabled; its sessions ended.`),
  account_enabled: (_, i18n) => i18n._(msg`Account enabled.`),
  designs_granted: ({ units, total }, i18n) =>
    i18n._(
      msg`${plural(units, {
        one: `Granted # more design this month (${total} in all).`,
        other: `Granted # more designs this month (${total} in all).`,
      })}`,
    ),
  order_refunded: ({ amount: minor, currency, producer_order_id }, i18n, format) => {
    const amount = format.money(minor, currency);
    const done = i18n._(msg`Order canceled and ${amount} refunded.`);
    if (!producer_order_id) return done;
    const producerOrder = producer_order_id;
    return `${done} ${i18n._(msg`The producer already has it (${producerOrder}): cancel it there too.`)}`;
  },
  order_refund_logged: ({ amount: minor, currency, reason }, i18n, format) => {
    const amount = format.money(minor, currency);
    return i18n._(msg`Canceled and refunded ${amount}: ${reason}`);
  },
  order_already_refunded: (_, i18n) => i18n._(msg`This order was already canceled and refunded.`),
  claim_refunded: ({ amount: minor, currency, status: code }, i18n, format) => {
    const amount = format.money(minor, currency);
    const status = orderStatusText(i18n, code);
    return i18n._(
      msg`Refunded ${amount} for the defect claim; the order stays ${status} and a credit note is issued.`,
    );
  },
  claim_refund_logged: ({ amount: minor, currency, reason }, i18n, format) => {
    const amount = format.money(minor, currency);
    return i18n._(msg`Defect claim: refunded ${amount}: ${reason}`);
  },
  replacement_placed: ({ replacement }, i18n) =>
    i18n._(msg`Replacement order ${replacement} placed at no charge; it goes to the producer now.`),
  replacement_logged: ({ replacement, reason }, i18n) =>
    i18n._(msg`Defect claim: replacement order ${replacement} at no charge: ${reason}`),
  claim_already_settled: ({ settlement, replacement }, i18n) =>
    settlement === 'refund' || !replacement
      ? i18n._(msg`This claim was already settled by a refund.`)
      : i18n._(msg`This claim was already settled by the replacement order ${replacement}.`),
  note_added: (_, i18n) => i18n._(msg`Note added.`),
  alert_resolved: (_, i18n) => i18n._(msg`Alert resolved.`),
  sent_to_producer: ({ producer_order_id }, i18n) => {
    if (!producer_order_id) return i18n._(msg`Sent to the producer.`);
    const producerOrder = producer_order_id;
    return i18n._(msg`Sent to the producer: ${producerOrder}.`);
  },
  producer_has_order: (_, i18n) => i18n._(msg`The producer already has this order.`),
  design_removed: ({ files_kept, prompt }, i18n) => {
    const removed = files_kept
      ? i18n._(msg`Design removed; its print files stay for the orders that need them.`)
      : i18n._(msg`Design removed.`);
    return prompt === undefined ? removed : `${removed} ${i18n._(msg`Prompt: “${prompt}”`)}`;
  },
  exchange_rates_set: ({ day: isoDay, rates: enteredRates }, i18n, format) => {
    // A YYYY-MM-DD day parses as midnight UTC.
    const day = format.dateUtc(new Date(isoDay));
    const rates = Object.entries(enteredRates)
      .map(([currency, entered]) => {
        const rate = rateIn(entered, format);
        return i18n._(
          msg({ comment: 'An exchange rate: 1 EUR = 11.4000 SEK', message: `1 EUR = ${rate} ${currency}` }),
        );
      })
      .join(', ');
    return i18n._(msg`Exchange rates of ${day}: ${rates}`);
  },
  catalog_product_changed: (values, i18n, format) => {
    const { product } = values;
    const changes = productChanges(values, i18n, format);
    return i18n._(msg`Catalogue: ${product} ${changes}`);
  },
  catalog_variant_changed: (values, i18n, format) => {
    const { sku } = values;
    const changes = variantChanges(values, i18n, format);
    return i18n._(msg`Catalogue: ${sku} ${changes}`);
  },
};

const isKnown = (code: string): code is OperatorTextCode => Object.hasOwn(WORDS, code);

/** An operator text in the page's language; undefined for a code this console does not know. */
export function operatorTextWords(
  text: OperatorTextOnTheWire | null | undefined,
  i18n: I18n,
  format: AdminFormat,
): string | undefined {
  if (!text || !isKnown(text.code)) return undefined;
  const words = WORDS[text.code] as (values: unknown, i18n: I18n, format: AdminFormat) => string;
  return words(text.values, i18n, format);
}

/**
 * What an action did or an audit entry says, in the page's language: from its code where the
 * console knows it, else the server's English sentence (an entry logged before codes, a newer
 * server's code).
 */
export function useOperatorText() {
  const { i18n } = useLingui();
  const format = useAdminFormat();
  return (text: OperatorTextOnTheWire | null | undefined, english: string) =>
    operatorTextWords(text, i18n, format) ?? english;
}
