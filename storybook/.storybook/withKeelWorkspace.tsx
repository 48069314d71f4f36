import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import {
  companySummarySchema,
  COMPANY_PROFILE_ROW,
  type CompanySummary,
  type Role,
  type TablesContent,
} from '@keel/core/domain';
import { CompanySyncProvider, PluginsProvider, SessionContext, Toaster } from '@keel/core/client';
import { createTestWorkspace } from '@keel/core/testing';
import { FIXTURE_COMPANY_ID, fixtureSeed, fixtureUser } from './fixtures';
import { installedManifests, installedPlugins } from './installedPlugins';
import { readKeelParameters, roleFromGlobals } from './keelParameters';
import { RouterUnlessPresent } from './RouterUnlessPresent';
import { useStorySession } from './storySession';

const installedIds = new Set(installedManifests.map((m) => m.id));

/** Fixture rows of installed plugins, with each plugin the story seeds replaced by its rows. */
function seedFor(storySeed: Record<string, TablesContent> = {}): Record<string, TablesContent> {
  const fixtures = Object.entries(fixtureSeed).filter(([pluginId]) => installedIds.has(pluginId));
  return { ...Object.fromEntries(fixtures), ...storySeed };
}

/** The session's company, named after the seeded profile row so header and switcher agree. */
function companyFrom(seed: Record<string, TablesContent>, role: Role): CompanySummary {
  const profile = seed.core?.company?.[COMPANY_PROFILE_ROW];
  const parsed = companySummarySchema.safeParse({
    id: FIXTURE_COMPANY_ID,
    name: profile?.name ?? 'Analytical Engines LLC',
    businessType: profile?.businessType ?? 'llc',
    role,
    requireTwoFactor: false,
  });
  if (!parsed.success)
    throw new Error(`Story seed core.company.${COMPANY_PROFILE_ROW} is not a company profile`);
  return parsed.data;
}

/** An in-memory company (real stores), a signed-in session, the plugins and the toasts. */
function KeelWorkspace({
  role,
  storySeed,
  children,
}: {
  role: Role;
  storySeed: Record<string, TablesContent> | undefined;
  children: ReactNode;
}) {
  // Built once per mount (the decorator keys this by story and role). The doc holds no socket or
  // timer, so it is left to the garbage collector rather than destroyed in an effect cleanup.
  const [workspace] = useState(() => {
    const seed = seedFor(storySeed);
    return {
      ...createTestWorkspace({
        plugins: installedManifests,
        as: role,
        seed,
        user: fixtureUser,
        companyId: FIXTURE_COMPANY_ID,
      }),
      company: companyFrom(seed, role),
    };
  });
  const session = useStorySession(workspace.user, workspace.company);
  return (
    <Toaster>
      <SessionContext.Provider value={session}>
        <PluginsProvider plugins={installedPlugins}>
          <CompanySyncProvider sync={workspace.sync}>{children}</CompanySyncProvider>
        </PluginsProvider>
      </SessionContext.Provider>
    </Toaster>
  );
}

type StoryRender = Parameters<Decorator>[1]['originalStoryFn'];
const routedRenders = new WeakSet<StoryRender>();

/**
 * Global decorator: every story runs in an in-memory Keel workspace (createTestWorkspace with all
 * installed plugins and the fixtures), signed in, inside a MemoryRouter and the Toaster.
 * `parameters.keel = { role, seed, route }` changes it per story; the toolbar's role wins.
 */
export const withKeelWorkspace: Decorator = (Story, context) => {
  const keel = readKeelParameters(context.parameters.keel);
  const role = roleFromGlobals(context.globals) ?? keel.role ?? 'owner';
  const route = keel.route ?? '/';
  // A story's own decorators render inside this one, and some bring a router. So the router
  // wraps the story's render (inside every decorator) and only when none is above it yet.
  const render = context.originalStoryFn;
  const routed: StoryRender = routedRenders.has(render)
    ? render
    : (args, ctx) => <RouterUnlessPresent route={route}>{render(args, ctx)}</RouterUnlessPresent>;
  routedRenders.add(routed);
  return (
    <KeelWorkspace key={`${context.id}:${role}`} role={role} storySeed={keel.seed}>
      <Story originalStoryFn={routed} />
    </KeelWorkspace>
  );
};
