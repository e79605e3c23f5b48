import type { AdminOrderDocument } from '@prompttee/domain';
import { DocumentButton } from '@/components/document-button';
import { Section } from './section';

const KIND_NAMES = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

/**
 * The order's invoice and credit note, opened as the customer gets them. An invoice without a
 * number is a paid order's whose job has not issued it yet: opening it issues it.
 */
export function DocumentsSection({
  displayOrderId,
  documents,
}: {
  displayOrderId: string;
  documents: AdminOrderDocument[];
}) {
  return (
    <Section title="Documents">
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invoice: the order is not paid.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {documents.map((document) => {
            const label = [KIND_NAMES[document.kind], document.number].filter(Boolean).join(' ');
            return (
              <DocumentButton
                key={document.kind}
                path={document.url}
                label={label}
                accessibleName={`${label} of order ${displayOrderId}`}
              />
            );
          })}
        </div>
      )}
    </Section>
  );
}
