import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { LegalDocumentEntry } from '../content';
import { useLegalDocument } from '../hooks/use-legal-document';
import { LegalDocumentView } from './legal-document-view';

const bar = 'rounded bg-muted animate-pulse motion-reduce:animate-none';

/**
 * An opened document of the Legal accordion: its full text once loaded, meanwhile a placeholder
 * of the same opening lines (date, first paragraph) in a panel of fixed height.
 */
export function LegalDocumentPanel({ entry, scrollTo }: { entry: LegalDocumentEntry; scrollTo?: string }) {
  const { t } = useLingui();
  const { document, failed, retry } = useLegalDocument(entry);
  const loadedLater = useRef(document === null);

  // A deep link into the document (/support#terms-withdrawal) scrolls there once the text is in.
  useEffect(() => {
    if (!document || !scrollTo || !loadedLater.current) return;
    window.document.getElementById(scrollTo)?.scrollIntoView({ block: 'start' });
    // Once: the same text worded anew in another language stays where the reader is.
    loadedLater.current = false;
  }, [document, scrollTo]);

  const title = t(entry.title);
  if (document) return <LegalDocumentView document={document} />;
  if (failed) {
    return (
      <p role="alert" className="min-h-40 text-[0.9375rem] text-foreground/85">
        {t`This document could not be loaded.`}{' '}
        <Button variant="link" className="h-auto p-0" onClick={retry}>
          {t`Try again`}
        </Button>
      </p>
    );
  }
  return (
    <div role="status" aria-label={t`Loading ${title}`} className="min-h-40 space-y-4">
      <div className={`h-6 w-56 rounded-full ${bar}`} />
      <div className="space-y-2.5">
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-11/12 ${bar}`} />
        <div className={`h-4 w-4/5 ${bar}`} />
      </div>
    </div>
  );
}
