import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { WorkspaceProbe } from './WorkspaceProbe';

const meta = { title: 'Storybook/Keel workspace', component: WorkspaceProbe } satisfies Meta<
  typeof WorkspaceProbe
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults every story gets: the owner, the fixture company and rows, at '/', on SAMPLE_NOW. */
export const Defaults: Story = {};

/** `parameters.keel.role`: the same workspace seen by a bookkeeper. */
export const AsBookkeeper: Story = {
  parameters: { keel: { role: 'bookkeeper' } satisfies KeelParameters },
};

/** `parameters.keel.seed` and `route`: another company name, an empty guide, a deep link. */
export const SeedAndRoute: Story = {
  parameters: {
    keel: {
      role: 'viewer',
      route: '/settings/company',
      seed: {
        core: { company: { profile: { name: 'Difference Co', businessType: 'corporation' } } },
        dashboard: {},
      },
    } satisfies KeelParameters,
  },
};

/** `parameters.keel.now`: the same workspace on another day (every screen reads useClock()). */
export const OnAnotherDay: Story = {
  parameters: { keel: { now: '2027-01-04T09:00:00' } satisfies KeelParameters },
};
