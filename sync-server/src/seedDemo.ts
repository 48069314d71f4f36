import { randomBytes } from 'node:crypto';
import { localToday } from '@keel/core/domain';
import { seedNewCompany, writeCompanyProfile } from './accounts/companies';
import { signUp } from './accounts/signup';
import { userByEmail } from './accounts/users';
import { verifyPassword } from './auth/passwords';
import type { DemoRecord, UserRecord } from './storage/records';
import type { KeelServer } from './server';

/** The demo account's e-mail. */
export const DEMO_EMAIL = 'demo@keel.local';

/** What a start prints so someone can sign in to the demo. */
export interface DemoSignIn {
  email: string;
  password: string;
}

type Seeding = Pick<KeelServer, 'services' | 'seedPluginDemos'>;

/**
 * On an empty data directory, creates the demo owner and 'Demo Company' (llc), which each plugin
 * fills with its sample history ending today. Every step is idempotent and the demo is marked
 * done only once it is on disk, so a start killed at any point finishes it on the next start.
 * Answers the sign-in while the demo owner has never signed in (null after, and on a data
 * directory that did not start empty).
 */
export async function seedDemo(server: Seeding): Promise<DemoSignIn | null> {
  const { storage, secrets, config } = server.services;
  const data = storage.data;
  if (!data.demo) {
    if (data.users.length > 0) return null;
    const password = [0, 1, 2].map(() => randomBytes(6).toString('base64url')).join('-');
    const today = localToday(config.clock.now());
    data.demo = { password: secrets.seal(password), today, companyId: null, seededAt: null };
    await storage.save();
  }
  const demo = data.demo;
  if (!demo.seededAt) {
    config.log('info', 'Filling the demo company', { today: demo.today });
    try {
      if (!(await fillDemo(server, demo))) return null;
    } catch (error) {
      config.log('error', 'The demo company could not be finished', { error: String(error) });
      return null;
    }
    demo.seededAt = config.clock.now().toISOString();
    await storage.save();
    config.log('info', 'Demo company complete', { companyId: demo.companyId });
  }
  return demoSignIn(server, demo);
}

/** Creates what is missing of the demo (owner, company, plugins' rows); false if a plugin failed. */
async function fillDemo(server: Seeding, demo: DemoRecord): Promise<boolean> {
  const { services } = server;
  const password = demo.password === null ? null : services.secrets.open(demo.password);
  let owner = userByEmail(services.storage, DEMO_EMAIL);
  if (!owner) {
    if (password === null) throw new Error('The demo owner is gone and its password was dropped');
    ({ user: owner } = await signUp(services, {
      firstName: 'Demo',
      lastName: 'Owner',
      email: DEMO_EMAIL,
      phone: '',
      companyName: 'Demo Company',
      password,
    }));
    services.config.log('info', 'Demo owner and company created');
  } else {
    // Killed after the account was saved: what signUp does after that is done again.
    const company = services.storage.data.companies.find((c) => c.id === companyOf(owner!));
    if (company) {
      await writeCompanyProfile(services, company);
      await seedNewCompany(services, company.id);
    }
  }
  demo.companyId = companyOf(owner);
  if (!demo.companyId) throw new Error('The demo owner has no company');
  await services.storage.save();
  return server.seedPluginDemos({
    companyId: demo.companyId,
    today: demo.today,
    by: `Demo Owner <${DEMO_EMAIL}>`,
  });
}

/** The company the demo owner owns (the one sign-up made). */
function companyOf(owner: UserRecord): string | null {
  return owner.currentCompanyId;
}

/**
 * The demo's sign-in while its owner has never signed in with it; once they have (or the
 * password was changed), the sealed password is dropped for good.
 */
async function demoSignIn(server: Seeding, demo: DemoRecord): Promise<DemoSignIn | null> {
  const { storage, secrets } = server.services;
  if (demo.password === null) return null;
  const password = secrets.open(demo.password);
  const owner = userByEmail(storage, DEMO_EMAIL);
  const signedIn = storage.data.audit.some(
    (e) => e.kind === 'sign-in' && e.outcome === 'success' && e.userId === owner?.id,
  );
  if (owner && !signedIn && (await verifyPassword(owner.passwordHash, password)))
    return { email: DEMO_EMAIL, password };
  demo.password = null;
  await storage.save();
  return null;
}
