import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DESIGN_STYLES, type DesignStyle } from '@prompttee/domain';
import { cn } from '@/lib/cn';

const NAMES: Record<DesignStyle, MessageDescriptor> = {
  sticker: msg({ comment: 'A design style', message: 'Sticker' }),
  badge: msg({ comment: 'A design style', message: 'Badge' }),
  line: msg({ comment: 'A design style', message: 'Line art' }),
  neon: msg({ comment: 'A design style', message: 'Neon' }),
  pixel: msg({ comment: 'A design style', message: 'Pixel art' }),
  synthwave: msg({ comment: 'A design style', message: 'Retro sunset' }),
  grunge: msg({ comment: 'A design style', message: 'Distressed' }),
  kawaii: msg({ comment: 'A design style', message: 'Cute' }),
};

/** A style beside the words, or none (the words and the seed decide); pressing the picked one drops it. */
export function StylePicker({
  value,
  disabled,
  onChange,
}: {
  value: DesignStyle | null;
  disabled: boolean;
  onChange(style: DesignStyle | null): void;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Style`} className="flex flex-wrap gap-1.5">
      {DESIGN_STYLES.map((style) => (
        <button
          key={style}
          type="button"
          aria-pressed={value === style}
          disabled={disabled}
          onClick={() => onChange(value === style ? null : style)}
          className={cn(
            'h-8 cursor-pointer rounded-full border bg-card px-3 text-xs font-medium transition-colors hover:border-primary/60 disabled:cursor-not-allowed disabled:opacity-50',
            value === style && 'border-primary bg-primary text-primary-foreground hover:border-primary',
          )}
        >
          {t(NAMES[style])}
        </button>
      ))}
    </div>
  );
}
