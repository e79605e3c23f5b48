import { Heart, Leaf, MessageSquareText, Shirt, Sparkles, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { shopConfig, TAGLINE } from '@/config/shop-config';

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MessageSquareText,
    title: 'You describe it',
    text: 'A sunset over a pine forest, a cat in an astronaut suit, your team motto in neon: put the idea into your own words.',
  },
  {
    icon: Sparkles,
    title: 'AI draws it',
    text: 'Our generator turns your words into a print-ready design in moments. Not quite right? Try again until it is.',
  },
  {
    icon: Shirt,
    title: 'We print it for you',
    text: 'Pick the colour, the size and the front or the back. Your shirt is printed to order and sent to your door.',
  },
];

const values: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Leaf,
    title: 'Made to order',
    text: 'Nothing is printed until someone orders it, so there are no piles of unsold stock.',
  },
  {
    icon: Truck,
    title: 'Across the EU',
    text: 'We ship to customers in the European Union and keep you posted from print to delivery.',
  },
  {
    icon: Heart,
    title: 'Your idea, your shirt',
    text: 'The design comes from your words. We only show it to others if you give us permission.',
  },
];

/** 'Our Story' (footer, About Us): who is behind the shop, told plainly. */
export function AboutPage() {
  const { shopName, companyName } = shopConfig;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 md:px-8 md:py-14">
      <header className="max-w-3xl">
        <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">Our Story</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance md:text-5xl">
          Every great shirt starts with an idea.
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          {shopName} is made by {companyName}, a small company from Estonia. {TAGLINE} We believe everyone has
          ideas worth wearing, even if they have never held a drawing pen.
        </p>
      </header>

      <div className="mt-10 grid gap-6 text-[0.9375rem] leading-relaxed text-foreground/85 md:grid-cols-2 md:gap-10">
        <p>
          Estonia is a country that likes to try new things with technology, and so do we. When image
          generation became good enough to draw what people describe, we saw a way to let anyone design their
          own shirt, whether or not they have ever used a drawing program.
        </p>
        <p>
          The creativity is yours: the idea, the words, the choice of what makes it onto a shirt. The AI is a
          tool, like a brush that happens to understand sentences. We take care of the rest: a clean print
          file, a good shirt, and getting it to you.
        </p>
      </div>

      <section aria-labelledby="how-title" className="mt-14">
        <h2 id="how-title" className="text-xl font-bold tracking-tight md:text-2xl">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-lg border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-md bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {i + 1}</span>
              </div>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="values-title" className="mt-14">
        <h2 id="values-title" className="text-xl font-bold tracking-tight md:text-2xl">
          What we care about
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-md bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-14 flex flex-col items-start gap-5 rounded-lg border bg-accent/60 p-6 md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <h2 className="text-xl font-bold tracking-tight">Have an idea for a shirt?</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Describe it in a sentence and see it come to life. Questions first? Our{' '}
            <Link to={paths.support} className="font-medium text-primary hover:underline">
              Support Center
            </Link>{' '}
            has answers.
          </p>
        </div>
        <Link to={paths.design} className={buttonVariants({ size: 'lg' })}>
          Start designing
        </Link>
      </section>
    </div>
  );
}
