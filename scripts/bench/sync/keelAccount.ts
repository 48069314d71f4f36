import { randomBytes } from 'node:crypto';

/** Signs up a fresh owner and returns the session cookie and the new company's id. */
export async function signUpOwner(base: string): Promise<{ cookie: string; companyId: string }> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Owner',
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      companyName: 'Bench Company',
      password: `Bench-${randomBytes(12).toString('base64url')}`,
    }),
  });
  if (response.status !== 201)
    throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const body = (await response.json()) as { company: { id: string } };
  return { cookie, companyId: body.company.id };
}

/** Creates `count` more companies for the same owner; returns their ids. */
export async function createCompanies(
  base: string,
  cookie: string,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}/api/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ name: `Bench ${i}`, businessType: 'llc' }),
    });
    if (response.status !== 201) throw new Error(`create company failed: ${response.status}`);
    ids.push(((await response.json()) as { company: { id: string } }).company.id);
  }
  return ids;
}
