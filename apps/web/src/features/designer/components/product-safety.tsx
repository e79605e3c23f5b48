import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogSafety } from '@prompttee/domain';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { shopConfig } from '@/config/shop-config';

/**
 * The product safety information the GPSR (Regulation (EU) 2023/988, article 19) has a distance
 * seller show: the manufacturer and how to reach them, the product's identifier, material, care
 * and warnings, and the shop's company as the person responsible in the EU. A native disclosure:
 * closed by default, and no script on the designer's route for it.
 */
export function ProductSafety({ safety }: { safety: CatalogSafety }) {
  const { t } = useLingui();
  return (
    <details className="group rounded-md border bg-muted/30 text-sm" data-testid="product-safety">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ShieldCheck className="size-4 text-muted-foreground" aria-hidden />
        <Trans>Product safety</Trans>
        <ChevronDown className="ml-auto size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <dl className="grid gap-3 border-t px-3 py-3">
        <Fact label={t`Manufacturer`}>
          <p>{safety.manufacturer}</p>
          <p>{safety.address}</p>
          <Email address={safety.email} />
        </Fact>
        <Fact label={t`Responsible person in the EU`}>
          <p>{shopConfig.companyName}</p>
          <p>{shopConfig.companyAddress}</p>
          <Email address={shopConfig.supportEmail} />
        </Fact>
        <Fact label={t`Product identifier`}>{safety.identifier}</Fact>
        <Fact label={t`Material`}>{safety.material}</Fact>
        <Fact label={t({ comment: 'How to wash and look after the product', message: 'Care' })}>
          {safety.care}
        </Fact>
        {safety.warnings.length > 0 && (
          <Fact label={t`Warnings`}>
            <ul className="list-disc pl-5">
              {safety.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
    </details>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Email({ address }: { address: string }) {
  return (
    <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${address}`}>
      {address}
    </a>
  );
}
