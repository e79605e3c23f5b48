import { useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <Loader2
      role="status"
      aria-label={label ?? t`Loading`}
      className={cn('size-6 animate-spin text-primary', className)}
    />
  );
}

export function PageSpinner({ text }: { text?: string }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-8" />
      {text && <p className="text-sm">{text}</p>}
    </div>
  );
}
