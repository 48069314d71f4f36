// The payroll the server tests set up through POST /api/payroll/run: one company and its people.

/** The wizard's Company Setup step for Bella Design Studio, a biweekly California LLC. */
export const bellaPayrollSetup = {
  companyInfo: {
    companyName: 'Bella Design Studio',
    ein: '12-3456789',
    businessAddress: '1 Main St, Oakland, CA 94612',
    primaryState: 'CA',
    businessType: 'llc',
    payrollFrequency: 'biweekly',
  },
  bankAccounts: [
    {
      bankName: 'Chase',
      accountType: 'checking',
      routingNumber: '021000021',
      accountNumber: '000123456789',
    },
  ],
};

/** A salaried Hart paid by direct deposit into `account`, with an SSN when one is given. */
export const directDepositEmployee = (
  id: string,
  first: string,
  account: string,
  ssn?: string,
) => ({
  id,
  firstName: first,
  lastName: 'Hart',
  email: `${id}@example.com`,
  payType: 'salary',
  salary: '52000',
  paymentMethod: 'direct_deposit',
  bankName: 'Wells Fargo',
  routingNumber: '121000248',
  accountNumber: account,
  ...(ssn ? { ssn } : {}),
});
