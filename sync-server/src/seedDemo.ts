import { randomBytes, randomUUID } from 'node:crypto';
import { localToday } from '@keel/core/domain';
import { seedNewCompany, writeCompanyProfile } from './accounts/companies';
import { signUp } from './accounts/signup';
import { userByEmail } from './accounts/users';
import { verifyPassword } from './auth/passwords';
import { DEMO_KEY } from './storage/collections';
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
  let demo = await storage.demo.get(DEMO_KEY);
  if (!demo) {
    if ((await storage.users.list()).length > 0) return null;
    const password = [0, 1, 2].map(() => randomBytes(6).toString('base64url')).join('-');
    const today = localToday(config.clock.now());
    const fresh = {
      password: secrets.seal(password),
      today,
      companyId: null,
      seededAt: null,
      fillingBy: null,
      fillingSince: null,
    };
    // Processes starting at once on one empty database all fill the demo first recorded.
    demo = (await storage.demo.update(DEMO_KEY, (current) => current ?? fresh)) ?? fresh;
  }
  if (!demo.seededAt) {
    const claimed = await claimFilling(server);
    if (!claimed) {
      config.log('info', 'Another Keel process is filling the demo company');
      return null;
    }
    demo = claimed;
  }
  if (!demo.seededAt) {
    config.log('info', 'Filling the demo company', { today: demo.today });
    try {
      const companyId = await fillDemo(server, demo);
      if (!companyId) return null;
      demo = { ...demo, companyId, seededAt: config.clock.now().toISOString() };
    } catch (error) {
      config.log('error', 'The demo company could not be finished', { error: String(error) });
      return null;
    }
    await storage.demo.put(demo);
    config.log('info', 'Demo company complete', { companyId: demo.companyId });
  }
  return demoSignIn(server, demo);
}

/** How long a start's claim to fill the demo keeps other processes sharing its database away. */
const FILLING_CLAIM_MS = 2 * 60_000;

/**
 * Claims the filling of the demo for this start, unless another process sharing the database
 * claimed it less than FILLING_CLAIM_MS ago (two processes filling it at once wrote two sets of
 * rows that each one's guards kept undoing). The embedded storage has one process: a claim left by
 * a start that was killed is taken over at once. Answers the demo as claimed (or as finished
 * meanwhile), or null when another process holds it.
 */
async function claimFilling(server: Seeding): Promise<DemoRecord | null> {
  const { storage, config } = server.services;
  const me = randomUUID();
  const now = config.clock.now();
  const shared = config.databaseUrl !== null;
  const demo = await storage.demo.update(DEMO_KEY, (current) => {
    if (!current || current.seededAt) return current;
    const since = current.fillingSince === null ? Number.NaN : Date.parse(current.fillingSince);
    const heldByAnother =
      shared && current.fillingBy !== null && now.getTime() - since < FILLING_CLAIM_MS;
    return heldByAnother ? current : { ...current, fillingBy: me, fillingSince: now.toISOString() };
  });
  if (!demo) return null;
  return demo.seededAt !== null || demo.fillingBy === me ? demo : null;
}

/**
 * Creates what is missing of the demo (owner, company, plugins' rows); answers the company, or
 * null if a plugin failed.
 */
async function fillDemo(server: Seeding, demo: DemoRecord): Promise<string | null> {
  const { services } = server;
  const password = demo.password === null ? null : services.secrets.open(demo.password);
  let owner = await userByEmail(services.storage, DEMO_EMAIL);
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
    const id = companyOf(owner);
    const company = id === null ? undefined : await services.storage.companies.get(id);
    if (company) {
      await writeCompanyProfile(services, company);
      await seedNewCompany(services, company.id);
    }
  }
  const companyId = companyOf(owner);
  if (!companyId) throw new Error('The demo owner has no company');
  await services.storage.demo.put({ ...demo, companyId });
  const done = await server.seedPluginDemos({
    companyId,
    today: demo.today,
    by: `Demo Owner <${DEMO_EMAIL}>`,
  });
  return done ? companyId : null;
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
  const owner = await userByEmail(storage, DEMO_EMAIL);
  const signedIn =
    owner !== undefined &&
    (await storage.audit.newest({ userId: owner.id, kind: 'sign-in', outcome: 'success' }, 1))
      .length > 0;
  if (owner && !signedIn && (await verifyPassword(owner.passwordHash, password)))
    return { email: DEMO_EMAIL, password };
  await storage.demo.put({ ...demo, password: null });
  return null;
}
