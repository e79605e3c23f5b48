import { useEffect, useMemo, useState } from 'react';
import { loadCatalogues } from '@/i18n/catalogues';
import { currentLocale } from '@/i18n/locale';
import { useFormat } from '@/i18n/use-format';
import type { BuildLegalDocument, LegalDocument, LegalDocumentEntry } from '../content';
import { legalFactsFromConfig } from '../lib/legal-facts';

// Each document's code loads once per page load: opened again, it shows at once.
const loading = new Map<string, Promise<BuildLegalDocument>>();
const loaded = new Map<string, BuildLegalDocument>();

/**
 * Starts loading a document's code and the legal texts in the page's language, if they are not
 * loading already (also on intent to open). Once asked for, the texts follow a switch of language
 * (i18n/catalogues.ts loads them with the page's other catalogues).
 */
export function loadLegalDocument(entry: LegalDocumentEntry): Promise<BuildLegalDocument> {
  let pending = loading.get(entry.id);
  if (!pending) {
    pending = Promise.all([entry.load(), loadCatalogues(currentLocale(), ['legal'])]).then(([build]) => {
      loaded.set(entry.id, build);
      return build;
    });
    // A failed load (offline, a deploy replaced the chunks) is tried again next time.
    pending.catch(() => loading.delete(entry.id));
    loading.set(entry.id, pending);
  }
  return pending;
}

type LoadState = { build: BuildLegalDocument | null; failed: boolean };

/** The full text of an opened document, in the page's language: null while it loads, or when it failed (`retry`). */
export function useLegalDocument(entry: LegalDocumentEntry) {
  const { locale } = useFormat();
  const [state, setState] = useState<LoadState>(() => ({
    build: loaded.get(entry.id) ?? null,
    failed: false,
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(entry.id)) return;
    let live = true;
    loadLegalDocument(entry).then(
      (build) => live && setState({ build, failed: false }),
      () => live && setState({ build: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [entry, attempt]);

  // Worded once per language: the same document between renders, anew when the language changes.
  const { build } = state;
  const document: LegalDocument | null = useMemo(
    () => build?.(legalFactsFromConfig(), locale) ?? null,
    [build, locale],
  );
  const retry = () => {
    setState({ build: null, failed: false });
    setAttempt((n) => n + 1);
  };
  return { document, failed: state.failed, retry };
}
