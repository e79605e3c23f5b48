import { useLingui } from '@lingui/react/macro';
import { LOCALES } from '@prompttee/domain';
import { LANGUAGE_NAMES } from '@/i18n/language-names';

/**
 * The landing page's other languages as plain links: the server serves `?lang=et` in Estonian and
 * keeps the choice in the cookie the app's language menu sets, so this needs no script at all.
 */
export function LanguageLinks() {
  const { t, i18n } = useLingui();
  const others = LOCALES.filter((locale) => locale !== i18n.locale);
  return (
    <nav aria-label={t`Language`} className="absolute top-4 left-4 z-20 flex gap-1">
      {others.map((locale) => (
        <a
          key={locale}
          href={`?lang=${locale}`}
          hrefLang={locale}
          lang={locale}
          className="inline-flex h-11 items-center rounded-full border bg-card/85 px-4 text-sm font-medium text-foreground shadow-sm backdrop-blur-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {LANGUAGE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}
