import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ClientDesign } from '../lib/client-design';
import { DESIGNER_TEXTS } from '../lib/designer-texts';
import { GenerateTab } from './generate-tab';
import { PreviousDesignsTab } from './previous-designs-tab';

type DesignEditorProps = {
  hasProduct: boolean;
  pending: boolean;
  /** With `basedOn`, the prompt refines that design. */
  onGenerate(prompt: string, basedOn?: string): void;
  onUse(design: ClientDesign): void;
};

/** The editor's two tabs (spec section 2). */
export function DesignEditor({ hasProduct, pending, onGenerate, onUse }: DesignEditorProps) {
  const [tab, setTab] = useState<'new' | 'previous'>('new');
  return (
    <Card className="p-4 sm:p-5">
      <Tabs value={tab} onValueChange={(value) => setTab(value as 'new' | 'previous')}>
        <TabsList className="mb-4">
          <TabsTrigger value="new" className="px-2 text-[13px] sm:text-sm">
            {DESIGNER_TEXTS.generateTab}
          </TabsTrigger>
          <TabsTrigger value="previous" className="px-2 text-[13px] sm:text-sm">
            {DESIGNER_TEXTS.previousTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="new" className="rounded-sm">
          <GenerateTab hasProduct={hasProduct} pending={pending} onGenerate={onGenerate} />
        </TabsContent>
        <TabsContent value="previous" className="rounded-sm">
          <PreviousDesignsTab onUse={onUse} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
