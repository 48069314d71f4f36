export {
  roles,
  roleSchema,
  accountantModeRoles,
  canManageMembers,
  switcherRoleGroup,
  roleLabel,
} from './roles';
export type { Role } from './roles';
export { COMPANY_SCOPE, companyScopeAccess, scopeAllows, scopeIdSchema } from './scopes';
export type { ScopeAccess } from './scopes';
export { docIdFor, parseDocId, yMapNameFor } from './docIds';
export { iconNames } from './plugin/icons';
export type { IconName } from './plugin/icons';
export { navGroups, manifestSchema, pluginIdSchema } from './plugin/manifest';
export type {
  NavGroup,
  NavItem,
  PluginRoute,
  PluginManifest,
  PluginManifestInput,
  TablesContent,
  MigrationStep,
} from './plugin/manifest';
export { definePlugin, tablesByScope } from './plugin/definePlugin';
export { tinybaseSchemaFor } from './plugin/tinybaseSchema';
export {
  signupRequestSchema,
  loginRequestSchema,
  forgotRequestSchema,
  resetRequestSchema,
  updateAccountRequestSchema,
  totpVerifyRequestSchema,
  passwordSchema,
  userSchema,
} from './api/auth';
export type { SignupRequest, LoginRequest, UpdateAccountRequest, User } from './api/auth';
export {
  businessTypes,
  businessTypeSchema,
  companySummarySchema,
  createCompanyRequestSchema,
  updateCompanyRequestSchema,
  inviteRequestSchema,
  changeRoleRequestSchema,
  memberSchema,
  inviteSchema,
  notificationSchema,
} from './api/companies';
export type { CompanySummary, Member, Invite, Notification, BusinessType } from './api/companies';
export { validationErrorBody } from './api/errors';
export type { ValidationErrorBody } from './api/errors';
export { coreManifest, COMPANY_PROFILE_ROW } from './companyProfile';
export { bindStoreToDoc, cellKey } from './sync/bindStoreToDoc';
/** The core's version; plugins state the range they need in `coreRange`. */
export const CORE_VERSION = '0.1.0';
export { formatSchemaQuery, parseSchemaQuery, outdatedPlugins } from './sync/schemaVersions';
export { migrateTables } from './plugin/migrate';
