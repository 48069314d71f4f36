import { recordIdSchema, validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { z } from 'zod';
import { VENDORS_TABLE } from '../../domain/books';
import {
  VENDOR_IDENTIFIERS_TABLE,
  vendorIdentifierRowSchema,
  vendorIdentifiersBodySchema,
  type VendorFingerprints,
  type VendorIdentifierKind,
  type VendorIdentifiersBody,
} from '../../domain/books/vendorIdentifiers';
import { bookkeepingRoutes } from '../../domain/routes';
import { openBooks } from '../books';
import { vendorFingerprintsFor } from '../vendors/vendorFingerprints';
import { vendorIdentifierWriters } from './access';
import { companyParamsSchema } from './company.schema';
import { requestBody } from './errors';

const vendorParamsSchema = z.object({ vendorId: recordIdSchema });

/**
 * The new number of each kind the body gives: a string to store, '' to remove, absent to keep. A
 * tax id is its nine digits and a bank account `routing:account`, fingerprinted for the purpose
 * named by the kind alone, so any other holder of the same number written the same way (an
 * employee's SSN or direct deposit) gives the same fingerprint.
 */
function numbersOf(body: VendorIdentifiersBody): Partial<Record<VendorIdentifierKind, string>> {
  const numbers: Partial<Record<VendorIdentifierKind, string>> = {};
  if (body.taxId !== undefined) numbers['tax-id'] = body.taxId;
  if (body.routingNumber !== undefined || body.accountNumber !== undefined)
    numbers['bank-account'] =
      body.accountNumber && body.routingNumber ? `${body.routingNumber}:${body.accountNumber}` : '';
  return numbers;
}

/**
 * PUT /api/companies/:companyId/vendors/:vendorId/identifiers: the vendor's tax id and payment bank
 * account, each kept only as a keyed fingerprint (server side, sealed) and its last four digits
 * (in the vendorIdentifiers table the browsers read).
 */
export function registerVendorIdentifierRoutes({
  companyRouter,
  data,
  auth,
  files,
  secrets,
  clock,
  log,
}: ServerPluginContext): void {
  const prints = vendorFingerprintsFor(files, secrets);
  companyRouter.put(bookkeepingRoutes.vendorIdentifiers.path, async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const member = await auth.requireMember(ctx, companyId, vendorIdentifierWriters);
    const parsed = vendorIdentifiersBodySchema.safeParse(requestBody(ctx));
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    const vendor = vendorParamsSchema.safeParse({ vendorId: ctx.params.vendorId });
    if (!vendor.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(vendor.error);
      return;
    }
    const { vendorId } = vendor.data;
    const books = await openBooks({ data, log }, companyId);
    if (!books.store.hasRow(VENDORS_TABLE, vendorId)) {
      ctx.status = 404;
      ctx.body = { error: 'No such vendor', fields: { vendorId: 'No such vendor' } };
      return;
    }
    const numbers = numbersOf(parsed.data);
    let kept: VendorFingerprints[string] = {};
    await prints.update(
      companyId,
      (all) => {
        const mine = { ...all[vendorId] };
        for (const [kind, number] of Object.entries(numbers) as [VendorIdentifierKind, string][]) {
          if (number === '') delete mine[kind];
          else
            mine[kind] = {
              fingerprint: secrets.fingerprint(kind, number),
              last4: number.slice(-4),
            };
        }
        kept = mine;
        all[vendorId] = mine;
        return all;
      },
      member.userId,
    );
    const row = vendorIdentifierRowSchema.parse({
      taxIdLast4: kept['tax-id']?.last4 ?? '',
      bankAccountLast4: kept['bank-account']?.last4 ?? '',
      updatedAt: clock.now().toISOString(),
    });
    if (row.taxIdLast4 === '' && row.bankAccountLast4 === '')
      books.store.delRow(VENDOR_IDENTIFIERS_TABLE, vendorId);
    else books.store.setRow(VENDOR_IDENTIFIERS_TABLE, vendorId, row);
    await data.commit(companyId);
    ctx.body = { vendorId, taxIdLast4: row.taxIdLast4, bankAccountLast4: row.bankAccountLast4 };
  });
}
