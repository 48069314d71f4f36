import { z } from 'zod';

/** One vendor as GET /api/companies/:companyId/vendors answers it (spec 001 section 3). */
export const apiVendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  paymentTerms: z.string(),
  is1099Eligible: z.boolean(),
});

/** GET /api/companies/:companyId/vendors, by name. */
export const vendorListSchema = z.object({ vendors: z.array(apiVendorSchema) });
