export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
