import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { openApiFile } from '@/lib/api-file';
import { cn } from '@/lib/cn';

type Props = {
  /** The PDF's /v1 path. */
  path: string;
  label: string;
  /** What a screen reader hears: which order's document. */
  accessibleName: string;
  className?: string;
};

/** Opens an invoice or credit note PDF (its owner's or an operator's, so fetched with the token) in a new tab. */
export function DocumentButton({ path, label, accessibleName, className }: Props) {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const { t } = useLingui();
  const open = () => {
    setState('opening');
    openApiFile(path).then(
      () => setState('idle'),
      (err: unknown) => {
        console.error('Opening the document failed', err);
        setState('failed');
      },
    );
  };
  return (
    <span className={cn('inline-flex flex-col gap-0.5', className)}>
      <Button
        variant="outline"
        size="sm"
        onClick={open}
        disabled={state === 'opening'}
        aria-label={t`${accessibleName} (opens in a new tab)`}
      >
        <FileText className="size-3.5" aria-hidden />
        {label}
      </Button>
      {state === 'failed' && (
        <span role="alert" className="text-xs text-destructive">
          <Trans>Could not open it. Please try again.</Trans>
        </span>
      )}
    </span>
  );
}
