import type { Meta, StoryObj } from '@storybook/react-vite';
import { manualTabs } from '../../domain/manual';
import { ManualSectionView } from './ManualSectionView';

const meta: Meta<typeof ManualSectionView> = {
  title: 'Plugins/Manual/ManualSectionView',
  component: ManualSectionView,
};
export default meta;

type Story = StoryObj<typeof ManualSectionView>;

const sectionOf = (id: string) => {
  const section = manualTabs.flatMap((t) => t.sections).find((s) => s.id === id);
  if (!section) throw new Error(`No section ${id}`);
  return section;
};

/** A section with numbered steps, labels, links and settings. */
export const WithSteps: Story = {
  args: { section: sectionOf('connect-bank-simplefin'), accordion: false, open: false },
};

/** A closed accordion section. */
export const Closed: Story = {
  args: { section: sectionOf('fraud-detection-method'), accordion: true, open: false },
};
