// The public entry of the web shell for plugins, Storybook and tests. The plugin registry
// (import.meta.glob over plugins/) is deliberately not exported: only main.tsx pulls it in.
export { App } from './App';
export { AppRoutes } from './AppRoutes';
export { downloadFile } from './files/downloadFile';
export { ClockProvider, useClock, useToday } from './clock';
export {
  ApiError,
  isApiError,
  api,
  apiFetch,
  followServerEvents,
  request,
  requestFile,
  setApiFetch,
  zodFieldErrors,
  apiFieldErrors,
  pluginApi,
  companyApi,
} from './api';
export type {
  Api,
  ApiFile,
  FetchLike,
  SignIn,
  TotpSetup,
  RouteCallOptions,
  RouteClient,
  RouteQuery,
  ServerEventHandlers,
} from './api';
export { SessionProvider, SessionContext, useSession, useUser, useSignOut } from './session';
export type { Session, SessionStatus } from './session';
export {
  defineClientPlugin,
  discoverPlugins,
  PluginsProvider,
  usePlugins,
  useDashboardCards,
  PluginPage,
  PluginErrorBoundary,
  PluginIcon,
  provideClientService,
  useService,
  useOptionalService,
  RenderingPlugin,
} from './plugins';
export type {
  ClientContributions,
  ClientPlugin,
  DashboardCard,
  DashboardSlot,
  DiscoveredPlugin,
  PageLoader,
  PagePreview,
  PreviewContext,
  SearchContext,
  SearchProvider,
  SearchResult,
  PluginsValue,
  PluginNavItem,
  PluginRouteEntry,
  ClientServiceProvision,
} from './plugins';
export {
  Shell,
  Header,
  Sidebar,
  CompanySwitcher,
  RoleBadge,
  UserMenu,
  NotificationBell,
  CommandPalette,
  VoiceCommand,
  SyncIndicator,
  OutdatedBanner,
  AiStatusPanel,
  RequireCompany,
  syncStatusLabel,
  useLiveCompanyName,
  useLiveBusinessType,
  useScopeSync,
  useCanReadScope,
  OpenSyncContext,
  useOpenSync,
} from './shell';
export type { OpenSync, OpenSyncValue, HeaderProps, CommandPaletteProps } from './shell';
export { useJob, JobProgress } from './jobs';
export type { FollowedJob, JobProgressProps } from './jobs';
export {
  Landing,
  SignUp,
  Login,
  ResetPassword,
  AcceptInvite,
  InviteSignUp,
  ForgotPasswordDialog,
  AuthLayout,
  LegalPage,
} from './public';
export {
  Button,
  Field,
  Input,
  NativeSelect,
  Select,
  Card,
  Badge,
  Spinner,
  EmptyState,
  Avatar,
  initialsOf,
  Tabs,
  Dialog,
  Toaster,
  useToast,
  ProgressBar,
  FigureList,
  cx,
} from './ui';
export type {
  ButtonProps,
  BadgeTone,
  InputProps,
  SelectOption,
  TabItem,
  ToastInput,
  DialogProps,
  ProgressBarProps,
} from './ui';
export {
  openCompanySync,
  CompanySyncProvider,
  useCompanySync,
  useSyncState,
  usePluginStore,
  useTable,
  useRow,
  useCell,
  pluginStores,
} from './sync';
export type {
  CompanySync,
  OpenCompanySyncOptions,
  SyncState,
  SyncStatus,
  PluginStores,
  StoredManifest,
} from './sync';
