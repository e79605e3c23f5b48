import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ClientDesign } from '../lib/client-design';
import { ExpiryBadge } from './expiry-badge';

type DesignTileProps = {
  design: ClientDesign;
  now: number;
  picked: boolean;
  highlighted: boolean;
  /** Where the enlarged tile grows from (its grid corner), so it grows into the grid, not out of the card. */
  origin: string;
  onPick(): void;
};

/** One saved design: enlarges with its title on hover or focus, flashes when clicked. */
export function DesignTile({ design, now, picked, highlighted, origin, onPick }: DesignTileProps) {
  return (
    <li className="relative aspect-[3/4]">
      <button
        type="button"
        onClick={onPick}
        aria-pressed={picked}
        aria-label={`${design.title} (${design.description})`}
        title={design.title}
        className={cn(
          'group absolute inset-0 cursor-pointer overflow-hidden rounded-md border bg-[repeating-conic-gradient(var(--color-muted)_0%_25%,transparent_0%_50%)] bg-[length:16px_16px] shadow-sm transition-[transform,box-shadow] duration-200 ease-out',
          'hover:z-20 hover:scale-125 hover:shadow-xl focus-visible:z-20 focus-visible:scale-125 focus-visible:shadow-xl motion-reduce:hover:scale-100',
          origin,
          picked && 'border-primary',
          highlighted && 'ring-4 ring-primary ring-offset-2 ring-offset-card',
        )}
        data-testid="design-tile"
      >
        <img
          src={design.src}
          alt=""
          width={384}
          height={512}
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
        <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-black/75 px-2 py-1.5 text-left text-[10px] leading-tight font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <span className="line-clamp-2">{design.title}</span>
        </span>
        <span className="absolute top-1 left-1 transition-opacity group-hover:opacity-0 group-focus-visible:opacity-0">
          <ExpiryBadge expiryTime={design.expiryTime} now={now} />
        </span>
        {picked && (
          <span className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground shadow">
            <Check className="size-3.5" strokeWidth={3} aria-hidden />
          </span>
        )}
      </button>
    </li>
  );
}
