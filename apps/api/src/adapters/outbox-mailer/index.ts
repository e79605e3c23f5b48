import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type {
  MailOutbox,
  Mailer,
  MailMessage,
  OutboxEntry,
  OutboxMessage,
  OutboxStore,
} from '../../ports/mailer';

export type { OutboxEntry, OutboxMessage };

export interface OutboxMailer extends Mailer, MailOutbox {
  readonly name: 'outbox';
  readonly outbox: MailOutbox;
}

export const isOutboxMailer = (mailer: Mailer): mailer is OutboxMailer =>
  mailer.name === 'outbox' && 'message' in mailer;

const FILE_NAME = /^[\w.-]+\.eml$/;
const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];

/**
 * The embedded mailer: each message becomes a real RFC 822 .eml file in DATA_DIR/outbox, so a
 * developer can open it in any mail client or click its links from /dev/outbox. A .json beside
 * it keeps the bodies as sent, so the dev page never has to decode MIME.
 */
export function createOutboxMailer(options: {
  dir: string;
  from: string;
  log: (msg: string) => void;
  /** The shop's database: every process's mail in one outbox (files stay per machine). */
  store?: OutboxStore;
}): OutboxMailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  if (options.store) return storedOutboxMailer(options.store, transport, options.log, options.from);
  let sequence = 0;

  const message = async (file: string): Promise<OutboxMessage | null> => {
    if (!FILE_NAME.test(file)) return null;
    const json = await readFile(path.join(options.dir, file.replace(/\.eml$/, '.json')), 'utf8').catch(
      () => null,
    );
    if (json) return { file, ...(JSON.parse(json) as Omit<OutboxMessage, 'file'>) };
    const raw = await readFile(path.join(options.dir, file), 'utf8').catch(() => null);
    return raw ? { file, ...summarise(raw), text: '', html: '' } : null;
  };

  const outbox: MailOutbox = {
    async list() {
      const files = await readdir(options.dir).catch(() => [] as string[]);
      const entries = await Promise.all(files.filter((f) => FILE_NAME.test(f)).map(message));
      return entries
        .filter((e): e is OutboxMessage => !!e)
        .map(({ file, to, subject, date, links }) => ({ file, to, subject, date, links }))
        .sort((a, b) => b.file.localeCompare(a.file));
    },
    message,
    async read(file) {
      if (!FILE_NAME.test(file)) return null;
      return readFile(path.join(options.dir, file), 'utf8').catch(() => null);
    },
  };

  return {
    name: 'outbox',
    outbox,
    ...outbox,
    async send(mail: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${process.pid}-${sequence++}.eml`;
      const sidecar = {
        to: mail.to,
        subject: mail.subject,
        date: new Date().toUTCString(),
        links: linksIn(mail.text),
        text: mail.text,
        html: mail.html,
      };
      // The .json first: a listing that sees the .eml can always read its bodies.
      await writeFile(path.join(options.dir, file.replace(/\.eml$/, '.json')), JSON.stringify(sidecar));
      await writeFile(path.join(options.dir, file), info.message as Buffer);
      options.log(`mail to ${mail.to}: ${mail.subject} (outbox/${file})`);
    },
  };
}

function summarise(raw: string) {
  const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return { to: header('To'), subject: header('Subject'), date: header('Date'), links: linksIn(unfolded) };
}

const OUTBOX_LIST_LIMIT = 500;

/** The outbox in a shared store: `<id>.eml` names each message on the /dev/outbox pages. */
function storedOutboxMailer(
  store: OutboxStore,
  transport: ReturnType<typeof nodemailer.createTransport>,
  log: (msg: string) => void,
  from: string,
): OutboxMailer {
  const idOf = (file: string) => (FILE_NAME.test(file) ? file.replace(/\.eml$/, '') : null);
  const entryOf = (m: Awaited<ReturnType<OutboxStore['list']>>[number]): OutboxMessage => ({
    file: `${m.id}.eml`,
    to: m.to,
    subject: m.subject,
    date: m.createdAt.toUTCString(),
    links: linksIn(m.text),
    text: m.text,
    html: m.html,
  });
  const outbox: MailOutbox = {
    async list() {
      return (await store.list(OUTBOX_LIST_LIMIT)).map(entryOf).map(({ file, to, subject, date, links }) => ({
        file,
        to,
        subject,
        date,
        links,
      }));
    },
    async message(file) {
      const id = idOf(file);
      const found = id ? await store.get(id) : null;
      return found ? entryOf(found) : null;
    },
    async read(file) {
      const id = idOf(file);
      return id ? ((await store.get(id))?.raw ?? null) : null;
    },
  };
  return {
    name: 'outbox',
    outbox,
    ...outbox,
    async send(mail: MailMessage) {
      const info = await transport.sendMail({ from, ...mail });
      const raw = (info.message as Buffer).toString('utf8');
      const id = await store.save({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        raw,
      });
      log(`mail to ${mail.to}: ${mail.subject} (outbox ${id})`);
    },
  };
}
