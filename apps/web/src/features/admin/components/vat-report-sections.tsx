import type { VatReportResponse } from '@prompttee/domain';
import { EmptyList } from './paged-list';
import { VatReportTable } from './vat-report-table';

const SECTIONS = [
  {
    key: 'domestic',
    title: 'Estonia: domestic sales (KMD)',
    caption: 'Estonia (KMD)',
    about:
      'Sales taxed at Estonian VAT, for the Estonian VAT return (KMD). A refund counts in the period it is made.',
    empty: 'No Estonian sales or refunds in this quarter.',
  },
  {
    key: 'oss',
    title: 'One-Stop-Shop (OSS): other member states',
    caption: 'One-Stop-Shop (OSS)',
    about:
      "Sales taxed at the customer's member state's VAT, for the One-Stop-Shop return. A refund of an earlier quarter's sale corrects that quarter's return.",
    empty: 'No One-Stop-Shop sales or refunds in this quarter.',
  },
] as const;

/** The two returns a quarter's sales go in, each with its own table and totals. */
export function VatReportSections({ report, period }: { report: VatReportResponse; period: string }) {
  if (report.domestic.length === 0 && report.oss.length === 0) {
    return <EmptyList>No sales or refunds in this quarter.</EmptyList>;
  }
  return (
    <>
      {SECTIONS.map((section) => (
        <section key={section.key} aria-labelledby={`vat-${section.key}`} className="flex flex-col gap-2">
          <div>
            <h3 id={`vat-${section.key}`} className="text-base font-semibold">
              {section.title}
            </h3>
            <p className="text-sm text-muted-foreground">{section.about}</p>
          </div>
          <VatReportTable
            lines={report[section.key]}
            caption={`VAT report, ${period}: ${section.caption}`}
            empty={section.empty}
          />
        </section>
      ))}
    </>
  );
}
