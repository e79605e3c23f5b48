import { DEFAULT_LOCALE } from '@prompttee/domain';
import { emailShopFromConfig } from '../mail';
import type { UseCaseDeps } from '../use-case-deps';
import { alertEmail } from './alert-email';
import { alertMessage, type AlertKind, type AlertText } from './alert-message';
import type { AlertRow } from './alert-repository';

export type { AlertKind, AlertText };

export type RaiseAlertInput = {
  kind: AlertKind;
  /** Names the occurrence (a session id, an order id, a job id): raising it again changes nothing. */
  ref: string;
  /** What it says, worded in each reader's language; its row also keeps the English. */
  text: AlertText;
  orderId?: string | null;
};

/**
 * Opens an alert for the operators and e-mails each of them, once per occurrence, in the language
 * their account chose (else English). Mail trouble is logged, not thrown: the alert is on the
 * console either way, and the caller's work (a webhook, a job) must not fail because an
 * operator's mailbox did.
 */
export async function raiseAlert(
  deps: Pick<UseCaseDeps, 'alerts' | 'identity' | 'mailer' | 'config' | 'log'>,
  input: RaiseAlertInput,
): Promise<AlertRow | null> {
  const alert = await deps.alerts.raise({
    kind: input.kind,
    ref: input.ref,
    message: alertMessage(input.text, 'en'),
    messageText: input.text,
    orderId: input.orderId ?? null,
  });
  if (!alert) return null;
  deps.log.warn({ alert: { kind: alert.kind, ref: alert.ref, orderId: alert.orderId } }, alert.message);
  const shop = emailShopFromConfig(deps.config);
  for (const to of deps.config.ADMIN_EMAILS) {
    try {
      const locale = (await deps.identity.localeOfEmail(to)) ?? DEFAULT_LOCALE;
      await deps.mailer.send({ to, ...alertEmail(shop, { ...input, ref: alert.ref }, locale) });
    } catch (err) {
      deps.log.error({ err, to }, 'could not e-mail an alert to an operator');
    }
  }
  return alert;
}
