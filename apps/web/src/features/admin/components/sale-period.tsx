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
  const input = 'h-9 rounded-md border bg-background px-2';
  return (
    <div className="flex flex-wrap gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t`Starts`}
        <input
          type="datetime-local"
          required
          className={input}
          value={period.startsAt}
          onChange={(e) => period.setStartsAt(e.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t`Ends`}
        <input
          type="datetime-local"
          required
          className={input}
          value={period.endsAt}
          onChange={(e) => period.setEndsAt(e.target.value)}
        />
      </label>
    </div>
  );
}
