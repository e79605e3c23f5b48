import escapeHtml from 'escape-html';
import type { EmailShop } from './email-shop';

export type EmailContent = {
  shop: EmailShop;
  /** The heading, also the page title. */
  title: string;
  /** The line mail clients show beside the subject; defaults to the first intro paragraph. */
  preheader?: string;
  intro: string | string[];
  /** One call-to-action button; its URL is also written out for clients that hide buttons. */
  action?: { label: string; url: string };
  /** A label/value table, e.g. order lines; `strong` rows (totals) are set in bold. */
  rows?: { label: string; value: string; strong?: boolean; image?: { url: string; alt: string } }[];
  outro?: string | string[];
};

export type RenderedEmail = { html: string; text: string };

const ACCENT = '#6d28d9';
const INK = '#1f1b2d';
const MUTED = '#6b6880';
const LINE = '#e7e5ee';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * The shop's one e-mail layout: a plain-text and an HTML body with the same content. The HTML is
 * table-based with inline styles, which is what mail clients render reliably; every value is
 * escaped, so content may carry customer input (names, addresses).
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  return { html: renderHtml(content), text: renderText(content) };
}

function renderText({ shop, title, intro, action, rows, outro }: EmailContent): string {
  const parts: string[] = [shop.name, '', title, '', ...list(intro).flatMap((p) => [p, ''])];
  if (action) parts.push(`${action.label}:`, action.url, '');
  if (rows?.length) {
    const width = Math.max(...rows.map((r) => r.label.length));
    parts.push(...rows.map((r) => `${r.label.padEnd(width)}  ${r.value}`), '');
  }
  parts.push(...list(outro).flatMap((p) => [p, '']));
  parts.push('--', footerLines(shop).join('\n'));
  return parts.join('\n');
}

function footerLines(shop: EmailShop): string[] {
  return [
    `${shop.name} · ${shop.url}`,
    `Questions? Write to ${shop.supportEmail}`,
    `${shop.companyName}, ${shop.companyAddress}`,
    `Registry code ${shop.companyRegistryCode} · VAT ${shop.companyVat}`,
  ];
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:${INK};">${escapeHtml(text)}</p>`;

function renderHtml({ shop, title, preheader, intro, action, rows, outro }: EmailContent): string {
  const pre = preheader ?? list(intro)[0] ?? '';
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:10px;background:${ACCENT};">
<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:13px 26px;font-family:${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 20px;font-size:13px;line-height:20px;color:${MUTED};">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:${ACCENT};word-break:break-all;">${escapeHtml(action.url)}</a></p>`
    : '';
  const table = rows?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-top:1px solid ${LINE};">${rows
        .map(
          (r) =>
            `<tr><td style="padding:10px 0;border-bottom:1px solid ${LINE};font-size:14px;color:${r.strong ? INK : MUTED};${r.strong ? 'font-weight:700;' : ''}">${r.image ? `<img src="${escapeHtml(r.image.url)}" alt="${escapeHtml(r.image.alt)}" width="64" height="80" style="display:inline-block;vertical-align:middle;margin-right:12px;border-radius:8px;background:#ecebe8;border:0;">` : ''}${escapeHtml(r.label)}</td><td align="right" style="padding:10px 0;border-bottom:1px solid ${LINE};font-size:14px;color:${INK};${r.strong ? 'font-weight:700;' : ''}">${escapeHtml(r.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const footer = footerLines(shop)
    .map((l) => escapeHtml(l))
    .join('<br>');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f3f8;font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(pre)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f3f8;"><tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 4px 20px;font-family:${FONT};"><a href="${escapeHtml(shop.url)}" style="text-decoration:none;font-size:20px;font-weight:800;letter-spacing:-0.3px;color:${ACCENT};">&#9679; ${escapeHtml(shop.name)}</a></td></tr>
<tr><td style="background:#ffffff;border:1px solid ${LINE};border-radius:14px;padding:32px 28px;font-family:${FONT};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;font-weight:700;color:${INK};">${escapeHtml(title)}</h1>
${list(intro).map(paragraph).join('\n')}
${button}
${table}
${list(outro).map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:20px 4px 0;font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED};">${footer}</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
