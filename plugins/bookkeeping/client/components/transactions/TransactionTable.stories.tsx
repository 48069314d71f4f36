import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { useBooksAuthor } from '../../hooks/useBooksAuthor';
import { booksSeed, sampleLines } from './booksSeed';
import { TransactionTable } from './TransactionTable';
import { WithBooks } from './WithBooks';

const noop = () => {};

function Table() {
  const author = useBooksAuthor();
  return (
    <WithBooks>
      {(books) => (
        <TransactionTable
          rows={books.transactions}
          accountById={books.accountById}
          lockDate={books.settings.lockDate}
          canWrite={author.canWrite}
          handlers={{ onView: noop, onEdit: noop, onCategorize: noop }}
        />
      )}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/TransactionTable',
  component: Table,
} satisfies Meta<typeof Table>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The header alone (the tab shows 'No transactions found' instead). */
export const Empty: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed() } } satisfies KeelParameters },
};

/** Lines of every status; the buttons here only show, the tab opens the dialog. */
export const WithTransactions: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed(sampleLines) } } satisfies KeelParameters },
};
