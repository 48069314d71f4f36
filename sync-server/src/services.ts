import type { PluginManifest } from '@keel/core/domain';
import type { ServerConfig } from './config';
import type { Storage } from './storage/storage';
import type { Mailer } from './mail/mailer';
import type { DocManager } from './sync/docManager';
import type { PluginRegistry } from './sync/pluginRegistry';
import type { SignInThrottle } from './auth/signInThrottle';
import type { ResetMailLimits } from './auth/resetMailLimits';
import type { BackgroundWork } from './backgroundWork';
import type { JobEngine } from './jobs/jobEngine';
import type { SecretBox } from '@keel/core/server';
import type { Notifications } from './accounts/notifications';
import type { AuditFeed } from './accounts/auditFeed';

/** Everything route handlers and the sync endpoint share. */
export interface Services {
  config: ServerConfig;
  storage: Storage;
  mailer: Mailer;
  docs: DocManager;
  registry: PluginRegistry;
  throttle: SignInThrottle;
  resetMailLimits: ResetMailLimits;
  /** Work that runs after the answer (reset e-mails); shutdown waits for it. */
  background: BackgroundWork;
  secrets: SecretBox;
  /** The plugins' background jobs (`core.jobs`); started once the plugins are mounted. */
  jobs: JobEngine;
  /** Absolute link into the web app, e.g. linkTo('/invite/abc'). */
  linkTo(path: string): string;
  manifests: readonly PluginManifest[];
  /**
   * What each plugin writes into a new company (its `seedCompany`), filled in when the plugins
   * are mounted; a failure is logged, and the company is created all the same.
   */
  companySeeders: ((companyId: string) => Promise<void>)[];
  /** Every notification, the core's and the plugins' (`core.notifications`). */
  notifications: Notifications;
  /** Tells `core.audit`'s subscribers of each new audit record of this process. */
  auditFeed: AuditFeed;
}
