import type { ServerConfig } from '../config';
import { createFileStorage } from './fileStorage';
import { createPostgresStorage } from './postgresStorage';
import type { Storage } from './storage';

/** The storage the configuration asks for: PostgreSQL when DATABASE_URL is set, else DATA_DIR's files. */
export function openStorage(config: ServerConfig): Promise<Storage> {
  const options = {
    clock: config.clock,
    log: config.log,
    auditRetentionMonths: config.auditRetentionMonths,
  };
  return config.databaseUrl
    ? createPostgresStorage(config.databaseUrl, options)
    : createFileStorage(config.dataDir, options);
}
