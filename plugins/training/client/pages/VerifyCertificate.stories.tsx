import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { KeelParameters } from '@keel/core/testing';
import { fakeVerifyApi, SAMPLE_CODE } from '../fixtures/fakeTrainingApi';
import { VerifyCertificate } from './VerifyCertificate';

const meta = {
  title: 'Plugins/Training/Certificate Check',
  component: VerifyCertificate,
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/verify/:code" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof VerifyCertificate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid certificate, seen signed out. */
export const Valid: Story = {
  parameters: {
    keel: {
      user: null,
      route: `/verify/${SAMPLE_CODE}`,
      api: fakeVerifyApi(),
    } satisfies KeelParameters,
  },
};

/** A well-formed code no certificate has. */
export const Unknown: Story = {
  parameters: {
    keel: {
      user: null,
      route: '/verify/KEEL-0000-0000-0000',
      api: fakeVerifyApi(),
    } satisfies KeelParameters,
  },
};

/** Something that is not a code at all. */
export const Malformed: Story = {
  parameters: {
    keel: { user: null, route: '/verify/hello', api: fakeVerifyApi() } satisfies KeelParameters,
  },
};
