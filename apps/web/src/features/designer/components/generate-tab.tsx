import { Trans, useLingui } from '@lingui/react/macro';
import { DESIGN_PROMPT_MAX, type DesignStyle } from '@prompttee/domain';
import { Sparkles } from 'lucide-react';
import { Suspense, useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Textarea } from '@/components/ui/input';
import { useAuthStore } from '@/stores/auth-store';
import { useQuota } from '../api/get-quota';
import { DESIGNER_TEXTS, PROMPT_FIELD_ID } from '../lib/designer-texts';
import { PROMPT_PROBLEMS, promptProblemOf, type PromptProblem } from '../lib/prompt-problems';
import { useDesignerStore } from '../stores/designer-store';
import { QuotaDisplay } from './quota-display';
import { StylePicker } from './style-picker';
import { LazyCandidatePicker, LazyVerifyEmailNote } from './lazy-parts';

type GenerateTabProps = {
  hasProduct: boolean;
  pending: boolean;
  /** With `basedOn`, the prompt refines that design ('add a crown'). */
  onGenerate(prompt: string, basedOn?: string, style?: DesignStyle): void;
};

/** 'Generate new design': quota, prompt box and the generate button with its three texts. */
export function GenerateTab({ hasProduct, pending, onGenerate }: GenerateTabProps) {
  const { t } = useLingui();
  const quota = useQuota().data ?? null;
  const [prompt, setPrompt] = useState('');
  const [problem, setProblem] = useState<PromptProblem | undefined>();
  const [style, setStyle] = useState<DesignStyle | null>(null);
  // A generated design in the editor can be refined: the prompt then says only what changes.
  const design = useDesignerStore((s) => s.design);
  const choosing = useDesignerStore((s) => s.candidates.length > 1);
  const [refineChosen, setRefineChosen] = useState(false);
  const refining = refineChosen && !!design?.generated;
  const errorId = useId();
  const unverified = useAuthStore((s) => s.user?.emailVerified === false);
  // Fetched while the quota is, so the note shows with it.
  useEffect(() => {
    if (unverified) void LazyVerifyEmailNote.preload().catch(() => {});
  }, [unverified]);
  const exhausted = quota?.remaining === 0;
  // Spec section 5: no product, a running generation or an empty quota disable both.
  const disabled = !hasProduct || pending || exhausted;
  const label = t(
    pending
      ? DESIGNER_TEXTS.generating
      : exhausted
        ? DESIGNER_TEXTS.quotaExhausted
        : refining
          ? DESIGNER_TEXTS.refine
          : DESIGNER_TEXTS.generate,
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled) return;
    // The prompt's schema is the create call's contract, loaded with the quota's long before.
    void import('@prompttee/domain/contracts/designs').then(({ designPromptSchema }) => {
      const parsed = designPromptSchema.safeParse(prompt);
      if (!parsed.success) {
        setProblem(promptProblemOf(parsed.error.issues[0]?.message));
        return;
      }
      setProblem(undefined);
      onGenerate(parsed.data, refining ? design?.id : undefined, style ?? undefined);
    });
  };
  // Ctrl/Cmd+Enter generates from the keyboard without leaving the box.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <div className="grid gap-4">
      <form className="grid gap-4" onSubmit={submit} noValidate>
        {quota && (
          <QuotaDisplay
            quota={quota}
            footer={
              unverified && (
                <Suspense fallback={null}>
                  <LazyVerifyEmailNote exhausted={exhausted} />
                </Suspense>
              )
            }
          />
        )}
        <div className="grid gap-1.5">
          <label htmlFor={PROMPT_FIELD_ID} className="sr-only">
            <Trans>Design description</Trans>
          </label>
          <Textarea
            id={PROMPT_FIELD_ID}
            value={prompt}
            onChange={(event) => {
              setPrompt(event.target.value);
              if (problem) setProblem(undefined);
            }}
            onKeyDown={onKeyDown}
            placeholder={t(DESIGNER_TEXTS.promptPlaceholder)}
            maxLength={DESIGN_PROMPT_MAX}
            rows={4}
            disabled={disabled}
            aria-invalid={!!problem}
            aria-describedby={problem ? errorId : undefined}
            className="min-h-28 resize-y text-base sm:text-sm"
          />
          <FieldError id={errorId}>{problem && t(PROMPT_PROBLEMS[problem])}</FieldError>
        </div>
        {!refining && <StylePicker value={style} disabled={disabled} onChange={setStyle} />}
        {design?.generated && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={refineChosen}
              onChange={(event) => setRefineChosen(event.target.checked)}
              disabled={disabled}
              className="size-4 accent-primary"
            />
            {t(DESIGNER_TEXTS.refineChoice)}
          </label>
        )}
        <Button type="submit" size="lg" disabled={disabled} className="w-full tracking-wide">
          <Sparkles className="size-5" aria-hidden />
          {label}
        </Button>
      </form>
      {choosing && (
        <Suspense fallback={null}>
          <LazyCandidatePicker />
        </Suspense>
      )}
    </div>
  );
}
