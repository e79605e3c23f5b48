import { Trans } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function EmptyCart() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ShoppingCart className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Your Cart is Empty</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>Create a design and add it to your cart to check out.</Trans>
      </p>
      <Button asChild size="lg">
        <Link to={paths.design}>
          <Trans>Go to Designer</Trans>
        </Link>
      </Button>
    </section>
  );
}
