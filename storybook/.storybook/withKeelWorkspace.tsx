import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { TablesContent } from '@keel/core/domain';
import { setApiFetch } from '@keel/core/client';
import { createWorkspaceFrame, WorkspaceProviders, type KeelParameters } from '@keel/core/testing';
import { fixtureSeed } from './fixtures';
import { installedManifests, installedPlugins } from './installedPlugins';
import { readKeelParameters, roleFromGlobals } from './keelParameters';

const installedIds = new Set(installedManifests.map((m) => m.id));

/** Fixture rows of installed plugins, with each plugin the story seeds replaced by its rows. */
function seedFor(storySeed: Record<string, TablesContent> = {}): Record<string, TablesContent> {
  const fixtures = Object.entries(fixtureSeed).filter(([pluginId]) => installedIds.has(pluginId));
  return { ...Object.fromEntries(fixtures), ...storySeed };
}

/** The story's workspace, built once per mount (the decorator keys it by story and role). */
function KeelWorkspace({ keel, children }: { keel: KeelParameters; children: ReactNode }) {
  // The doc holds no socket or timer, so it is left to the garbage collector on unmount.
  const [frame] = useState(() => {
    const built = createWorkspaceFrame({
      ...keel,
      plugins: keel.plugins ?? installedPlugins,
      manifests: installedManifests,
      seed: seedFor(keel.seed),
    });
    // Installed before the story renders, so its first requests already get the fake answers.
    setApiFetch(built.api);
    return built;
  });
  return <WorkspaceProviders frame={frame}>{children}</WorkspaceProviders>;
}

/**
 * Global decorator, the one place stories get their surroundings: a MemoryRouter, the Toaster,
 * a session, the plugins, an in-memory company (createWorkspaceFrame over createTestWorkspace with
 * every installed plugin and the fixtures) and a fake API. `parameters.keel` (KeelParameters)
 * changes it per story; the toolbar's role wins over `keel.role`.
 */
export const withKeelWorkspace: Decorator = (Story, context) => {
  const keel = readKeelParameters(context.parameters.keel);
  const role = roleFromGlobals(context.globals) ?? keel.role ?? 'owner';
  return (
    <KeelWorkspace key={`${context.id}:${role}`} keel={{ ...keel, role }}>
      <Story />
    </KeelWorkspace>
  );
};
