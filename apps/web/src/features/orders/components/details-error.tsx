import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A failed part of an expanded order, with a way to try again. */
export function DetailsError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
      <span>{message}</span>
      <Button variant="ghost" size="sm" onClick={() => void onRetry()}>
        <RotateCw className="size-3.5" aria-hidden /> <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
