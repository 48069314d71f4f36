import { randomBytes } from 'node:crypto';
import { signUp } from './accounts/signup';
import type { Services } from './services';

/** The demo account's e-mail. */
export const DEMO_EMAIL = 'demo@keel.local';

/** On an empty data directory, creates the demo owner and 'Demo Company' (llc); returns the password. */
export async function seedDemo(services: Services): Promise<string | null> {
  if (services.storage.data.users.length > 0) return null;
  const password = `${randomBytes(6).toString('base64url')}-${randomBytes(6).toString('base64url')}-${randomBytes(6).toString('base64url')}`;
  await signUp(services, {
    firstName: 'Demo',
    lastName: 'Owner',
    email: DEMO_EMAIL,
    phone: '',
    companyName: 'Demo Company',
    password,
  });
  return password;
}
