export { createMemoryCompanySync } from './createMemoryCompanySync';
export type { MemoryCompanySyncOptions } from './createMemoryCompanySync';
export { linkSyncs } from './linkSyncs';
export type { SyncLink } from './linkSyncs';
export { createTestWorkspace } from './createTestWorkspace';
export type { TestWorkspace, TestWorkspaceOptions } from './createTestWorkspace';
export { createFakeSyncServer } from './fakeSyncServer';
export type { FakeSyncServer } from './fakeSyncServer';
