import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrderDocument } from '@prompttee/domain';
import { DocumentButton } from '@/components/document-button';
import { Section } from './section';

const KIND_NAMES = { invoice: msg`Invoice`, credit_note: msg`Credit note` } as const;

/**
 * The order's invoice and credit note, opened as the customer gets them. An invoice without a
 * number is a paid order's whose job has not issued it yet: opening it issues it.
 */
export function DocumentsSection({
  displayOrderId,
  documents,
  replacement = false,
}: {
  displayOrderId: string;
  documents: AdminOrderDocument[];
  /** A replacement at no charge: nothing was sold, so it has no invoice (decision 060). */
  replacement?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Section title={t`Documents`}>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {replacement ? (
            <Trans>No invoice: a replacement at no charge is not a sale.</Trans>
          ) : (
            <Trans>No invoice: the order is not paid.</Trans>
          )}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {documents.map((document) => {
            const label = [t(KIND_NAMES[document.kind]), document.number].filter(Boolean).join(' ');
            return (
              <DocumentButton
                key={document.kind}
                path={document.url}
                label={label}
                accessibleName={t`${label} of order ${displayOrderId}`}
              />
            );
          })}
        </div>
      )}
    </Section>
  );
}
