import { describe, expect, it } from 'vitest';
import { COMPANY_PROFILE_ROW, userSchema } from '@keel/core/domain';
import { createTestWorkspace } from './createTestWorkspace';
import { notesPlugin } from './testPlugins';

describe('createTestWorkspace', () => {
  it('gives a valid user in the role asked for, and a synced company with its profile row', () => {
    const { sync, user, role } = createTestWorkspace({ plugins: [notesPlugin], as: 'accountant' });
    expect(role).toBe('accountant');
    expect(userSchema.parse(user)).toEqual(user);
    expect(user).toMatchObject({
      role: 'accountant',
      companyId: 'test-company',
      name: 'Test Accountant',
    });
    expect(sync.getState().status).toBe('synced');
    expect(sync.getStore('core')?.getCell('company', COMPANY_PROFILE_ROW, 'name')).toBe(
      'Test Company',
    );
    expect(sync.getStore('notes')).toBeDefined();
  });

  it('takes seed and user overrides, keeping role and company consistent', () => {
    const { sync, user } = createTestWorkspace({
      plugins: [notesPlugin],
      as: 'viewer',
      user: { firstName: 'Vera', email: 'vera@example.com', companyId: 'acme' },
      seed: {
        notes: { notes: { n: { text: 'seeded' } } },
        core: { company: { [COMPANY_PROFILE_ROW]: { name: 'Acme', businessType: 'llc' } } },
      },
    });
    expect(user).toMatchObject({
      firstName: 'Vera',
      email: 'vera@example.com',
      role: 'viewer',
      companyId: 'acme',
    });
    expect(sync.docId).toBe('acme');
    expect(sync.getStore('notes')?.getCell('notes', 'n', 'text')).toBe('seeded');
    expect(sync.getStore('core')?.getCell('company', COMPANY_PROFILE_ROW, 'name')).toBe('Acme');
  });
});
