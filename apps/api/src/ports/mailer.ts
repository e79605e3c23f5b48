export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type OutboxEntry = { file: string; to: string; subject: string; date: string; links: string[] };
export type OutboxMessage = OutboxEntry & { text: string; html: string };

/** Mail kept on this machine instead of sent: what the /dev/outbox pages show. */
export interface MailOutbox {
  /** Newest first. */
  list(): Promise<OutboxEntry[]>;
  /** The message as sent, text and HTML bodies included; null for an unknown file name. */
  message(file: string): Promise<OutboxMessage | null>;
  /** The raw RFC 822 source. */
  read(file: string): Promise<string | null>;
}

/** A message kept in the outbox's store (the shop's database), with its id. */
export type StoredMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
  createdAt: Date;
};

/** Where the outbox mailer keeps messages so that every process sees every process's mail. */
export interface OutboxStore {
  save(mail: Omit<StoredMail, 'id' | 'createdAt'>): Promise<string>;
  /** Newest first, at most `limit`. */
  list(limit: number): Promise<StoredMail[]>;
  get(id: string): Promise<StoredMail | null>;
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise kept in the database's outbox (mail_outbox). */
export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Present when the mail is kept in the outbox instead of sent, for developers to read. */
  readonly outbox?: MailOutbox;
}
