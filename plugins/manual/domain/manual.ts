import { account } from './content/account';
import { aiFeatures } from './content/aiFeatures';
import { dataAndHosting } from './content/dataAndHosting';
import { quickStart } from './content/quickStart';
import { screens } from './content/screens';
import { support } from './content/support';
import { videoTraining } from './content/videoTraining';
import { workflows } from './content/workflows';
import { manualTabSchema, type ManualTab } from './content/schema';

/** The screen's path, and the address of one section of it. */
export const MANUAL_PATH = '/user-manual';
export const sectionPath = (tabId: string, sectionId: string) =>
  `${MANUAL_PATH}?tab=${tabId}#${sectionId}`;

/**
 * The manual's tabs in order: the spec's five (Quick Start, AI Features, Workflows, Video
 * Training, Support) with Screens, Account & Security and Banks, Offline & Hosting before Support,
 * so that the spec's denominator of 8 is the number of tabs. Checked when it loads: unique ids.
 */
export const manualTabs: readonly ManualTab[] = (() => {
  const tabs = [
    quickStart,
    aiFeatures,
    workflows,
    videoTraining,
    screens,
    account,
    dataAndHosting,
    support,
  ].map((t) => manualTabSchema.parse(t));
  const ids = tabs.flatMap((t) => [t.id, ...t.sections.map((s) => s.id)]);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length > 0) throw new Error(`Manual ids used twice: ${twice.join(', ')}`);
  return tabs;
})();

export const manualTabIds = manualTabs.map((t) => t.id);
