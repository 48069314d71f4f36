import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { booksSeed } from './booksSeed';
import { demoBooks } from './demoBooks';
import { RulesCard } from './RulesCard';
import { WithBooks } from './WithBooks';

function Rules() {
  return <WithBooks>{(books, author) => <RulesCard books={books} author={author} />}</WithBooks>;
}

const meta = {
  title: 'Plugins/Bookkeeping/RulesCard',
  component: Rules,
} satisfies Meta<typeof Rules>;
export default meta;

type Story = StoryObj<typeof meta>;

const demo = { seed: { bookkeeping: demoBooks() } } satisfies KeelParameters;

/** Two keyword rules and the form to add one. */
export const WithRules: Story = { parameters: { keel: demo } };

/** No rules yet. */
export const Empty: Story = {
  parameters: { keel: { seed: { bookkeeping: booksSeed() } } satisfies KeelParameters },
};

/** A viewer reads the rules only. */
export const ReadOnly: Story = {
  parameters: { keel: { ...demo, role: 'viewer' } satisfies KeelParameters },
};
