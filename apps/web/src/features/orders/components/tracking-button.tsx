import { trackingLinkFor, type Order } from '@prompttee/domain';
import { ExternalLink, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { shopConfig } from '@/config/shop-config';
import { cn } from '@/lib/cn';
import { ORDER_MESSAGES } from '../lib/order-messages';

/** Opens the tracking site in a new tab; disabled with 'No Tracking available' until shipped. */
export function TrackingButton({ order, className }: { order: Order; className?: string }) {
  const link = trackingLinkFor(order, shopConfig.trackingUrl);
  if (!link) {
    return (
      <Button variant="outline" size="sm" disabled className={cn('min-w-32', className)}>
        <Truck className="size-3.5" aria-hidden />
        {ORDER_MESSAGES.noTracking}
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" asChild className={cn('min-w-32', className)}>
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Track order ${order.display_order_id} (opens in a new tab)`}
      >
        <Truck className="size-3.5" aria-hidden />
        Track Order
        <ExternalLink className="size-3 opacity-60" aria-hidden />
      </a>
    </Button>
  );
}
