import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <Loader2 role="status" aria-label={label} className={cn('size-6 animate-spin text-primary', className)} />
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
