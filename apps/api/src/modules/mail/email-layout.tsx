// The API also runs from the repository's root (`npm start` registers tsx there), where no tsconfig
// names JSX's runtime: the file names it itself.
/** @jsxRuntime automatic */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { Locale } from '@prompttee/domain';
import type { CSSProperties } from 'react';
import type { EmailContent } from './render-email';
import type { EmailShop } from './email-shop';
import { ACCENT, FONT, INK, LINE, MUTED, PAGE } from './email-theme';
import { RowsTable } from './email-rows-table';
import { layoutTexts } from './layout-texts';

const paragraph: CSSProperties = { margin: '0 0 16px', fontSize: 15, lineHeight: '24px', color: INK };

const paragraphs = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function footerLines(shop: EmailShop, locale: Locale): string[] {
  const t = layoutTexts(locale);
  return [
    `${shop.name} · ${shop.url}`,
    t('questions', { email: shop.supportEmail }),
    `${shop.companyName}, ${shop.companyAddress}`,
    t('registryAndVat', { code: shop.companyRegistryCode, vat: shop.companyVat }),
  ];
}

/**
 * The shop's one e-mail layout: the shop's name above a white card (heading, paragraphs, one
 * button, a label/value table), the seller's details below. React Email's components give the
 * table-based, inline-styled markup that mail clients render; React escapes every value. Its own
 * words (the footer's, the note under the button) and `lang` follow the e-mail's `locale`.
 */
export function EmailLayout(content: EmailContent) {
  const { shop, title, preheader, intro, action, rows, links, outro, locale = 'en' } = content;
  return (
    <Html lang={locale}>
      <Head>
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </Head>
      <Preview>{preheader ?? paragraphs(intro)[0] ?? ''}</Preview>
      <Body style={{ margin: 0, padding: '32px 16px', background: PAGE, fontFamily: FONT }}>
        <Container style={{ maxWidth: 560 }}>
          <Section style={{ padding: '0 4px 20px' }}>
            <Link
              href={shop.url}
              className="shop-name"
              style={{ fontSize: 20, fontWeight: 800, letterSpacing: '-0.3px', color: ACCENT }}
            >
              <span data-skip-in-text>● </span>
              {shop.name}
            </Link>
          </Section>
          <Section
            style={{
              background: '#ffffff',
              border: `1px solid ${LINE}`,
              borderRadius: 14,
              padding: '32px 28px',
            }}
          >
            <Heading as="h1" style={{ margin: '0 0 16px', fontSize: 22, lineHeight: '30px', color: INK }}>
              {title}
            </Heading>
            {paragraphs(intro).map((text, i) => (
              <Text key={i} style={paragraph}>
                {text}
              </Text>
            ))}
            {action && <ActionButton {...action} locale={locale} />}
            {rows?.length ? <RowsTable rows={rows} /> : null}
            {links?.map((link) => (
              <Text key={link.url} style={paragraph}>
                <Link href={link.url} style={{ color: ACCENT }}>
                  {link.label}
                </Link>
              </Text>
            ))}
            {paragraphs(outro).map((text, i) => (
              <Text key={i} style={paragraph}>
                {text}
              </Text>
            ))}
          </Section>
          <Text style={{ margin: 0, padding: '20px 4px 0', fontSize: 12, lineHeight: '18px', color: MUTED }}>
            {footerLines(shop, locale).flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]))}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The button, and its URL written out for clients that hide buttons. */
function ActionButton({ label, url, locale }: { label: string; url: string; locale: Locale }) {
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button
          href={url}
          style={{
            background: ACCENT,
            borderRadius: 10,
            padding: '13px 26px',
            fontSize: 15,
            fontWeight: 600,
            color: '#ffffff',
          }}
        >
          {label}
        </Button>
      </Section>
      <Text style={{ margin: '0 0 20px', fontSize: 13, lineHeight: '20px', color: MUTED }} data-skip-in-text>
        {layoutTexts(locale)('buttonFallback')}
        <br />
        <Link href={url} style={{ color: ACCENT, wordBreak: 'break-all' }}>
          {url}
        </Link>
      </Text>
    </>
  );
}
