import { Client, strongPassword, uniqueEmail } from '@keel/sync-server/testing';

/** Signs up a fresh owner and returns the session cookie and the new company's id. */
export async function signUpOwner(base: string): Promise<{ cookie: string; companyId: string }> {
  const owner = new Client(base);
  const response = await owner.post('/api/auth/signup', {
    firstName: 'Bench',
    lastName: 'Owner',
    email: uniqueEmail('bench'),
    companyName: 'Bench Company',
    password: strongPassword(),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status}`);
  return { cookie: owner.cookie, companyId: (response.body.company as { id: string }).id };
}

/** Creates `count` more companies for the same owner; returns their ids. */
export async function createCompanies(
  base: string,
  cookie: string,
  count: number,
): Promise<string[]> {
  const owner = new Client(base);
  owner.cookie = cookie;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await owner.post('/api/companies', {
      name: `Bench ${i}`,
      businessType: 'llc',
    });
    if (response.status !== 201) throw new Error(`create company failed: ${response.status}`);
    ids.push((response.body.company as { id: string }).id);
  }
  return ids;
}
