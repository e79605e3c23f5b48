import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DESIGNER_TEXTS } from '../lib/designer-texts';

/**
 * The designer's 'Error!' banner (spec section 8). It sits above the preview; a phone scrolled
 * down to the shirt would miss it, so a new message brings it into view.
 */
export function DesignerError({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  return (
    <Alert
      ref={ref}
      tone="error"
      title={t(DESIGNER_TEXTS.errorTitle)}
      className="scroll-mt-20"
      action={
        onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )
      }
      data-testid="designer-error"
    >
      {message}
    </Alert>
  );
}
