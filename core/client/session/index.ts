export { SessionContext, useSession, useUser } from './SessionContext';
export type { Session, SessionStatus } from './SessionContext';
export { SessionProvider } from './SessionProvider';
export { useSignOut } from './useSignOut';
