import { emailShopFromConfig, renderEmail } from '../mail';
import type { UseCaseDeps } from '../use-case-deps';
import type { AlertRow } from './alert-repository';

export type AlertKind =
  'producer_refused' | 'duplicate_payment' | 'dead_letter_job' | 'exchange_rate_missing';

export type RaiseAlertInput = {
  kind: AlertKind;
  /** Names the occurrence (a session id, an order id, a job id): raising it again changes nothing. */
  ref: string;
  message: string;
  orderId?: string | null;
};

/**
 * Opens an alert for the operators and e-mails each of them, once per occurrence. Mail trouble is
 * logged, not thrown: the alert is on the console either way, and the caller's work (a webhook, a
 * job) must not fail because an operator's mailbox did.
 */
export async function raiseAlert(
  deps: Pick<UseCaseDeps, 'alerts' | 'mailer' | 'config' | 'log'>,
  input: RaiseAlertInput,
): Promise<AlertRow | null> {
  const alert = await deps.alerts.raise({
    kind: input.kind,
    ref: input.ref,
    message: input.message,
    orderId: input.orderId ?? null,
  });
  if (!alert) return null;
  deps.log.warn({ alert: { kind: alert.kind, ref: alert.ref, orderId: alert.orderId } }, alert.message);
  const shop = emailShopFromConfig(deps.config);
  const email = renderEmail({
    shop,
    title: 'A problem needs your attention',
    intro: [alert.message],
    action: { label: 'Open the operator console', url: `${shop.url}/admin` },
    rows: [
      { label: 'Kind', value: alert.kind },
      { label: 'Reference', value: alert.ref },
    ],
  });
  for (const to of deps.config.ADMIN_EMAILS) {
    try {
      await deps.mailer.send({ to, subject: `[${shop.name}] Alert: ${alert.message}`, ...email });
    } catch (err) {
      deps.log.error({ err, to }, 'could not e-mail an alert to an operator');
    }
  }
  return alert;
}
