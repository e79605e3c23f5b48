import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown when a screen's code fails to load or throws while rendering. */
export function RouteError() {
  return (
    <div className="grid min-h-dvh place-items-center p-6 text-center">
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Please reload the page. If it keeps happening, contact support.</Trans>
        </p>
        <Link to={paths.landing} className={buttonVariants()}>
          <Trans>Return to Home</Trans>
        </Link>
      </div>
    </div>
  );
}
