import { formatDateUtc, type Locale } from '@prompttee/domain';
import { translateError } from '../../i18n/errors/translate-error';
import type { AlertRow } from './alert-repository';
import { ALERT_CATALOGUES, alertTexts } from './alert-texts';

export type AlertKind =
  'producer_refused' | 'duplicate_payment' | 'dead_letter_job' | 'exchange_rate_missing';

/** What an alert says, as a key of the alert catalogue and its values (a day as YYYY-MM-DD). */
export type AlertText =
  | { key: 'producerRefused'; values: { order: string; reason: string } }
  | { key: 'producerGaveUp'; values: { order: string; attempts: number; reason: string } }
  | { key: 'jobGaveUp'; values: { job: string; attempts: number; reason: string } }
  | { key: 'duplicateRefunded' | 'duplicateNotRefunded'; values: { session: string } }
  | { key: 'exchangeRateMissing'; values: { currency: string; day: string; order: string } };

const MESSAGE_KEYS: ReadonlySet<string> = new Set<AlertText['key']>([
  'producerRefused',
  'producerGaveUp',
  'jobGaveUp',
  'duplicateRefunded',
  'duplicateNotRefunded',
  'exchangeRateMissing',
]);

/**
 * An alert's words in `locale`. A reason is an error's message (the producer's, a job's), worded
 * as the errors catalogue words it where it knows it; a day as the language writes days.
 */
export function alertMessage(text: AlertText, locale: Locale): string {
  const values: Record<string, string | number> = { ...text.values };
  if ('reason' in text.values) values.reason = translateError(text.values.reason, locale);
  if ('day' in text.values) values.day = formatDateUtc(`${text.values.day}T00:00:00Z`, locale);
  return alertTexts(locale)(text.key, values);
}

const isAlertText = (text: AlertRow['messageText']): text is AlertText =>
  !!text && MESSAGE_KEYS.has(text.key) && text.key in ALERT_CATALOGUES.en;

/** A stored alert in `locale`: from its key where it has one, else in the English it was raised in. */
export const storedAlertMessage = (row: Pick<AlertRow, 'message' | 'messageText'>, locale: Locale) =>
  isAlertText(row.messageText) ? alertMessage(row.messageText, locale) : row.message;
