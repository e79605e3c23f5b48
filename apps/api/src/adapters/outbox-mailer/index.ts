import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../../ports/mailer';

export type OutboxEntry = { file: string; to: string; subject: string; date: string; links: string[] };

/**
 * The embedded mailer: each message becomes a real RFC 822 .eml file in DATA_DIR/outbox, so a
 * developer can open it in any mail client or click its links from /dev/outbox.
 */
export function createOutboxMailer(options: {
  dir: string;
  from: string;
  log: (msg: string) => void;
}): Mailer & { list(): Promise<OutboxEntry[]>; read(file: string): Promise<string | null> } {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${process.pid}-${sequence++}.eml`;
      await writeFile(path.join(options.dir, file), info.message as Buffer);
      options.log(`mail to ${message.to}: ${message.subject} (outbox/${file})`);
    },
    async list() {
      const files = await readdir(options.dir).catch(() => [] as string[]);
      const entries = await Promise.all(
        files
          .filter((f) => f.endsWith('.eml'))
          .map(async (file) => {
            const raw = await readFile(path.join(options.dir, file), 'utf8');
            return { file, ...summarise(raw) };
          }),
      );
      return entries.sort((a, b) => b.file.localeCompare(a.file));
    },
    async read(file) {
      if (!/^[\w.-]+\.eml$/.test(file)) return null;
      return readFile(path.join(options.dir, file), 'utf8').catch(() => null);
    },
  };
}

function summarise(raw: string) {
  const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const links = [...new Set(unfolded.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
  return { to: header('To'), subject: header('Subject'), date: header('Date'), links };
}
