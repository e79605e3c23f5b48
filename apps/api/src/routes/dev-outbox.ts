import esc from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import { isLoopback } from '../modules/identity/client-ip';
import { apiNotFound } from '../plugins/error-handler';
import type { Mailer, OutboxEntry, OutboxMessage } from '../ports/mailer';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * /dev/outbox: the messages the embedded mailer wrote, with their links, so a developer can click
 * a reset or verification link. It shows every customer's mail, so it exists only while the outbox
 * mailer is active on a shop whose PUBLIC_URL is this machine, and answers loopback clients only.
 */
export async function registerDevOutbox(
  app: FastifyInstance,
  deps: { mailer: Mailer; config: Pick<Config, 'PUBLIC_URL' | 'SHOP_NAME'> },
) {
  const outbox = deps.mailer.outbox;
  if (!outbox) return;
  if (!LOOPBACK_HOSTS.has(new URL(deps.config.PUBLIC_URL).hostname)) return;

  const onlyHere = async (request: FastifyRequest, reply: FastifyReply) => {
    // The Host header too: a DNS-rebinding page (evil.example resolving to 127.0.0.1) reaches a
    // loopback client but names its own host, and must not read reset links.
    if (!isLoopback(request.ip) || !LOOPBACK_HOSTS.has(request.hostname.replace(/:\d+$/, ''))) {
      return reply.status(404).send(apiNotFound());
    }
  };
  const fileParams = z.object({ file: z.string().regex(/^[\w.-]+\.eml$/) });

  app.get('/dev/outbox', { schema: { hide: true }, onRequest: onlyHere }, async (_request, reply) => {
    const entries = await outbox.list();
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(listPage(deps.config.SHOP_NAME, entries));
  });

  app.get(
    '/dev/outbox/:file',
    { schema: { hide: true, params: fileParams }, onRequest: onlyHere },
    async (request, reply) => {
      const message = await outbox.message((request.params as { file: string }).file);
      if (!message) return reply.status(404).send(apiNotFound('No such message'));
      return reply.type('text/html').header('cache-control', 'no-store').send(messagePage(message));
    },
  );

  // The HTML body alone, for the preview frame: sandboxed, so mail content runs no script.
  app.get(
    '/dev/outbox/:file/html',
    { schema: { hide: true, params: fileParams }, onRequest: onlyHere },
    async (request, reply) => {
      const message = await outbox.message((request.params as { file: string }).file);
      if (!message) return reply.status(404).send(apiNotFound('No such message'));
      return reply
        .type('text/html')
        .header(
          'content-security-policy',
          "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:",
        )
        .send(message.html);
    },
  );

  app.get(
    '/dev/outbox/:file/raw',
    { schema: { hide: true, params: fileParams }, onRequest: onlyHere },
    async (request, reply) => {
      const raw = await outbox.read((request.params as { file: string }).file);
      if (!raw) return reply.status(404).send(apiNotFound('No such message'));
      return reply.type('message/rfc822').header('content-disposition', 'inline').send(raw);
    },
  );
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f5fa;--card:#fff;--ink:#1f1b2d;--muted:#6b6880;--line:#e7e5ee;--accent:#6d28d9}
@media (prefers-color-scheme:dark){:root{--bg:#15131c;--card:#1e1b27;--ink:#f2f0f7;--muted:#a29fb3;--line:#302c3c;--accent:#a78bfa}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:880px;margin:0 auto;padding:32px 16px}h1{font-size:24px;margin:0 0 4px}p.lead{color:var(--muted);margin:0 0 24px}
a{color:var(--accent)}ul{list-style:none;margin:0;padding:0}
li.mail{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px 18px;margin-bottom:12px}
.subject{font-weight:600;font-size:16px;text-decoration:none;color:var(--ink)}.subject:hover{text-decoration:underline}
.meta{color:var(--muted);font-size:13px;margin:2px 0 8px}.links a{display:block;font-size:13px;word-break:break-all;margin-top:4px}
.empty{background:var(--card);border:1px dashed var(--line);border-radius:12px;padding:32px;text-align:center;color:var(--muted)}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px;font-size:13px}
iframe{width:100%;height:780px;border:1px solid var(--line);border-radius:12px;background:#fff}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

const linkList = (links: string[]) =>
  links.length
    ? `<div class="links">${links.map((l) => `<a href="${esc(l)}">${esc(l)}</a>`).join('')}</div>`
    : '';

function listPage(shopName: string, entries: OutboxEntry[]): string {
  const items = entries
    .map(
      (
        e,
      ) => `<li class="mail" data-to="${esc(e.to)}"><a class="subject" href="/dev/outbox/${esc(e.file)}">${esc(e.subject)}</a>
<div class="meta">To ${esc(e.to)} · ${esc(e.date)}</div>${linkList(e.links)}</li>`,
    )
    .join('');
  return page(
    'Outbox',
    `<h1>Outbox</h1><p class="lead">${esc(shopName)} writes e-mail here instead of sending it, because no SMTP_URL is set. Newest first · <a href="/dev/outbox">Refresh</a></p>${
      items ? `<ul>${items}</ul>` : '<div class="empty">No e-mail yet.</div>'
    }`,
  );
}

function messagePage(m: OutboxMessage): string {
  return page(
    m.subject,
    `<p><a href="/dev/outbox">← Outbox</a></p><h1>${esc(m.subject)}</h1><div class="meta">To ${esc(m.to)} · ${esc(m.date)} · <a href="/dev/outbox/${esc(m.file)}/raw">Source</a></div>${linkList(m.links)}
<h2>HTML</h2><iframe title="HTML body" src="/dev/outbox/${esc(m.file)}/html"></iframe><h2>Plain text</h2><pre>${esc(m.text)}</pre>`,
  );
}
