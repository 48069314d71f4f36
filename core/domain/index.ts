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
export { navGroups, manifestSchema, pluginIdSchema, tableWriterKinds } from './plugin/manifest';
export { tableWriters, maySyncWrite } from './plugin/tableAccess';
export type {
  TableDeclaration,
  TableWriterKind,
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
  inviteSignupRequestSchema,
  inviteTokenSchema,
  loginRequestSchema,
  forgotRequestSchema,
  resetRequestSchema,
  updateAccountRequestSchema,
  totpVerifyRequestSchema,
  passwordSchema,
  userSchema,
} from './api/auth';
export type {
  SignupRequest,
  InviteSignupRequest,
  LoginRequest,
  UpdateAccountRequest,
  User,
} from './api/auth';
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
} from './api/companies';
export type { CompanySummary, Member, Invite, BusinessType } from './api/companies';
export { validationErrorBody } from './api/errors';
export { defineRoute, fillPath } from './api/routes';
export type {
  ApiRoute,
  HttpMethod,
  PathParams,
  PathValues,
  RouteAnswer,
  RouteBody,
  RouteMount,
} from './api/routes';
export { CSP_NONCE_PLACEHOLDER } from './cspNonce';
export type { ValidationErrorBody } from './api/errors';
export { coreManifest, COMPANY_PROFILE_ROW } from './companyProfile';
export { corePages, isAppPage } from './appPages';
export type { CorePagePath } from './appPages';
export { bindStoreToDoc, cellKey } from './sync/bindStoreToDoc';
export { splitCellKey, toCell } from './sync/cellKeys';
/** The core's version; plugins state the range they need in `coreRange`. */
export const CORE_VERSION = '0.1.0';
export { formatSchemaQuery, parseSchemaQuery, outdatedPlugins } from './sync/schemaVersions';
export { migrateTables } from './plugin/migrate';
export { centsSchema, MoneyError } from './money/cents';
export type { Cents } from './money/cents';
export { parseMoney } from './money/parseMoney';
export { formatUSD, centsToDollars, centsToDecimal } from './money/formatUSD';
export { moneySchema } from './money/moneySchema';
export { allocate } from './money/allocate';
export {
  accountTypes,
  accountSubtypes,
  subtypeTypes,
  accountSchema,
  normalBalance,
} from './ledger/account';
export type { Account, AccountInput, AccountType, AccountSubtype } from './ledger/account';
export {
  recordIdSchema,
  recordIdOrBlankSchema,
  isRecordId,
  isReservedKey,
  reservedKeys,
  RECORD_ID_MESSAGE,
  RESERVED_ID_MESSAGE,
} from './recordId';
export { ledgerIdSchema, isoDateSchema, isIsoDate, singleLineSchema } from './ledger/ids';
export { systemClock, fixedClock, localToday } from './clock';
export { monthName } from './monthNames';
export type { Clock, SettableClock } from './clock';
export { standardChartOfAccounts } from './ledger/standardChartOfAccounts';
export { journalLineSchema, journalEntrySchema, entryTotals } from './ledger/journalEntry';
export type { JournalLine, JournalEntry } from './ledger/journalEntry';
export { validateEntry, knownAccountIds, isLocked, lockedMessage } from './ledger/validateEntry';
export type { EntryValidation } from './ledger/validateEntry';
export type { DateRange, NetByAccount, ReportLine } from './ledger/ledgerTotals';
export { dayBefore, scanNet } from './ledger/ledgerTotals';
export { fiscalYearStart } from './ledger/fiscalYear';
export { trialBalance, trialBalanceFrom } from './ledger/trialBalance';
export type { TrialBalance, TrialBalanceRow } from './ledger/trialBalance';
export { profitAndLoss, profitAndLossFrom } from './ledger/profitAndLoss';
export type { ProfitAndLoss, ReportSection } from './ledger/profitAndLoss';
export { balanceSheet, balanceSheetFrom } from './ledger/balanceSheet';
export type { BalanceSheet } from './ledger/balanceSheet';
export { cashFlow, cashFlowFrom } from './ledger/cashFlow';
export type { CashFlow } from './ledger/cashFlow';
export { generalLedger, generalLedgerFrom, postingOrder } from './ledger/generalLedger';
export type {
  GeneralLedgerAccount,
  GeneralLedgerLine,
  PostingSource,
} from './ledger/generalLedger';
export { hledgerAccountNames } from './ledger/hledgerNames';
export { exportHledgerJournal } from './ledger/exportHledgerJournal';
export { parseHledgerJournal } from './ledger/parseHledgerJournal';
export type { HledgerImport } from './ledger/parseHledgerJournal';
export { createServiceRef, serviceIdSchema } from './services/serviceRef';
export type { ServiceRef } from './services/serviceRef';
export { resolveServices } from './services/resolveServices';
export type { ServiceDeclarations, ServiceResolution } from './services/resolveServices';
export { clockServiceRef, coreServiceIds, jobsServiceRef } from './services/coreServices';
export {
  jobStatuses,
  jobStatusSchema,
  isJobFinished,
  JOB_MESSAGE_MAX,
  jobKindSchema,
  jobSchema,
  jobListQuerySchema,
  jobListSchema,
  jobAnswerSchema,
} from './jobs/job';
export type { Job, JobStatus, JobListQuery, JsonValue } from './jobs/job';
export type {
  JobContext,
  JobKind,
  JobStartOptions,
  JobSchedule,
  JobsService,
  NewJobSchedule,
} from './jobs/jobsService';
export { notificationsServiceRef, portfolioServiceRef } from './services/coreServices';
export {
  notificationSeverities,
  notificationSeveritySchema,
  notificationSchema,
  notificationListSchema,
  notificationScopeQuerySchema,
  unreadElsewhereSchema,
} from './api/notifications';
export type {
  Notification,
  NotificationList,
  NotificationSeverity,
  UnreadElsewhere,
} from './api/notifications';
export { notificationAudienceSchema, raiseNotificationSchema } from './services/notifications';
export type {
  NotificationAudience,
  NotificationInbox,
  NotificationsService,
  RaiseNotification,
  RaiseNotificationResult,
} from './services/notifications';
export type { PortfolioService, UserCompanies } from './services/portfolio';
export type { MemberContext } from './memberContext';
export { auditServiceRef } from './services/coreServices';
export {
  auditKinds,
  auditKindSchema,
  auditEventSchema,
  auditQuerySchema,
  auditChainCheckSchema,
  auditSubscriptionSchema,
  companyAuditEventSchema,
  companyMemberSchema,
} from './services/audit';
export type {
  AuditChainCheck,
  AuditKind,
  AuditEvent,
  AuditQuery,
  AuditService,
  AuditSubscription,
  CompanyAuditEvent,
  CompanyMember,
} from './services/audit';
export { mailServiceRef } from './services/coreServices';
export { mailAttachmentSchema, outgoingMailSchema } from './services/mail';
export type { MailAttachment, MailResult, MailService, OutgoingMail } from './services/mail';
export { isValidRoutingNumber, routingCheckDigit } from './routingNumber';
