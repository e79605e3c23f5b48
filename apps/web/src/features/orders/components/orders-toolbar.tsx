import { ORDER_STATUS_GROUP_LABELS } from '@prompttee/domain';
import { ChevronDown, Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
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
      <div className="relative flex-1 sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search by Order ID"
          aria-label="Search by Order ID"
          autoComplete="off"
          spellCheck={false}
          className="pl-9"
        />
      </div>
      <div className="relative sm:w-56">
        <select
          value={status}
          onChange={(event) => onStatus(event.target.value as StatusFilter)}
          aria-label="Filter by status"
          className="h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-card pr-9 pl-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
        >
          {FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {filter === ALL_STATUSES ? 'All statuses' : filter}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
      </div>
    </div>
  );
}
