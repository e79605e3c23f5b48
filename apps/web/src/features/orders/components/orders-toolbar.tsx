import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS_GROUP_LABELS } from '@prompttee/domain';
import { SearchInput } from '@/components/ui/search-input';
import { orderStatusGroupText } from '@/i18n/order-status-texts';
import { Select } from '@/components/ui/select';
import { ALL_STATUSES, type StatusFilter } from '../lib/filter-orders';

const FILTERS: readonly StatusFilter[] = [ALL_STATUSES, ...ORDER_STATUS_GROUP_LABELS];

/** 'Search by Order ID' and the status filter of spec section 4. */
export function OrdersToolbar({
  search,
  onSearch,
  status,
  onStatus,
}: {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label={t`Search by Order ID`}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Select
        wrapperClassName="sm:w-56"
        value={status}
        onChange={(event) => onStatus(event.target.value as StatusFilter)}
        aria-label={t`Filter by status`}
      >
        {FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {filter === ALL_STATUSES ? t`All statuses` : orderStatusGroupText(i18n, filter)}
          </option>
        ))}
      </Select>
    </div>
  );
}
