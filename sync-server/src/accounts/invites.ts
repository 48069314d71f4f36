import { corePages, roleLabel, type Role } from '@keel/core/domain';
import { hashToken, newId, newToken } from '../auth/tokens';
import { HttpError } from '../http/httpError';
import type { InviteRecord, UserRecord } from '../storage/records';
import type { Services } from '../services';
import { appendAudit } from './audit';
import { memberIdsWithRole } from './memberships';
import { userByEmail } from './users';
import { membershipKey } from '../storage/collections';
import type { RecordChange } from '../storage/storage';
import { escapeHtml } from './passwordReset';

const INVITE_MS = 7 * 24 * 3600 * 1000;

/** Creates a single-use 7-day invite and e-mails its link. */
export async function createInvite(
  services: Services,
  companyId: string,
  inviter: UserRecord,
  email: string,
  role: Role,
): Promise<InviteRecord> {
  const { storage } = services;
  const company = await storage.companies.get(companyId);
  if (!company) throw new HttpError(404, { error: 'Company not found' });
  const invitee = await userByEmail(storage, email);
  if (invitee && (await storage.memberships.get(membershipKey(companyId, invitee.id))))
    throw new HttpError(409, {
      error: 'This person is already a member',
      fields: { email: 'Already a member of this company' },
    });
  const token = newToken();
  const now = services.config.clock.now().getTime();
  const invite: InviteRecord = {
    id: newId(),
    tokenHash: hashToken(token),
    companyId,
    email,
    role,
    invitedBy: inviter.id,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + INVITE_MS).toISOString(),
    acceptedAt: null,
  };
  await storage.invites.put(invite);
  const link = services.linkTo(`/invite/${token}`);
  const who = escapeHtml(`${inviter.firstName} ${inviter.lastName}`);
  const mail = {
    to: email,
    subject: `${inviter.firstName} invited you to ${company.name} on Keel`,
    html: `<p>${who} invited you to join <strong>${escapeHtml(company.name)}</strong> on Keel as ${roleLabel(role)}.</p><p><a href="${link}">${link}</a></p><p>The link works once and expires in 7 days.</p>`,
    text: `${inviter.firstName} ${inviter.lastName} invited you to join ${company.name} on Keel as ${roleLabel(role)}: ${link}`,
  };
  try {
    await services.mailer.send(mail);
  } catch (error) {
    // An invite nobody received is withdrawn, so the members list does not show a phantom.
    await storage.invites.delete(invite.id);
    services.config.log('warn', 'Invitation e-mail failed', { error: String(error) });
    throw new HttpError(502, { error: 'The invitation e-mail could not be sent' });
  }
  return invite;
}

const invalid = () => new HttpError(404, { error: 'This invitation is invalid, used or expired' });

/** Whether an invite can still be accepted. */
function isLive(services: Services, invite: InviteRecord | undefined): invite is InviteRecord {
  return (
    invite !== undefined &&
    invite.acceptedAt === null &&
    Date.parse(invite.expiresAt) > services.config.clock.now().getTime()
  );
}

/** The live invite of a token, or 404 (unknown, used or expired). */
export async function inviteByToken(services: Services, token: string): Promise<InviteRecord> {
  const [invite] = await services.storage.invites.find('tokenHash', hashToken(token));
  if (!isLive(services, invite)) throw invalid();
  return invite;
}

/**
 * Joins the user to the invite's company (once: the invite is used up in the same write as the
 * membership, with `alsoWrite`) and makes it their current one, then notifies the owners and
 * admins. Answers the used invite.
 */
export async function acceptInvite(
  services: Services,
  token: string,
  user: UserRecord,
  client: { ip: string; userAgent: string },
  alsoWrite: readonly RecordChange[] = [],
): Promise<InviteRecord> {
  const { storage } = services;
  const invite = await inviteByToken(services, token);
  // The link travels by e-mail and can be forwarded: only the invited address may use it.
  if (invite.email.toLowerCase() !== user.email.toLowerCase())
    throw new HttpError(403, {
      error: `This invitation is for ${invite.email}. Sign in with that e-mail address to accept it.`,
    });
  const company = await storage.companies.get(invite.companyId);
  if (!company) throw invalid();
  const acceptedAt = services.config.clock.now().toISOString();
  let joined = false;
  // Used up in the write itself: of two acceptances at once, the second writes nothing.
  await storage.write([
    ...alsoWrite,
    {
      in: 'invites',
      update: invite.id,
      change: (current) => {
        if (!isLive(services, current)) throw invalid();
        return { ...current, acceptedAt };
      },
    },
    {
      in: 'memberships',
      update: membershipKey(invite.companyId, user.id),
      change: (current) => {
        joined = current === undefined;
        return (
          current ?? {
            companyId: invite.companyId,
            userId: user.id,
            role: invite.role,
            joinedAt: acceptedAt,
          }
        );
      },
    },
    {
      in: 'users',
      update: user.id,
      change: (current) => current && { ...current, currentCompanyId: invite.companyId },
    },
  ]);
  if (joined)
    await appendAudit(storage, services.config.clock, {
      kind: 'member',
      email: user.email,
      userId: user.id,
      companyId: invite.companyId,
      outcome: `joined as ${invite.role}`,
      ...client,
    });
  const name = `${user.firstName} ${user.lastName}`;
  // One notification per manager: the one who invited hears that the invitation was accepted.
  const managers = await memberIdsWithRole(storage, invite.companyId, ['owner', 'admin']);
  const others = managers.filter((id) => id !== user.id && id !== invite.invitedBy);
  const about = {
    companyId: invite.companyId,
    severity: 'low' as const,
    link: corePages.companySettings,
  };
  if (managers.includes(invite.invitedBy) && invite.invitedBy !== user.id)
    await services.notifications.raise({
      ...about,
      to: { userIds: [invite.invitedBy] },
      title: 'Invitation accepted',
      body: `${name} (${user.email}) accepted your invitation and joined ${company.name} as ${roleLabel(invite.role)}.`,
    });
  if (others.length > 0)
    await services.notifications.raise({
      ...about,
      to: { userIds: others },
      title: `${name} joined ${company.name}`,
      body: `${name} (${user.email}) joined as ${roleLabel(invite.role)}.`,
    });
  return { ...invite, acceptedAt };
}
