import { z } from 'zod';
import { roleSchema } from '../roles';

/** Business types of the specification (spec 000, section 3). */
export const businessTypes = ['corporation', 'llc', 'partnership', 'sole_proprietorship'] as const;
export const businessTypeSchema = z.enum(businessTypes);

export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  businessType: businessTypeSchema,
  role: roleSchema,
  requireTwoFactor: z.boolean(),
});

export const createCompanyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Company name is required').max(120, 'Company name is too long'),
  businessType: businessTypeSchema.default('llc'),
});

export const updateCompanyRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Company name is required')
    .max(120, 'Company name is too long')
    .optional(),
  businessType: businessTypeSchema.optional(),
  requireTwoFactor: z.boolean().optional(),
});

export const inviteRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  role: roleSchema.exclude(['owner']),
});

export const changeRoleRequestSchema = z.object({ role: roleSchema });

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});

export type CompanySummary = z.infer<typeof companySummarySchema>;
export type Member = z.infer<typeof memberSchema>;
export type Invite = z.infer<typeof inviteSchema>;
export type BusinessType = z.infer<typeof businessTypeSchema>;
