import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VatReportResponse } from '@prompttee/domain';
import { EmptyList } from './paged-list';
import { VatReportTable } from './vat-report-table';

type ReturnSection = {
  key: 'domestic' | 'oss';
  title: MessageDescriptor;
  caption: MessageDescriptor;
  about: MessageDescriptor;
  empty: MessageDescriptor;
};

const SECTIONS: ReturnSection[] = [
  {
    key: 'domestic',
    title: msg`Estonia: domestic sales (KMD)`,
    caption: msg`Estonia (KMD)`,
    about: msg`Sales taxed at Estonian VAT, for the Estonian VAT return (KMD). A refund counts in the period it is made.`,
    empty: msg`No Estonian sales or refunds in this quarter.`,
  },
  {
    key: 'oss',
    title: msg`One-Stop-Shop (OSS): other member states`,
    caption: msg`One-Stop-Shop (OSS)`,
    about: msg`Sales taxed at the customer's member state's VAT, for the One-Stop-Shop return. A refund of an earlier quarter's sale corrects that quarter's return.`,
    empty: msg`No One-Stop-Shop sales or refunds in this quarter.`,
  },
];

/** The two returns a quarter's sales go in, each with its own table and totals. */
export function VatReportSections({ report, period }: { report: VatReportResponse; period: string }) {
  const { t } = useLingui();
  if (report.domestic.length === 0 && report.oss.length === 0) {
    return (
      <EmptyList>
        <Trans>No sales or refunds in this quarter.</Trans>
      </EmptyList>
    );
  }
  return (
    <>
      {SECTIONS.map((section) => {
        const name = t(section.caption);
        return (
          <section key={section.key} aria-labelledby={`vat-${section.key}`} className="flex flex-col gap-2">
            <div>
              <h3 id={`vat-${section.key}`} className="text-base font-semibold">
                {t(section.title)}
              </h3>
              <p className="text-sm text-muted-foreground">{t(section.about)}</p>
            </div>
            <VatReportTable
              lines={report[section.key]}
              caption={t`VAT report, ${period}: ${name}`}
              empty={t(section.empty)}
            />
          </section>
        );
      })}
    </>
  );
}
