import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, LOCALES, type Locale } from '@prompttee/domain';
import { useId, useState } from 'react';
import { rememberAccountLocale } from '@/i18n/account-locale';
import { LANGUAGE_NAMES } from '@/i18n/language-switcher';
import { switchLocale } from '@/i18n/locale';

/**
 * The account's language, a row of the profile's list: the page switches at once, and the choice
 * is saved on the account, so e-mails and documents made later are written in it too.
 */
export function ProfileLanguage() {
  const { i18n } = useLingui();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const choose = async (locale: Locale) => {
    setSaving(true);
    try {
      await switchLocale(locale);
      await rememberAccountLocale(locale);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">
        <label htmlFor={id}>
          <Trans>Language</Trans>
        </label>
      </dt>
      <dd className="min-w-0 space-y-1.5 text-sm">
        <select
          id={id}
          aria-describedby={`${id}-hint`}
          className="h-9 w-full max-w-56 cursor-pointer rounded-md border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          value={i18n.locale}
          disabled={saving}
          onChange={(e) => {
            const locale = e.target.value;
            if (isLocale(locale)) void choose(locale);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          <Trans>Your e-mails and invoices are written in this language.</Trans>
        </p>
      </dd>
    </div>
  );
}
