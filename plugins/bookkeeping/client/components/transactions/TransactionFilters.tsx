import { Input, NativeSelect } from '@keel/core/client';
import { statusFilters, type StatusFilter } from '../../../domain/books';

const statusLabels: Record<StatusFilter, string> = {
  all: 'All Status',
  categorized: 'Categorized',
  pending: 'Pending',
  reconciled: 'Reconciled',
};
const statusOptions = statusFilters.map((value) => ({ value, label: statusLabels[value] }));
const isStatusFilter = (value: string): value is StatusFilter =>
  (statusFilters as readonly string[]).includes(value);

/** The search box, the status filter and the 'X of Y transactions' count. */
export function TransactionFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
  shown,
  total,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  shown: number;
  total: number;
}) {
  return (
    <div className="bk-filters">
      <div className="bk-filter-search">
        <Input
          label="Search transactions"
          type="search"
          placeholder="Description or reference"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <NativeSelect
        label="Status"
        options={statusOptions}
        value={status}
        onChange={(event) => {
          if (isStatusFilter(event.target.value)) onStatusChange(event.target.value);
        }}
      />
      <p className="k-muted bk-filter-count" role="status">
        {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} transactions
      </p>
    </div>
  );
}
