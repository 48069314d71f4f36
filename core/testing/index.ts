// Test and story support: one harness for both (ARCHITECTURE.md). Never imported by app code.
export { createMemoryCompanySync } from './createMemoryCompanySync';
export type { MemoryCompanySync, MemoryCompanySyncOptions } from './createMemoryCompanySync';
export { linkSyncs } from './linkSyncs';
export type { SyncLink } from './linkSyncs';
export { createTestWorkspace } from './createTestWorkspace';
export type { TestWorkspace, TestWorkspaceOptions } from './createTestWorkspace';
export { createFakeSyncServer } from './fakeSyncServer';
export type { FakeSyncServer } from './fakeSyncServer';
export { fakeFetch } from './fakeFetch';
export type { FakeCall, FakeFetch, FakeHandler, FakeRoutes } from './fakeFetch';
export {
  SAMPLE_COMPANY_ID,
  SAMPLE_NOW,
  sampleUser,
  sampleCompany,
  sampleOtherCompanies,
} from './fixtures';
export { TestSession } from './TestSession';
export { demoPlugins } from './demoPlugins';
export type { KeelParameters } from './keelParameters';
export { createWorkspaceFrame } from './createWorkspaceFrame';
export type { WorkspaceFrame, WorkspaceFrameOptions } from './createWorkspaceFrame';
export { WorkspaceProviders } from './WorkspaceProviders';
export { renderInWorkspace } from './renderInWorkspace';
export type { RenderInWorkspaceResult } from './renderInWorkspace';
