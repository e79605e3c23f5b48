import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

/**
 * A line's design named by its title (its prompt, as the designer's list shows it): two shirts
 * 'Custom (Black / L) - front' are told apart by what is printed on them. Nothing for lines saved
 * before titles were kept.
 */
export function DesignTitle({ title, className }: { title: string | undefined; className?: string }) {
  const { t } = useLingui();
  if (!title) return null;
  return (
    <p
      className={cn('line-clamp-2 text-xs break-words text-muted-foreground', className)}
      title={title}
      data-testid="design-title"
    >
      {t({ comment: "A design's title (its prompt) in quotation marks", message: `“${title}”` })}
    </p>
  );
}
