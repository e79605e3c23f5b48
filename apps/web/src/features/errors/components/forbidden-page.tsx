import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ForbiddenPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-6 py-20 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-accent text-accent-foreground">
        <ShieldX className="size-10" aria-hidden />
      </span>
      <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">403 Forbidden</h1>
      <p className="text-lg text-muted-foreground">
        These aren&apos;t the t-shirts you&apos;re looking for...
      </p>
      <Link to={paths.design} className={buttonVariants({ size: 'lg' })}>
        Move Along
      </Link>
    </section>
  );
}
