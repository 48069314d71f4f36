import type { ServerConfig } from '../config';
import { createFileStorage } from './fileStorage';
import type { Storage } from './storage';

/** The storage the configuration asks for: PostgreSQL when DATABASE_URL is set, else DATA_DIR's files. */
export async function openStorage(config: ServerConfig): Promise<Storage> {
  const options = {
    clock: config.clock,
    log: config.log,
    auditRetentionMonths: config.auditRetentionMonths,
  };
  // The PostgreSQL client and its code load only when it is used.
  if (config.databaseUrl)
    return (await import('./postgresStorage')).createPostgresStorage(config.databaseUrl, options);
  return createFileStorage(config.dataDir, options);
}
