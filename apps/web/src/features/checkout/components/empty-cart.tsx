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
      <h1 className="text-2xl font-bold tracking-tight">Your Cart is Empty</h1>
      <p className="text-muted-foreground">Create a design and add it to your cart to check out.</p>
      <Button asChild size="lg">
        <Link to={paths.design}>Go to Designer</Link>
      </Button>
    </section>
  );
}
