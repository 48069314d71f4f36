import { randomBytes } from 'node:crypto';
import { localToday } from '@keel/core/domain';
import { signUp } from './accounts/signup';
import type { KeelServer } from './server';

/** The demo account's e-mail. */
export const DEMO_EMAIL = 'demo@keel.local';

/**
 * On an empty data directory, creates the demo owner and 'Demo Company' (llc), which each plugin
 * fills with its sample history ending today (by the server's clock); returns the password.
 */
export async function seedDemo(
  server: Pick<KeelServer, 'services' | 'seedPluginDemos'>,
  today: string = localToday(server.services.config.clock.now()),
): Promise<string | null> {
  const { services } = server;
  if (services.storage.data.users.length > 0) return null;
  const password = `${randomBytes(6).toString('base64url')}-${randomBytes(6).toString('base64url')}-${randomBytes(6).toString('base64url')}`;
  const { company } = await signUp(services, {
    firstName: 'Demo',
    lastName: 'Owner',
    email: DEMO_EMAIL,
    phone: '',
    companyName: 'Demo Company',
    password,
  });
  await server.seedPluginDemos({ companyId: company.id, today, by: `Demo Owner <${DEMO_EMAIL}>` });
  return password;
}
