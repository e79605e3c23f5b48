import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DESIGNER_TEXTS } from '../lib/designer-texts';

/** The designer's 'Error!' banner (spec section 8). */
export function DesignerError({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <Alert
      tone="error"
      title={DESIGNER_TEXTS.errorTitle}
      action={
        onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )
      }
      data-testid="designer-error"
    >
      {message}
    </Alert>
  );
}
