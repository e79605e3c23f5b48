import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { isLocale, LOCALES } from '@prompttee/domain';
import { cn } from '@/lib/cn';
import { LANGUAGE_NAMES } from './language-names';
import { switchLocale } from './locale';

export { LANGUAGE_NAMES };

/**
 * The language menu of the header and the login card: a native select, so it is light, works
 * with every keyboard and screen reader, and opens the platform's own picker on a phone.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <label
      className={cn(
        'relative inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        className,
      )}
    >
      <Languages className="size-4" aria-hidden />
      <span className="sr-only">{t`Language`}</span>
      <select
        className="cursor-pointer appearance-none rounded-sm bg-transparent font-medium text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        value={i18n.locale}
        onChange={(e) => {
          const locale = e.target.value;
          if (!isLocale(locale)) return;
          // Saving it on the account needs the API client, which the login card does without.
          void switchLocale(locale)
            .then(() => import('./account-locale'))
            .then((account) => account.rememberAccountLocale(locale));
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
