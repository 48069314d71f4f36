import type { z } from 'zod';
import type { inviteSignupRequestSchema, signupRequestSchema } from '@keel/core/domain';
import { hashPassword, passwordWeakness } from '../auth/passwords';
import { newId } from '../auth/tokens';
import { HttpError } from '../http/httpError';
import type { CompanyRecord, UserRecord } from '../storage/records';
import type { Services } from '../services';
import { avatarFor, userByEmail } from './users';
import { createCompany } from './companies';
import { acceptInvite, inviteByToken } from './invites';

/** Throws the API's 400 naming why a password is too weak. */
export async function assertStrongPassword(
  password: string,
  userInputs: string[],
  field = 'password',
): Promise<void> {
  const weakness = await passwordWeakness(password, userInputs);
  if (weakness)
    throw new HttpError(400, { error: `${field}: ${weakness}`, fields: { [field]: weakness } });
}

type SignupInput = z.output<typeof signupRequestSchema>;
type InviteSignupInput = z.output<typeof inviteSignupRequestSchema>;

const emailTaken = () =>
  new HttpError(409, {
    error: 'An account with this email already exists',
    fields: { email: 'An account with this email already exists' },
  });

/** Checks the e-mail is free and the password strong, and hashes it; 409 / 400 otherwise. */
async function newUser(
  services: Services,
  input: Omit<SignupInput, 'companyName'>,
  passwordInputs: string[],
): Promise<UserRecord> {
  if (await userByEmail(services.storage, input.email)) throw emailTaken();
  await assertStrongPassword(input.password, [
    input.firstName,
    input.lastName,
    input.email,
    ...passwordInputs,
  ]);
  return {
    id: newId(),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    avatar: avatarFor(input.firstName, input.lastName),
    passwordHash: await hashPassword(input.password, services.config.argon2),
    createdAt: services.config.clock.now().toISOString(),
    currentCompanyId: null,
    totp: null,
  };
}

/** Creates an account and its first company (the user as owner); 409 if the e-mail is taken. */
export async function signUp(
  services: Services,
  input: SignupInput,
): Promise<{ user: UserRecord; company: CompanyRecord }> {
  const user = await newUser(services, input, [input.companyName]);
  // Checked again: another sign-up may have taken the e-mail while the hash was computed.
  if (await userByEmail(services.storage, input.email)) throw emailTaken();
  const company = await createCompany(services, user.id, input.companyName, 'llc', [
    { in: 'users', put: user },
  ]);
  return { user: { ...user, currentCompanyId: company.id }, company };
}

/**
 * Creates an account through an invitation: it joins the inviting company with the invited role
 * and owns no company. 404 for an invalid, used or expired invitation; 400 when the e-mail is not
 * the invited one; 409 if the e-mail is taken. The account and its membership are stored in one
 * write.
 */
export async function signUpByInvite(
  services: Services,
  input: InviteSignupInput,
  client: { ip: string; userAgent: string },
): Promise<{ user: UserRecord; company: CompanyRecord }> {
  const invite = await inviteByToken(services, input.inviteToken);
  if (invite.email.toLowerCase() !== input.email)
    throw new HttpError(400, {
      error: `This invitation is for ${invite.email}`,
      fields: { email: `This invitation is for ${invite.email}` },
    });
  const user = await newUser(services, input, []);
  // Checked again after the hash: the e-mail may have been taken (the invitation is, in the write).
  if (await userByEmail(services.storage, input.email)) throw emailTaken();
  const joined = await acceptInvite(services, input.inviteToken, user, client, [
    { in: 'users', put: user },
  ]);
  const company = await services.storage.companies.get(joined.companyId);
  if (!company) throw new HttpError(404, { error: 'This invitation is invalid, used or expired' });
  return { user: { ...user, currentCompanyId: joined.companyId }, company };
}
