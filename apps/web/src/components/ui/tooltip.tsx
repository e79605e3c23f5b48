import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Kept so screens can wrap a subtree the same way whatever the tooltip is built on. */
export function TooltipProvider({ children }: { children: ReactNode; delayDuration?: number }) {
  return children;
}

const placements = {
  top: 'bottom-full mb-2 translate-y-1',
  bottom: 'top-full mt-2 -translate-y-1',
};
const arrows = { top: 'top-full -mt-1', bottom: 'bottom-full -mb-1' };

/**
 * A tooltip shown while its trigger is hovered or keyboard-focused, described to screen readers
 * by `aria-describedby`. Keyboard focus only (:focus-visible): a tapped trigger keeps focus, and
 * its tooltip would otherwise stay over the neighbouring control; hover only where a pointer
 * can hover (Tailwind's hover variants), so a tap does not leave it open either. Plain CSS positioning above (or below) the trigger: the designer's short
 * labels need no collision handling, and this keeps a positioning engine (~14 kB) off the
 * designer. Escape hides it until the pointer or focus leaves (WCAG 1.4.13, dismissible).
 */
export function Tooltip({
  content,
  children,
  side = 'top',
}: {
  content: ReactNode;
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: keyof typeof placements;
}) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // A hovered tooltip closes on Escape wherever focus is, so the key is heard on the document.
  useEffect(() => {
    if (!hovered) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hovered]);
  return (
    <span
      className="group/tooltip relative inline-flex"
      data-dismissed={dismissed || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={() => setDismissed(false)}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        role="tooltip"
        id={id}
        className={cn(
          'pointer-events-none absolute left-1/2 z-50 -translate-x-1/2 rounded-sm bg-foreground px-2 py-1 text-xs font-medium whitespace-nowrap text-background opacity-0 shadow-md transition duration-150 group-has-[:focus-visible]/tooltip:translate-y-0 group-has-[:focus-visible]/tooltip:opacity-100 group-hover/tooltip:translate-y-0 group-hover/tooltip:opacity-100 group-hover/tooltip:delay-200 group-data-dismissed/tooltip:hidden',
          placements[side],
        )}
      >
        {content}
        <span
          className={cn('absolute left-1/2 size-2 -translate-x-1/2 rotate-45 bg-foreground', arrows[side])}
        />
      </span>
    </span>
  );
}
