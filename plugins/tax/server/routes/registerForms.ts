import type { Context } from 'koa';
import { localToday, portfolioServiceRef, type MemberContext } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { payrollFactsRef, type EmployeeYearTotals } from '@keel/plugin-payroll/domain/public';
import { formTaxYears, type YearForms } from '../../domain/documents/formYears';
import {
  nec1099Sheet,
  w2Sheet,
  w3Sheet,
  type FormSheet,
  type Payer,
} from '../../domain/documents/yearForms';
import { yearEndFilingsOf } from '../../domain/figures/taxYears';
import { formsQuerySchema } from '../../domain/requests';
import { taxRoutes } from '../../domain/routes';
import { parseOr400 } from './requestParts';

/**
 * The year-end forms: the list the Documents tab shows (part of GET /documents) and the PDFs of
 * Forms W-2, W-3 and 1099-NEC. W-2 and W-3 come from the payroll facts' employee year totals (roles
 * with payroll access only); 1099-NEC from the ledger service's vendor payments (every member reads
 * the books). Keel prints copies for the employee, the recipient and the records, never Copy A.
 */
export function yearFormsReader({ services, clock }: ServerPluginContext) {
  const ledger = services.get(ledgerServiceRef);
  const payroll = services.get(payrollFactsRef);
  const portfolio = services.get(portfolioServiceRef);

  async function payerOf(member: MemberContext, totals: EmployeeYearTotals | null): Promise<Payer> {
    const companies = await portfolio.companiesOf(member.userId);
    const name =
      companies.find((c) => c.id === member.companyId)?.name ?? totals?.employer?.name ?? '';
    // The EIN and address are kept in payroll setup: a role without payroll access is told so.
    const hidden = totals === null ? 'Shown only to roles with payroll access' : null;
    return {
      name,
      ein: hidden ?? (totals?.employer?.ein || null),
      address: hidden ?? (totals?.employer?.address || null),
    };
  }

  return async function read(member: MemberContext, taxYear: number) {
    const [wages, vendors] = await Promise.all([
      payroll.employeeYearTotals(member, taxYear),
      ledger.vendorPayments(member.companyId, { year: taxYear }),
    ]);
    const totals = wages.status === 'ready' ? wages.totals : null;
    const filings = yearEndFilingsOf(taxYear);
    return {
      totals,
      reportable: vendors.vendors.filter((v) => v.reportable),
      thresholdCents: vendors.thresholdCents,
      payer: await payerOf(member, totals),
      w2Due: filings?.formW2 ?? null,
      nec1099Due: filings?.form1099Nec ?? null,
      years: formTaxYears(Number(localToday(clock.now()).slice(0, 4))),
    };
  };
}

type FormsRead = ReturnType<typeof yearFormsReader>;

/** The tax year of a forms request: the query's, or the newest Keel prints. 400 naming it otherwise. */
function yearOf(ctx: Context, asked: number | undefined, years: readonly number[]): number | null {
  const year = asked ?? years[0];
  if (year !== undefined && years.includes(year)) return year;
  ctx.status = 400;
  const message =
    years.length > 0
      ? `Choose a tax year Keel prints forms for: ${years.join(', ')}`
      : 'Keel prints no year-end forms yet';
  ctx.body = { error: message, fields: { taxYear: message } };
  return null;
}

/** The Documents tab's list of a year's forms. */
export async function yearFormsOf(
  read: FormsRead,
  member: MemberContext,
  taxYear: number | null,
  years: readonly number[],
): Promise<YearForms> {
  if (taxYear === null) {
    return {
      taxYear: null,
      taxYears: [...years],
      w2: null,
      form1099Nec: { dueDate: null, thresholdCents: 0, vendors: [] },
    };
  }
  const forms = await read(member, taxYear);
  return {
    taxYear,
    taxYears: forms.years,
    w2: forms.totals
      ? {
          dueDate: forms.w2Due,
          employees: forms.totals.employees.map((e) => ({
            employeeId: e.employeeId,
            name: `${e.firstName} ${e.lastName}`,
            wagesCents: e.wagesCents,
          })),
        }
      : null,
    form1099Nec: {
      dueDate: forms.nec1099Due,
      thresholdCents: forms.thresholdCents,
      vendors: forms.reportable.map(({ vendorId, name, paidCents, taxIdOnFile }) => ({
        vendorId,
        name,
        paidCents,
        taxIdOnFile,
      })),
    },
  };
}

/**
 * Parses a forms request: the member, the year and the optional employee or vendor. With
 * `listing`, a request naming no year in a year Keel prints no forms for gets year null.
 */
export async function formsRequest(
  ctx: Context,
  { auth, clock }: Pick<ServerPluginContext, 'auth' | 'clock'>,
  listing = false,
) {
  const query = parseOr400(ctx, formsQuerySchema, ctx.query);
  if (!query) return null;
  const member = await auth.requireMember(ctx, query.companyId);
  const years = formTaxYears(Number(localToday(clock.now()).slice(0, 4)));
  if (listing && query.taxYear === undefined && years.length === 0)
    return { query, member, taxYear: null, years };
  const taxYear = yearOf(ctx, query.taxYear, years);
  if (taxYear === null) return null;
  return { query, member, taxYear, years };
}

/** The sheets as one PDF; its code and pdf-lib load with the first one, not with the server. */
async function formsPdf(title: string, sheets: readonly FormSheet[]): Promise<Uint8Array> {
  return (await import('../forms/formPdf')).formsPdf(title, sheets);
}

function sendPdf(ctx: Context, fileName: string, pdf: Uint8Array) {
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.body = Buffer.from(pdf);
}

function refuse(ctx: Context, status: number, error: string, field?: string) {
  ctx.status = status;
  ctx.body = field ? { error, fields: { [field]: error } } : { error };
}

/** GET /documents/w-2.pdf, /documents/w-3.pdf and /documents/1099-nec.pdf. */
export function registerForms(ctx: ServerPluginContext, read: FormsRead): void {
  const { router } = ctx;

  router.get(taxRoutes.w2Pdf.path, async (koa) => {
    const request = await formsRequest(koa, ctx);
    if (request?.taxYear == null) return;
    const { query, member } = request;
    const { taxYear } = request;
    const forms = await read(member, taxYear);
    if (!forms.totals) return refuse(koa, 403, 'Forms W-2 need payroll access');
    const employees = forms.totals.employees.filter(
      (e) => query.employeeId === undefined || e.employeeId === query.employeeId,
    );
    if (employees.length === 0)
      return query.employeeId === undefined
        ? refuse(koa, 404, `No wages were paid in ${taxYear}`)
        : refuse(koa, 404, `No wages were paid to this employee in ${taxYear}`, 'employeeId');
    const sheets = employees.map((e) => w2Sheet(e, forms.payer, taxYear, forms.w2Due));
    const one = query.employeeId === undefined ? '' : `-${query.employeeId}`;
    sendPdf(koa, `w-2-${taxYear}${one}.pdf`, await formsPdf(`Forms W-2 ${taxYear}`, sheets));
  });

  router.get(taxRoutes.w3Pdf.path, async (koa) => {
    const request = await formsRequest(koa, ctx);
    if (request?.taxYear == null) return;
    const { member, taxYear } = request;
    const forms = await read(member, taxYear);
    if (!forms.totals) return refuse(koa, 403, 'Form W-3 needs payroll access');
    if (forms.totals.employees.length === 0)
      return refuse(koa, 404, `No wages were paid in ${taxYear}`);
    const sheet: FormSheet = w3Sheet(forms.totals, forms.payer, forms.w2Due);
    sendPdf(koa, `w-3-${taxYear}.pdf`, await formsPdf(`Form W-3 ${taxYear}`, [sheet]));
  });

  router.get(taxRoutes.nec1099Pdf.path, async (koa) => {
    const request = await formsRequest(koa, ctx);
    if (request?.taxYear == null) return;
    const { query, member } = request;
    const { taxYear } = request;
    const forms = await read(member, taxYear);
    const vendors = forms.reportable.filter(
      (v) => query.vendorId === undefined || v.vendorId === query.vendorId,
    );
    if (vendors.length === 0)
      return query.vendorId === undefined
        ? refuse(koa, 404, `No 1099 vendor was paid the ${taxYear} threshold`)
        : refuse(
            koa,
            404,
            `This vendor is not a 1099 vendor paid the ${taxYear} threshold`,
            'vendorId',
          );
    const sheets = vendors.map((v) => nec1099Sheet(v, forms.payer, taxYear, forms.nec1099Due));
    const one = query.vendorId === undefined ? '' : `-${query.vendorId}`;
    sendPdf(
      koa,
      `1099-nec-${taxYear}${one}.pdf`,
      await formsPdf(`Forms 1099-NEC ${taxYear}`, sheets),
    );
  });
}
