import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

// <input type="datetime-local"> speaks the browser's local time without a zone.
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** A sale's period as typed: from now for a week, as a sale usually runs; computed once, on open. */
export function useSalePeriod() {
  const [startsAt, setStartsAt] = useState(() => localInput(new Date()));
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(new Date().getTime() + 7 * 86_400_000)));
  return {
    startsAt,
    endsAt,
    setStartsAt,
    setEndsAt,
    /** As the API takes it. */
    toBody: () => ({ starts_at: new Date(startsAt).toISOString(), ends_at: new Date(endsAt).toISOString() }),
  };
}

/** The period's two inputs: when the sale starts and ends, in the browser's time. */
export function SalePeriodInputs({ period }: { period: ReturnType<typeof useSalePeriod> }) {
  const { t } = useLingui();
  const fields = [
    { label: t`Starts`, value: period.startsAt, set: period.setStartsAt },
    { label: t`Ends`, value: period.endsAt, set: period.setEndsAt },
  ];
  return (
    <div className="flex flex-wrap gap-3">
      {fields.map(({ label, value, set }) => (
        <label key={label} className="flex flex-col gap-1 text-sm font-medium">
          {label}
          <input
            type="datetime-local"
            required
            className="h-9 rounded-md border bg-background px-2"
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        </label>
      ))}
    </div>
  );
}
