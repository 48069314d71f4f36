import type { z } from 'zod';
import type { signupRequestSchema } from '@keel/core/domain';
import { hashPassword, passwordWeakness } from '../auth/passwords';
import { newId } from '../auth/tokens';
import { HttpError } from '../http/httpError';
import type { CompanyRecord, UserRecord } from '../storage/records';
import type { Services } from '../services';
import { avatarFor, userByEmail } from './users';
import { createCompany } from './companies';

/** Throws the API's 400 naming why a password is too weak. */
export function assertStrongPassword(
  password: string,
  userInputs: string[],
  field = 'password',
): void {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness)
    throw new HttpError(400, { error: `${field}: ${weakness}`, fields: { [field]: weakness } });
}

/** Creates an account and its first company (the user as owner); 409 if the e-mail is taken. */
export async function signUp(
  services: Services,
  input: z.output<typeof signupRequestSchema>,
): Promise<{ user: UserRecord; company: CompanyRecord }> {
  if (userByEmail(services.storage, input.email))
    throw new HttpError(409, { error: 'An account with this email already exists' });
  assertStrongPassword(input.password, [
    input.firstName,
    input.lastName,
    input.email,
    input.companyName,
  ]);
  const passwordHash = await hashPassword(input.password, services.config.argon2);
  // Checked again: another sign-up may have taken the e-mail while the hash was computed.
  if (userByEmail(services.storage, input.email))
    throw new HttpError(409, { error: 'An account with this email already exists' });
  const user: UserRecord = {
    id: newId(),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    avatar: avatarFor(input.firstName, input.lastName),
    passwordHash,
    createdAt: services.config.clock.now().toISOString(),
    currentCompanyId: null,
    totp: null,
  };
  services.storage.data.users.push(user);
  const company = await createCompany(services, user.id, input.companyName, 'llc');
  return { user, company };
}
