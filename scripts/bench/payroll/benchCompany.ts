// The company the step benchmarks walk the wizard for.

/** The setup step of the bench company: California, paid biweekly. */
export const companySetup = {
  companyInfo: {
    companyName: 'Keel Bench Co',
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

/** A staff list of salaried and hourly people, every third paid by check. */
export function staff(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `emp-${i}`,
    firstName: `Person${i}`,
    lastName: 'Bench',
    email: `person${i}@example.com`,
    ...(i % 2 === 0
      ? { payType: 'salary', salary: String(52_000 + i * 1_000) }
      : { payType: 'hourly', hourlyRate: String(20 + i), hoursPerWeek: 40 }),
    ssn: `123-45-${String(1000 + i).slice(-4)}`,
    taxFilingStatus: i % 3 === 0 ? 'married' : 'single',
    ...(i % 3 === 2
      ? { paymentMethod: 'check' }
      : {
          paymentMethod: 'direct_deposit',
          bankName: 'Wells Fargo',
          routingNumber: '121000248',
          accountNumber: String(900_000_000 + i),
        }),
  }));
}
