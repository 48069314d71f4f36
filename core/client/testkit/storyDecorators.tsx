import type { ComponentType } from 'react';
import type { CompanySummary, PluginManifest, TablesContent, User } from '@keel/core/domain';
import { coreManifest } from '@keel/core/domain';
import { setApiFetch } from '../api';
import { CompanySyncProvider, type SyncState } from '../sync';
import type { DiscoveredPlugin } from '../plugins';
import { fakeFetch, type FakeHandler } from './fakeFetch';
import { Harness } from './Harness';
import { memorySync } from './memorySync';
import { sampleCompany, sampleUser } from './fixtures';

/** Options of the story frame: who is signed in, where, which API answers and sync state. */
export interface StoryFrameOptions {
  user?: User | null;
  companies?: CompanySummary[];
  plugins?: DiscoveredPlugin[];
  path?: string;
  api?: Record<string, FakeHandler | object>;
  sync?: { manifests?: PluginManifest[]; seed?: Record<string, TablesContent>; state?: SyncState; ready?: boolean } | false;
}

/** A Storybook decorator: router, toasts, session, a fake API and an in-memory company sync. */
export function storyFrame({ user = sampleUser(), companies = [sampleCompany()], plugins = [], path = '/', api = {}, sync = {} }: StoryFrameOptions = {}) {
  return function StoryFrame(Story: ComponentType) {
    setApiFetch(fakeFetch(api));
    const open = sync === false ? null : memorySync({
      plugins: sync.manifests ?? [coreManifest],
      seed: sync.seed ?? { core: { company: { profile: { name: companies[0]?.name ?? 'Company', businessType: 'llc' } } } },
      ...(sync.state ? { state: sync.state } : {}),
      ...(sync.ready === false ? { ready: false } : {}),
    });
    return (
      <Harness user={user} companies={companies} plugins={plugins} path={path}>
        <CompanySyncProvider sync={open}>
          <Story />
        </CompanySyncProvider>
      </Harness>
    );
  };
}
