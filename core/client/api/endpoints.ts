import type {
  CompanySummary,
  Invite,
  InviteSignupRequest,
  LoginRequest,
  Member,
  NotificationList,
  Role,
  SignupRequest,
  UpdateAccountRequest,
  User,
} from '@keel/core/domain';
import { request } from './request';

/** One recorded sign-in of the user. */
export interface SignIn {
  at: string;
  ip?: string;
  userAgent?: string;
  success?: boolean;
}

/** What enrolling in two-factor answers. */
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

/** One e-mail of the outbox addressed to the signed-in user, as GET /api/outbox lists it. */
export interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  sentAt: string;
}

/** One outbox e-mail in full: `text` is what the app shows; `html` is never rendered as HTML. */
export interface OutboxMessage extends OutboxItem {
  html: string;
  text: string;
}

const enc = encodeURIComponent;
/** `?companyId=` when a company is named. */
const companyQuery = (companyId?: string | null) =>
  companyId ? `?companyId=${enc(companyId)}` : '';

/** Typed calls of API.md; every one throws ApiError on a non-OK answer. */
export const api = {
  signup: (body: SignupRequest) =>
    request<{ user: User; company: CompanySummary }>('POST', '/api/auth/signup', body),
  /** Sign-up through an invitation: joins the inviting company instead of creating one. */
  signupByInvite: (body: InviteSignupRequest) =>
    request<{ user: User; company: CompanySummary }>('POST', '/api/auth/signup', body),
  login: (body: LoginRequest) => request<{ user: User }>('POST', '/api/auth/login', body),
  logout: () => request<void>('POST', '/api/auth/logout'),
  forgot: (email: string) => request<void>('POST', '/api/auth/forgot', { email }),
  reset: (token: string, password: string) =>
    request<void>('POST', '/api/auth/reset', { token, password }),
  me: () => request<User>('GET', '/api/user'),
  /** Who is signed in: `{user: null}` when nobody is (200, where GET /api/user answers 401). */
  session: () => request<{ user: User | null }>('GET', '/api/session'),
  updateMe: (body: UpdateAccountRequest) =>
    request<User | { user: User }>('PATCH', '/api/user', body),
  signIns: () => request<{ signIns: SignIn[] } | SignIn[]>('GET', '/api/user/sign-ins'),
  totpSetup: () => request<TotpSetup>('POST', '/api/auth/totp/setup'),
  totpEnable: (code: string) =>
    request<{ recoveryCodes: string[] }>('POST', '/api/auth/totp/enable', { code }),
  totpDisable: (password: string) => request<void>('POST', '/api/auth/totp/disable', { password }),
  companies: (userId: string) =>
    request<{ companies: CompanySummary[] }>('GET', `/api/user/${enc(userId)}/companies`),
  createCompany: (name: string, businessType: string) =>
    request<{ company: CompanySummary }>('POST', '/api/companies', { name, businessType }),
  switchCompany: (id: string) =>
    request<{ user: User }>('POST', `/api/companies/${enc(id)}/switch`),
  updateCompany: (
    id: string,
    body: { name?: string; businessType?: string; requireTwoFactor?: boolean },
  ) => request<unknown>('PATCH', `/api/companies/${enc(id)}`, body),
  members: (id: string) =>
    request<{ members: Member[]; invites: Invite[] }>('GET', `/api/companies/${enc(id)}/members`),
  invite: (id: string, email: string, role: Role) =>
    request<unknown>('POST', `/api/companies/${enc(id)}/invites`, { email, role }),
  changeRole: (id: string, userId: string, role: Role) =>
    request<unknown>('PATCH', `/api/companies/${enc(id)}/members/${enc(userId)}`, { role }),
  removeMember: (id: string, userId: string) =>
    request<void>('DELETE', `/api/companies/${enc(id)}/members/${enc(userId)}`),
  inviteInfo: (token: string) =>
    request<{ companyName: string; role: Role; email: string }>(
      'GET',
      `/api/invites/${enc(token)}`,
    ),
  acceptInvite: (token: string) =>
    request<{ user?: User; companyId?: string; company?: { id: string } } | undefined>(
      'POST',
      `/api/invites/${enc(token)}/accept`,
    ),
  /** The signed-in user's notifications of a company (the session's current one without it). */
  notifications: (companyId?: string | null) =>
    request<NotificationList>('GET', `/api/notifications${companyQuery(companyId)}`),
  readNotification: (id: string) => request<void>('POST', `/api/notifications/${enc(id)}/read`),
  readAllNotifications: (companyId?: string | null) =>
    request<void>('POST', `/api/notifications/read-all${companyQuery(companyId)}`),
  /** Sends one e-mail through the server's mailer (spec 000 section 7); 502 when sending fails. */
  sendEmail: (to: string, subject: string, html: string) =>
    request<{ ok: true }>('POST', '/api/send-email', { to, subject, html }),
  outbox: () => request<{ messages: OutboxItem[] }>('GET', '/api/outbox'),
  outboxMessage: (id: string) => request<OutboxMessage>('GET', `/api/outbox/${enc(id)}`),
};

/** The API client's type, for injection. */
export type Api = typeof api;
