import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ClientDesign } from '../lib/client-design';
import { HIGHLIGHT_MS, PICKER_PAGE_SIZE } from '../lib/designer-texts';
import { useFlash } from '../hooks/use-flash';
import { DesignTile } from './design-tile';

type DesignPickerGridProps = {
  designs: ClientDesign[];
  now: number;
  pickedId: string | null;
  onPick(design: ClientDesign): void;
};

/** Spec section 2: 6 per page in 3 columns, previous/next and 'Page X of Y', a 1 s highlight on click. */
export function DesignPickerGrid({ designs, now, pickedId, onPick }: DesignPickerGridProps) {
  const { t } = useLingui();
  const [requestedPage, setPage] = useState(0);
  const [highlighted, flash] = useFlash<string>(HIGHLIGHT_MS);
  const pages = Math.max(1, Math.ceil(designs.length / PICKER_PAGE_SIZE));
  // A list that shrank (designs expired) never leaves the customer on a page past the end.
  const page = Math.min(requestedPage, pages - 1);
  const shown = designs.slice(page * PICKER_PAGE_SIZE, (page + 1) * PICKER_PAGE_SIZE);
  const shownPage = page + 1;

  return (
    <div className="grid gap-3">
      <ul className="grid grid-cols-3 gap-3 p-1" aria-label={t`Your designs`}>
        {shown.map((design) => (
          <DesignTile
            key={design.id}
            design={design}
            now={now}
            picked={design.id === pickedId}
            highlighted={design.id === highlighted}
            onPick={() => {
              flash(design.id);
              onPick(design);
            }}
          />
        ))}
      </ul>
      <nav className="flex items-center justify-between gap-2" aria-label={t`Design pages`}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setPage(page - 1)}
          disabled={page === 0}
          aria-label={t`Previous page`}
        >
          <ChevronLeft className="size-4" aria-hidden />
          <span className="hidden sm:inline">
            <Trans comment="Goes to the previous page of saved designs">Previous</Trans>
          </span>
        </Button>
        <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          <Trans>
            Page {shownPage} of {pages}
          </Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setPage(page + 1)}
          disabled={page >= pages - 1}
          aria-label={t`Next page`}
        >
          <span className="hidden sm:inline">
            <Trans comment="Goes to the next page of saved designs">Next</Trans>
          </span>
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </nav>
    </div>
  );
}
