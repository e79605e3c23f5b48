import { toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@prompttee/domain';
import type { EmailShop } from './email-shop';
import { EmailLayout } from './email-layout';

export type EmailContent = {
  shop: EmailShop;
  /** The language of the layout's own words and of `<html lang>`; English when not given. */
  locale?: Locale;
  /** The heading, also the page title. */
  title: string;
  /** The line mail clients show beside the subject; defaults to the first intro paragraph. */
  preheader?: string;
  intro: string | string[];
  /** One call-to-action button; its URL is also written out for clients that hide buttons. */
  action?: { label: string; url: string };
  /** A label/value table, e.g. order lines; `strong` rows (totals) are set in bold. */
  rows?: { label: string; value: string; strong?: boolean; image?: { url: string; alt: string } }[];
  /** Links after the table, each on its own line (a document, a policy); plain text gives the URL. */
  links?: { label: string; url: string }[];
  outro?: string | string[];
};

export type RenderedEmail = { html: string; text: string };

/** The doctype React Email's own `render` writes: the one mail clients expect. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The shop's one e-mail layout (email-layout.tsx) as HTML, and the same content as plain text
 * converted from it by React Email. Values may carry customer input (names, addresses): React
 * escapes them. React Email's `render` is asynchronous (a streaming render, for components that
 * suspend; ours do not): React's synchronous renderer gives the same markup and keeps this a plain
 * function that the mails' builders call inline.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const html = `${DOCTYPE}${renderToStaticMarkup(createElement(EmailLayout, content))}`;
  return { html, text: toPlainText(html, { selectors: TEXT_SELECTORS }) };
}

/**
 * How the layout reads as plain text, on top of React Email's own rules (no images, no hidden
 * parts, a link's URL after its text): the heading as written, after one blank line like any
 * paragraph; the shop's name without its URL (the footer has it); the rows as aligned columns.
 */
const TEXT_SELECTORS = [
  { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2 } },
  { selector: 'a.shop-name', format: 'anchor', options: { ignoreHref: true } },
  { selector: 'table.rows', format: 'dataTable', options: { colSpacing: 2, maxColumnWidth: 120 } },
];
