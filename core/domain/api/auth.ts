import { z } from 'zod';
import { roleSchema } from '../roles';

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'));
const name = (field: string) =>
  z.string().trim().min(1, `${field} is required`).max(100, `${field} is too long`);

export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password is too long');

export const signupRequestSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  companyName: name('Company name'),
  phone: z.string().trim().max(40, 'Phone number is too long').optional().default(''),
  password: passwordSchema,
});

/** The token of an invitation link, `/invite/{token}`. */
export const inviteTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The invitation link is incomplete');

/**
 * Sign-up through an invitation: the account joins the inviting company with the invited role
 * instead of creating a company, and the e-mail must be the one invited.
 */
export const inviteSignupRequestSchema = signupRequestSchema
  .omit({ companyName: true })
  .extend({ inviteToken: inviteTokenSchema });

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean().default(false),
  totpCode: z.string().trim().optional(),
});

export const forgotRequestSchema = z.object({ email });
export const resetRequestSchema = z.object({
  token: z.string().min(10, 'The link is incomplete'),
  password: passwordSchema,
});

export const updateAccountRequestSchema = z
  .object({
    firstName: name('First name').optional(),
    lastName: name('Last name').optional(),
    email: email.optional(),
    phone: z.string().trim().max(40, 'Phone number is too long').optional(),
    currentPassword: z.string().optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine((v) => !v.newPassword || !!v.currentPassword, {
    path: ['currentPassword'],
    message: 'Current password is required to set a new one',
  });

export const totpVerifyRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/** The signed-in user as GET /api/user answers (API.md). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: roleSchema.nullable(),
  avatar: z.string(),
  companyId: z.string().nullable(),
  totpEnabled: z.boolean(),
});

export type SignupRequest = z.input<typeof signupRequestSchema>;
export type InviteSignupRequest = z.input<typeof inviteSignupRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type UpdateAccountRequest = z.input<typeof updateAccountRequestSchema>;
export type User = z.infer<typeof userSchema>;
