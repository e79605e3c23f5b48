import { ORDER_STATUS_GROUP_LABELS } from '@prompttee/domain';
import { SearchInput } from '@/components/ui/search-input';
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
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label="Search by Order ID"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Select
        wrapperClassName="sm:w-56"
        value={status}
        onChange={(event) => onStatus(event.target.value as StatusFilter)}
        aria-label="Filter by status"
      >
        {FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {filter === ALL_STATUSES ? 'All statuses' : filter}
          </option>
        ))}
      </Select>
    </div>
  );
}
