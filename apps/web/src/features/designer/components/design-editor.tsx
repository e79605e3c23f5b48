import { useLingui } from '@lingui/react/macro';
import type { DesignStyle } from '@prompttee/domain';
import { lazy, Suspense, useState } from 'react';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { withTexts } from '@/i18n/with-texts';
import type { ClientDesign } from '../lib/client-design';
import { DESIGNER_TEXTS } from '../lib/designer-texts';
import { GenerateTab } from './generate-tab';

// Design History is a tab the customer opens: its grid loads then (or as the pointer nears the tab).
const loadHistory = withTexts(['designer-tools'], () => import('./previous-designs-tab'));
const PreviousDesignsTab = lazy(() => loadHistory().then((m) => ({ default: m.PreviousDesignsTab })));
const prefetchHistory = () => void loadHistory().catch(() => {});

type DesignEditorProps = {
  hasProduct: boolean;
  pending: boolean;
  /** With `basedOn`, the prompt refines that design. */
  onGenerate(prompt: string, basedOn?: string, style?: DesignStyle): void;
  onUse(design: ClientDesign): void;
};

/** The editor's two tabs (spec section 2). */
export function DesignEditor({ hasProduct, pending, onGenerate, onUse }: DesignEditorProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'new' | 'previous'>('new');
  return (
    <Card className="p-4 sm:p-5">
      <Tabs value={tab} onValueChange={(value) => setTab(value as 'new' | 'previous')}>
        <TabsList className="mb-4">
          <TabsTrigger value="new" className="px-2 text-[13px] sm:text-sm">
            {t(DESIGNER_TEXTS.generateTab)}
          </TabsTrigger>
          <TabsTrigger
            value="previous"
            className="px-2 text-[13px] sm:text-sm"
            onPointerEnter={prefetchHistory}
            onFocus={prefetchHistory}
          >
            {t(DESIGNER_TEXTS.previousTab)}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="new" className="rounded-sm">
          <GenerateTab hasProduct={hasProduct} pending={pending} onGenerate={onGenerate} />
        </TabsContent>
        <TabsContent value="previous" className="rounded-sm">
          <Suspense fallback={<PageSpinner />}>
            <PreviousDesignsTab onUse={onUse} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </Card>
  );
}
