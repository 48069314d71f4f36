import { z } from 'zod';
import { businessTypeSchema } from './api/companies';
import { definePlugin } from './plugin/definePlugin';

/** The row id of the one profile row in the company document. */
export const COMPANY_PROFILE_ROW = 'profile';

/**
 * The core's own synced table: the company's profile, written by the server when the company is
 * renamed, so every open browser's switcher and header follow without a reload. It mirrors the
 * company record (PATCH /api/companies/{id}, owners and admins), so no client writes it over sync.
 */
export const coreManifest = definePlugin({
  id: 'core',
  title: 'Keel',
  icon: 'settings',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  tables: {
    company: {
      schema: z.object({ name: z.string(), businessType: businessTypeSchema }),
      write: ['owner', 'admin'],
      writtenBy: 'server',
    },
  },
});
