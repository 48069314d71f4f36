import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { fakeCpaApi } from '../fixtures/sampleCpa';
import { CpaServicesPage } from './CpaServicesPage';

const meta: Meta<typeof CpaServicesPage> = {
  title: 'Plugins/CPA Services/CpaServicesPage',
  component: CpaServicesPage,
};
export default meta;
type Story = StoryObj<typeof CpaServicesPage>;

/** The owner of a practice with two client companies on Keel and one client not on Keel. */
export const Practice: Story = {
  parameters: { keel: { route: '/cpa-services', api: fakeCpaApi() } satisfies KeelParameters },
};

/** A new practice: the starter catalogue, no clients yet. */
export const NewPractice: Story = {
  parameters: { keel: { route: '/cpa-services', api: fakeCpaApi([]) } satisfies KeelParameters },
};

/** A viewer of the practice: reads, changes nothing. */
export const Viewer: Story = {
  parameters: {
    keel: { route: '/cpa-services', role: 'viewer', api: fakeCpaApi() } satisfies KeelParameters,
  },
};

/** The server is away: the page says so. */
export const Unreachable: Story = {
  parameters: { keel: { route: '/cpa-services', api: {} } satisfies KeelParameters },
};
