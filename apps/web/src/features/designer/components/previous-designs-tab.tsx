import { Trans, useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/use-format';
import { useDesigns } from '../api/get-designs';
import type { ClientDesign } from '../lib/client-design';
import { DESIGNER_TEXTS } from '../lib/designer-texts';
import { useNow } from '../hooks/use-now';
import { DesignPickerGrid } from './design-picker-grid';

/** 'Use previous design': the design history, and a button that puts the picked one on the shirt. */
export function PreviousDesignsTab({ onUse }: { onUse(design: ClientDesign): void }) {
  const { t } = useLingui();
  const { date } = useFormat();
  const designs = useDesigns();
  // One clock for the whole grid: every badge ticks on the same second.
  const now = useNow(1000);
  const [picked, setPicked] = useState<ClientDesign | null>(null);
  const list = designs.data ?? [];
  const stillThere = picked && list.some((d) => d.id === picked.id) ? picked : null;

  if (designs.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          <ImageOff className="size-8" aria-hidden />
          <p>
            <Trans>No saved designs yet. Generate one and it will wait for you here.</Trans>
          </p>
        </div>
      ) : (
        <DesignPickerGrid designs={list} now={now} pickedId={stillThere?.id ?? null} onPick={setPicked} />
      )}
      {stillThere && (
        // Touch screens have no hover: the picked design's title and date are spelled out here.
        <p className="-mt-1 truncate text-center text-sm text-muted-foreground" data-testid="picked-design">
          <span className="font-medium text-foreground">{stillThere.title}</span> ·{' '}
          {date(new Date(stillThere.createdAt * 1000))}
        </p>
      )}
      <Button
        size="lg"
        className="w-full tracking-wide"
        disabled={!stillThere || stillThere.expiryTime * 1000 <= now}
        onClick={() => stillThere && onUse(stillThere)}
      >
        {t(DESIGNER_TEXTS.useSelected)}
      </Button>
    </div>
  );
}
