import nodemailer from 'nodemailer';
import type {
  MailOutbox,
  Mailer,
  MailMessage,
  OutboxMessage,
  OutboxStore,
  StoredMail,
} from '../../ports/mailer';

/** The embedded mailer, whose outbox is always there to read. */
export type OutboxMailer = Mailer & { readonly name: 'outbox'; readonly outbox: MailOutbox };

const FILE_NAME = /^[\w.-]+\.eml$/;
const OUTBOX_LIST_LIMIT = 500;
const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];

/**
 * The embedded mailer: each message is composed as a real RFC 822 message and kept in the shop's
 * database (the store), so /dev/outbox on any process lists every process's mail and a developer
 * can click a verification or reset link, or open the source in a mail client.
 */
export function createOutboxMailer(options: {
  store: OutboxStore;
  from: string;
  log: (msg: string) => void;
}): OutboxMailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox',
    outbox: readOutbox(options.store),
    async send(mail: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      const raw = (info.message as Buffer).toString('utf8');
      const id = await options.store.save({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        raw,
      });
      options.log(`mail to ${mail.to}: ${mail.subject} (outbox ${id})`);
    },
  };
}

/** The outbox mailer's messages as the /dev/outbox pages show them: `<id>.eml` names each one. */
export function readOutbox(store: OutboxStore): MailOutbox {
  const idOf = (file: string) => (FILE_NAME.test(file) ? file.replace(/\.eml$/, '') : null);
  const entryOf = (m: StoredMail): OutboxMessage => ({
    file: `${m.id}.eml`,
    to: m.to,
    subject: m.subject,
    date: m.createdAt.toUTCString(),
    links: linksIn(m.text),
    text: m.text,
    html: m.html,
  });
  return {
    async list() {
      const messages = (await store.list(OUTBOX_LIST_LIMIT)).map(entryOf);
      return messages.map(({ file, to, subject, date, links }) => ({ file, to, subject, date, links }));
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
}
