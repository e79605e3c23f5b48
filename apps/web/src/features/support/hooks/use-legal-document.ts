import { useEffect, useState } from 'react';
import type { LegalDocument, LegalDocumentEntry } from '../content';
import { legalFactsFromConfig } from '../lib/legal-facts';

// Each document loads once per page load: opened again, it shows at once.
const loading = new Map<string, Promise<LegalDocument>>();
const loaded = new Map<string, LegalDocument>();

/** Starts loading a document's full text, if it is not loading already (also on intent to open). */
export function loadLegalDocument(entry: LegalDocumentEntry): Promise<LegalDocument> {
  let pending = loading.get(entry.id);
  if (!pending) {
    pending = entry.load(legalFactsFromConfig()).then((document) => {
      loaded.set(entry.id, document);
      return document;
    });
    // A failed load (offline, a deploy replaced the chunks) is tried again next time.
    pending.catch(() => loading.delete(entry.id));
    loading.set(entry.id, pending);
  }
  return pending;
}

type LoadState = { document: LegalDocument | null; failed: boolean };

/** The full text of an opened document: null while it loads, or when it failed (`retry`). */
export function useLegalDocument(entry: LegalDocumentEntry) {
  const [state, setState] = useState<LoadState>(() => ({
    document: loaded.get(entry.id) ?? null,
    failed: false,
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(entry.id)) return;
    let live = true;
    loadLegalDocument(entry).then(
      (document) => live && setState({ document, failed: false }),
      () => live && setState({ document: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [entry, attempt]);

  const retry = () => {
    setState({ document: null, failed: false });
    setAttempt((n) => n + 1);
  };
  return { ...state, retry };
}
