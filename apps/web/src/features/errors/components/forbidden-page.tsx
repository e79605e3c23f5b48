import { Trans } from '@lingui/react/macro';
import { Shirt } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Spec section 2, Forbidden: where unknown paths end up. */
export function ForbiddenPage() {
  return (
    <section className="relative isolate flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center overflow-hidden px-6 py-16 text-center">
      {/* A watermark drawn as SVG: decoration, not text to be read (or contrast-checked). */}
      <svg
        aria-hidden
        viewBox="0 0 640 260"
        className="pointer-events-none absolute top-1/2 left-1/2 -z-10 w-[min(92vw,48rem)] -translate-x-1/2 -translate-y-1/2 fill-primary/[0.07] select-none"
      >
        <text
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          fontSize="250"
          fontWeight="900"
          letterSpacing="-10"
        >
          403
        </text>
      </svg>
      <span className="relative mb-8 grid size-20 place-items-center rounded-2xl bg-accent text-accent-foreground shadow-sm">
        <Shirt className="size-10" aria-hidden />
        <span className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full bg-destructive text-sm font-bold text-destructive-foreground shadow">
          ?
        </span>
      </span>
      <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">
        <Trans>403 Forbidden</Trans>
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        <Trans>These aren&apos;t the t-shirts you&apos;re looking for...</Trans>
      </p>
      <Link to={paths.design} className={buttonVariants({ size: 'lg', className: 'mt-8 min-w-40' })}>
        <Trans>Move Along</Trans>
      </Link>
    </section>
  );
}
