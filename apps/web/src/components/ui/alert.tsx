import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  error: { box: 'border-destructive/40 bg-destructive/10 text-destructive', icon: AlertCircle },
  success: { box: 'border-success/40 bg-success/10 text-success', icon: CheckCircle2 },
  info: { box: 'border-primary/30 bg-accent text-accent-foreground', icon: Info },
};

/** A titled message box; `role="alert"` so screen readers announce errors as they appear. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & {
  tone?: keyof typeof tones;
  title?: ReactNode;
  action?: ReactNode;
}) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-md border p-4 text-sm', box, className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-foreground/80">{children}</div>}
      </div>
      {action}
    </div>
  );
}
