import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Handshake, Mail } from 'lucide-react';
import { shopConfig } from '@/config/shop-config';

// Read when rendered, not when loaded: the server renders the page with its own config.
const contactRows = () => [
  { id: 'support', icon: Mail, label: msg`Customer support`, email: shopConfig.supportEmail },
  {
    id: 'partners',
    icon: Handshake,
    label: msg`Partnerships and other inquiries`,
    email: shopConfig.partnerEmail,
  },
];

/** The two addresses of the FAQ, always in reach. */
export function ContactCard() {
  const { t } = useLingui();
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="scroll-mt-24 rounded-lg border bg-card p-5 shadow-sm md:p-6"
    >
      <h2 id="contact-title" className="text-lg font-bold tracking-tight">
        {t`Still need help?`}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {t`Write to us and include your order ID if your question is about an order.`}
      </p>
      <ul className="mt-5 space-y-4">
        {contactRows().map(({ id, icon: Icon, label, email }) => (
          <li key={id} className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-md bg-accent text-accent-foreground">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-xs font-medium text-muted-foreground">{t(label)}</span>
              <a
                href={`mailto:${email}`}
                className="block truncate text-sm font-semibold text-primary hover:underline"
              >
                {email}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
