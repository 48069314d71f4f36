import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StatusFilter } from '../../../domain/books';
import { TransactionFilters } from './TransactionFilters';

function Demo({ shown, total }: { shown: number; total: number }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  return (
    <TransactionFilters
      search={search}
      onSearchChange={setSearch}
      status={status}
      onStatusChange={setStatus}
      shown={shown}
      total={total}
    />
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/TransactionFilters',
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No transactions at all. */
export const Empty: Story = { args: { shown: 0, total: 0 } };
/** A filter that kept a few of many. */
export const Filtered: Story = { args: { shown: 12, total: 50_000 } };
