import { useState, type FormEvent } from 'react';
import { Button, Dialog, FigureList, Input, useToast } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { rateText } from '../../domain/format';
import { year2026 } from '../../domain/figures/year2026';
import { payrollTaxes, type PayrollTaxResult } from '../../domain/tools/payrollTaxCalculator';

/** The Payroll Tax Calculator dialog: the spec's four rates, with the 2026 wage bases. */
export function PayrollTaxCalculator({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [gross, setGross] = useState('');
  const [earlier, setEarlier] = useState('');
  const [result, setResult] = useState<PayrollTaxResult | null>(null);
  const calculate = (event: FormEvent) => {
    event.preventDefault();
    setResult(payrollTaxes(year2026, gross, earlier));
    toast({ title: 'Payroll Tax Calculated' });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Payroll Tax Calculator"
      description={`Social Security 6.2% up to the ${formatUSD(year2026.socialSecurity.wageBase)} wage base, Medicare 1.45%, FUTA 0.6% on the first ${formatUSD(year2026.futa.wageBase)}, SUTA 5.4%. Net pay is gross less Social Security and Medicare.`}
    >
      <form className="tax-form" onSubmit={calculate} noValidate>
        <Input
          label="Gross pay"
          inputMode="decimal"
          value={gross}
          onChange={(e) => setGross(e.target.value)}
        />
        <Input
          label="Wages paid to this employee earlier this year"
          hint="For the wage bases; leave empty for the first pay of the year."
          inputMode="decimal"
          value={earlier}
          onChange={(e) => setEarlier(e.target.value)}
        />
        <Button type="submit">Calculate</Button>
      </form>
      {result && (
        <FigureList
          label="Payroll taxes"
          figures={[
            ...result.lines.map(
              (l) => [`${l.label} (${rateText(l.rate)})`, formatUSD(l.taxCents)] as const,
            ),
            ['Total tax', formatUSD(result.totalCents)],
            ['Employee net pay', formatUSD(result.netPayCents)],
          ]}
        />
      )}
    </Dialog>
  );
}
