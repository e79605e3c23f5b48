import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown when a screen's code fails to load or throws while rendering. */
export function RouteError() {
  return (
    <div className="grid min-h-dvh place-items-center p-6 text-center">
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">
          Please reload the page. If it keeps happening, contact support.
        </p>
        <Link to={paths.landing} className={buttonVariants()}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
