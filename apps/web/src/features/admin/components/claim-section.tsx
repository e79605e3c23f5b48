import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminClaim, AdminOrderRef } from '@prompttee/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminFormat } from '../lib/format';
import { Facts, Section } from './section';

// Underlined: these links sit in lines of text, where colour alone would not tell them apart.
const linkClass = 'text-primary underline underline-offset-4';

function OrderLink({ order }: { order: AdminOrderRef }) {
  return (
    <Link to={`/admin/orders/${order.order_id}`} className={linkClass}>
      {order.display_order_id}
    </Link>
  );
}

/** Under a replacement's heading: the order it replaces at no charge. */
export function ReplacementOf({ original }: { original: AdminOrderRef }) {
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      <Trans>
        Replacement at no charge for order <OrderLink order={original} />
      </Trans>
    </p>
  );
}

/** How the order's defect claim was settled: by whom, when, why, and the replacement it made. */
export function ClaimSection({ claim }: { claim: AdminClaim }) {
  const { t } = useLingui();
  const { dateTime } = useAdminFormat();
  const settledBy = claim.settlement === 'refund' ? t`Refund of the payment` : t`Replacement at no charge`;
  return (
    <Section title={t`Defect claim`}>
      <Facts
        rows={[
          [t`Settled by`, settledBy],
          ...(claim.replacement
            ? [[t`Replacement order`, <OrderLink key="r" order={claim.replacement} />] as [string, ReactNode]]
            : []),
          [t`Reason`, claim.reason],
          [t`Operator`, claim.settled_by],
          [t`When`, dateTime(claim.settled_at)],
        ]}
      />
    </Section>
  );
}
