import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  icon: Icon,
  children,
}: {
  id: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className="mb-4 flex items-center gap-3 text-xl font-bold tracking-tight md:text-2xl">
      <span className="grid size-9 place-items-center rounded-md bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      {children}
    </h2>
  );
}
