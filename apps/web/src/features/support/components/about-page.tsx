import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, Leaf, MessageSquareText, Shirt, Sparkles, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { shopConfig } from '@/config/shop-config';

const steps: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: MessageSquareText,
    title: msg`You describe it`,
    text: msg`A sunset over a pine forest, a cat in an astronaut suit, your team motto in neon: put the idea into your own words.`,
  },
  {
    icon: Sparkles,
    title: msg`AI draws it`,
    text: msg`Our generator turns your words into a print-ready design in moments. Not quite right? Try again until it is.`,
  },
  {
    icon: Shirt,
    title: msg`We print it for you`,
    text: msg`Pick the colour, the size and the front or the back. Your shirt is printed to order and sent to your door.`,
  },
];

const values: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: Leaf,
    title: msg`Made to order`,
    text: msg`Nothing is printed until someone orders it, so there are no piles of unsold stock.`,
  },
  {
    icon: Truck,
    title: msg`Across the EU`,
    text: msg`We ship to customers in the European Union and keep you posted from print to delivery.`,
  },
  {
    icon: Heart,
    title: msg`Your idea, your shirt`,
    text: msg`The design comes from your words. We only show it to others if you give us permission.`,
  },
];

/** 'Our Story' (footer, About Us): who is behind the shop, told plainly. */
export function AboutPage() {
  const { t } = useLingui();
  const { shopName, companyName } = shopConfig;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 md:px-8 md:py-14">
      <header className="max-w-3xl">
        <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
          <Trans>Our Story</Trans>
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance md:text-5xl">
          <Trans>Every great shirt starts with an idea.</Trans>
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          <Trans>
            {shopName} is made by {companyName}, a small company from Estonia. Blending creativity with AI to
            craft unique t-shirt designs. We believe everyone has ideas worth wearing, even if they have never
            held a drawing pen.
          </Trans>
        </p>
      </header>

      <div className="mt-10 grid gap-6 text-[0.9375rem] leading-relaxed text-foreground/85 md:grid-cols-2 md:gap-10">
        <p>
          <Trans>
            Estonia is a country that likes to try new things with technology, and so do we. When image
            generation became good enough to draw what people describe, we saw a way to let anyone design
            their own shirt, whether or not they have ever used a drawing program.
          </Trans>
        </p>
        <p>
          <Trans>
            The creativity is yours: the idea, the words, the choice of what makes it onto a shirt. The AI is
            a tool, like a brush that happens to understand sentences. We take care of the rest: a clean print
            file, a good shirt, and getting it to you.
          </Trans>
        </p>
      </div>

      <section aria-labelledby="how-title" className="mt-14">
        <h2 id="how-title" className="text-xl font-bold tracking-tight md:text-2xl">
          <Trans>How it works</Trans>
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={i} className="rounded-lg border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-md bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  <Trans comment="A numbered step of how the shop works">Step {i + 1}</Trans>
                </span>
              </div>
              <h3 className="mt-4 font-semibold">{t(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="values-title" className="mt-14">
        <h2 id="values-title" className="text-xl font-bold tracking-tight md:text-2xl">
          <Trans>What we care about</Trans>
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {values.map(({ icon: Icon, title, text }, i) => (
            <li key={i} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-md bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-14 flex flex-col items-start gap-5 rounded-lg border bg-accent/60 p-6 md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <h2 className="text-xl font-bold tracking-tight">
            <Trans>Have an idea for a shirt?</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>
              Describe it in a sentence and see it come to life. Questions first? Our{' '}
              <Link to={paths.support} className="font-medium text-primary hover:underline">
                Support Center
              </Link>{' '}
              has answers.
            </Trans>
          </p>
        </div>
        <Link to={paths.design} className={buttonVariants({ size: 'lg' })}>
          <Trans>Start designing</Trans>
        </Link>
      </section>
    </div>
  );
}
