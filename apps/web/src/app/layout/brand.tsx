import { Shirt } from 'lucide-react';
import { shopConfig } from '@/config/shop-config';
import { cn } from '@/lib/cn';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-md bg-primary text-primary-foreground shadow-sm',
        className,
      )}
      aria-hidden
    >
      <Shirt className="size-5" />
    </span>
  );
}

export function BrandName({ className }: { className?: string }) {
  return <span className={cn('text-lg font-bold tracking-tight', className)}>{shopConfig.shopName}</span>;
}
