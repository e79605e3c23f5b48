import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

/** Kept so screens can wrap a subtree the same way whatever the tooltip is built on. */
export function TooltipProvider({ children }: { children: ReactNode; delayDuration?: number }) {
  return children;
}

/**
 * A tooltip shown while its trigger is hovered or keyboard-focused, described to screen readers
 * by `aria-describedby`. Plain CSS positioning above the trigger: the designer's short labels
 * need no collision handling, and this keeps a positioning engine (~14 kB) off the designer.
 */
export function Tooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = useId();
  return (
    <span className="group/tooltip relative inline-flex">
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none absolute bottom-full left-1/2 z-50 mb-2 -translate-x-1/2 translate-y-1 rounded-sm bg-foreground px-2 py-1 text-xs font-medium whitespace-nowrap text-background opacity-0 shadow-md transition duration-150 group-focus-within/tooltip:translate-y-0 group-focus-within/tooltip:opacity-100 group-hover/tooltip:translate-y-0 group-hover/tooltip:opacity-100 group-hover/tooltip:delay-200"
      >
        {content}
        <span className="absolute top-full left-1/2 -mt-1 size-2 -translate-x-1/2 rotate-45 bg-foreground" />
      </span>
    </span>
  );
}
