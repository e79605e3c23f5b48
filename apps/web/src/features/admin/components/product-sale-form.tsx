import { Trans, useLingui } from '@lingui/react/macro';
import type { PatchCatalogProductBody } from '@prompttee/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { SalePeriodInputs, useSalePeriod } from './sale-period';

/** Every variant of a product so many percent cheaper for a period, or every sale ended. */
export function ProductSaleForm({
  busy,
  onChange,
}: {
  busy: boolean;
  onChange(body: PatchCatalogProductBody): void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [percent, setPercent] = useState('20');
  const period = useSalePeriod();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ sale: { percent_off: Number(percent), ...period.toBody() } });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        <Trans>Sale of every variant</Trans>
      </h4>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-percent`}>{t`Percent off`}</Label>
          <Input
            id={`${id}-percent`}
            type="number"
            min={1}
            max={90}
            required
            className="w-24"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
          />
        </div>
        <SalePeriodInputs period={period} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={busy}>
          <Trans>Put every variant on sale</Trans>
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => onChange({ sale: null })}>
          <Trans>End every sale</Trans>
        </Button>
      </div>
    </form>
  );
}
