import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { DESIGNER_TEXTS } from '../lib/designer-texts';
import { useDesignerStore } from '../stores/designer-store';

/**
 * The last GENERATE's designs side by side (four on wide screens, two by two on phones): the
 * first is already on the shirt; pressing another puts that one on instead. All of them are in
 * Design History too.
 */
export function CandidatePicker() {
  const { t } = useLingui();
  const candidates = useDesignerStore((s) => s.candidates);
  const current = useDesignerStore((s) => s.design);
  const applyDesign = useDesignerStore((s) => s.applyDesign);
  if (candidates.length < 2) return null;
  return (
    <section aria-labelledby="candidate-picker-title" className="grid gap-2">
      <h3 id="candidate-picker-title" className="text-sm font-medium">
        {t(DESIGNER_TEXTS.pickCandidate)}
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="candidate-picker">
        {candidates.map((design, i) => {
          const picked = current?.id === design.id;
          const [title, number, count] = [design.title, i + 1, candidates.length];
          return (
            <li key={design.id} className="aspect-[3/4]">
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => applyDesign(design)}
                className={cn(
                  'size-full cursor-pointer overflow-hidden rounded-md border bg-[repeating-conic-gradient(var(--color-muted)_0%_25%,transparent_0%_50%)] bg-[length:16px_16px] shadow-sm transition-shadow hover:shadow-lg',
                  picked && 'ring-4 ring-primary ring-offset-2 ring-offset-card',
                )}
              >
                <img
                  src={design.src}
                  alt={t`${title}, design ${number} of ${count}`}
                  width={384}
                  height={512}
                  decoding="async"
                  className="size-full object-contain"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
