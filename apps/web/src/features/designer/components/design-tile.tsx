import { AiGeneratedBadge } from '@/components/ai-generated-badge';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';
import type { ClientDesign } from '../lib/client-design';
import { ExpiryBadge } from './expiry-badge';

type DesignTileProps = {
  design: ClientDesign;
  now: number;
  picked: boolean;
  highlighted: boolean;
  onPick(): void;
};

/**
 * One saved design, named by its picture's text (the prompt), its date and its countdown, as
 * shown. The picture enlarges inside its tile with its title on hover or focus, and
 * the tile flashes when clicked. The flash is the only mark of the pick, clearing after 1 s as
 * the spec says; the pick itself stays (aria-pressed, and its title under the grid).
 */
export function DesignTile({ design, now, picked, highlighted, onPick }: DesignTileProps) {
  const { date } = useFormat();
  return (
    <li className="relative aspect-[3/4]">
      <button
        type="button"
        onClick={onPick}
        aria-pressed={picked}
        title={design.title}
        className={cn(
          'group absolute inset-0 cursor-pointer overflow-hidden rounded-md border bg-[repeating-conic-gradient(var(--color-muted)_0%_25%,transparent_0%_50%)] bg-[length:16px_16px] shadow-sm transition-shadow duration-200 ease-out hover:shadow-lg',
          highlighted && 'ring-4 ring-primary ring-offset-2 ring-offset-card',
        )}
        data-testid="design-tile"
      >
        <img
          src={design.src}
          alt={design.title}
          width={384}
          height={512}
          loading="lazy"
          decoding="async"
          className="size-full object-contain transition-transform duration-200 ease-out group-hover:scale-125 group-focus-visible:scale-125 motion-reduce:group-hover:scale-100 motion-reduce:group-focus-visible:scale-100"
        />
        <span className="sr-only"> ({date(new Date(design.createdAt * 1000))})</span>
        <span
          aria-hidden
          className="pointer-events-none absolute inset-x-0 bottom-0 bg-black/75 px-2 py-1.5 text-left text-[10px] leading-tight font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <span className="line-clamp-2">{design.title}</span>
        </span>
        {/* One row that wraps: in a narrow tile the mark moves under the countdown, never over it. */}
        <span
          className="pointer-events-none absolute inset-x-1 top-1 flex flex-wrap items-start justify-between gap-1 transition-opacity group-hover:opacity-0 group-focus-visible:opacity-0"
          data-testid="design-tile-badges"
        >
          <ExpiryBadge expiryTime={design.expiryTime} now={now} />
          {design.generated && <AiGeneratedBadge />}
        </span>
      </button>
    </li>
  );
}
