import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { shopConfig, TAGLINE } from '@/config/shop-config';
import { BrandMark, BrandName } from './brand';

// Spec section 2: four columns. Customer Service and Legal lead to /support, each to its part.
// Texts are descriptors, translated when rendered (the footer follows a change of language).
const columns: { title: MessageDescriptor; links: { label: MessageDescriptor; to: string }[] }[] = [
  { title: msg`About Us`, links: [{ label: msg`Our Story`, to: paths.about }] },
  {
    title: msg`Customer Service`,
    links: [
      { label: msg`Contact Us`, to: `${paths.support}#contact` },
      { label: msg`FAQ`, to: `${paths.support}#faq` },
    ],
  },
  {
    title: msg`Legal`,
    links: [
      { label: msg`Terms & Conditions`, to: `${paths.support}#terms` },
      { label: msg`Privacy Policy`, to: `${paths.support}#privacy` },
    ],
  },
];

// Read when rendered, not when loaded: the server renders the page with its own config.
// The networks' own names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
const socialLinks = (slug = shopConfig.shopName.toLowerCase().replace(/[^a-z0-9]/g, '')) => [
  { label: 'Facebook', href: `https://www.facebook.com/${slug}` },
  { label: 'X/Twitter', href: `https://x.com/${slug}` },
  { label: 'Instagram', href: `https://www.instagram.com/${slug}` },
  { label: 'TikTok', href: `https://www.tiktok.com/@${slug}` },
];
/* eslint-enable lingui/no-unlocalized-strings */

const linkClass =
  'inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold">{title}</h2>
      <ul className="space-y-3">{children}</ul>
    </div>
  );
}

/** Shown to visitors who are not signed in (spec section 2). */
export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const company = shopConfig.companyName;
  return (
    <footer className="border-t bg-card" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <div className="max-w-xs">
          <Link to={paths.landing} className="inline-flex items-center gap-3 rounded-md">
            <BrandMark />
            <BrandName />
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{t(TAGLINE)}</p>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
          {columns.map((column) => (
            <Column key={column.title.id} title={t(column.title)}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </Column>
          ))}
          <Column title={t`Connect`}>
            {socialLinks().map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {s.label}
                  <ArrowUpRight className="size-3.5 opacity-60" aria-hidden />
                  <span className="sr-only"> {t`(opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </Column>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-6 py-5 text-center text-xs text-muted-foreground sm:text-left">
          <Trans>
            © {year} {company}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
