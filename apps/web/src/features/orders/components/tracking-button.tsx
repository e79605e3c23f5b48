import { Trans, useLingui } from '@lingui/react/macro';
import { trackingLinkFor, type Order } from '@prompttee/domain';
import { ExternalLink, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { shopConfig } from '@/config/shop-config';
import { cn } from '@/lib/cn';
import { ORDER_MESSAGES } from '../lib/order-messages';

/**
 * Opens the tracking site in a new tab, with the tracking number beside it as text (to copy, or
 * to read out to a carrier); disabled with 'No Tracking available' until shipped.
 */
export function TrackingButton({ order, className }: { order: Order; className?: string }) {
  const { t } = useLingui();
  const link = trackingLinkFor(order, shopConfig.trackingUrl);
  if (!link) {
    return (
      <Button variant="outline" size="sm" disabled className={cn('min-w-32', className)}>
        <Truck className="size-3.5" aria-hidden />
        {t(ORDER_MESSAGES.noTracking)}
      </Button>
    );
  }
  const number = order.display_order_id;
  const trackingNumber = order.tracking_number;
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <Button variant="outline" size="sm" asChild className="min-w-32">
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Track order ${number} (opens in a new tab)`}
        >
          <Truck className="size-3.5" aria-hidden />
          {t`Track Order`}
          <ExternalLink className="size-3 opacity-60" aria-hidden />
        </a>
      </Button>
      <p className="text-xs text-muted-foreground">
        <Trans>
          Tracking number{' '}
          <span data-testid="tracking-number" className="font-mono font-medium text-foreground select-all">
            {trackingNumber}
          </span>
        </Trans>
      </p>
    </div>
  );
}
