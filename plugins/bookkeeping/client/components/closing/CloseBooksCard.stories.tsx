import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithBooks } from '../accounts/WithBooks';
import { CloseBooksCard } from './CloseBooksCard';
import { closingParameters } from './closingFixtures';

function CloseBooks() {
  return <WithBooks>{(books) => <CloseBooksCard books={books} />}</WithBooks>;
}

const meta = {
  title: 'Plugins/Bookkeeping/CloseBooksCard',
  component: CloseBooks,
} satisfies Meta<typeof CloseBooks>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No period closed yet: the lock date form and an empty archive. */
export const NothingClosed: Story = { parameters: { keel: closingParameters('open') } };

/** Fiscal year 2024 is locked and can be archived. */
export const ReadyToClose: Story = { parameters: { keel: closingParameters('ready') } };

/** 2024 is archived; 2025 is locked and next. */
export const WithArchivedYear: Story = { parameters: { keel: closingParameters('archived') } };

/** A bookkeeper sees the lock date and the archive but cannot change either. */
export const ReadOnly: Story = {
  parameters: { keel: closingParameters('archived', 'bookkeeper') },
};

/** The archive list cannot be loaded (no server). */
export const ServerUnavailable: Story = {
  parameters: { keel: { ...closingParameters('ready'), api: {} } },
};
