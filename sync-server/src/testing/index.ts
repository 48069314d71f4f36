// Test helpers for plugin authors: a real server on a random port and a cookie-jar client.
export {
  startKeel,
  Client,
  addMember,
  signUpUser,
  strongPassword,
  uniqueEmail,
} from './testServer';
export type { TestKeel, TestUser } from './testServer';
export { connect, synced, closeOf, eventually, wsWithCookie } from './syncClient';
export { startWriteBurst, storedWrites, lostWrites } from './writeBurst';
export type { Burst, BurstResult, BurstTarget } from './writeBurst';
export { storedDocument, rewriteStoredDocument } from './storedDocument';
export { tamperAuditRecord } from './storedAudit';
export type { TamperedAudit } from './storedAudit';
export type { StoredDocumentView } from './storedDocument';
export { postgresAvailable, startTestCluster, startTestPostgres } from './testPostgres';
export type { TestCluster, TestPostgres } from './testPostgres';
export { redisServerPath, startTestRedis } from './testRedis';
export type { TestRedis } from './testRedis';
/** The server's secret box as a test server keeps it (its DATA_DIR's key), to check what it seals or fingerprints. */
export { createSecretBox, loadSecretKey } from '../storage/secretBox';
export { startKeelProcess } from './keelProcess';
export type { KeelProcess, LoggedLine } from './keelProcess';
