import { Trans } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Whether a design was made by the generator: only an upload says otherwise (older designs and
 * answers without a source were all generated).
 */
export const isAiGenerated = (source: unknown) => source !== 'upload';

/** "AI-generated": generated content is marked as such wherever the customer sees it (AI Act art. 50). */
export function AiGeneratedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border bg-card/90 px-1.5 py-0.5 text-[10px] leading-none font-medium text-muted-foreground',
        className,
      )}
      data-testid="ai-generated"
    >
      <Sparkles className="size-2.5" aria-hidden />
      <Trans>AI-generated</Trans>
    </span>
  );
}
