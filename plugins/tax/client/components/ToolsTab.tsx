import { useState } from 'react';
import { Button, Card } from '@keel/core/client';
import { PayrollTaxCalculator } from './PayrollTaxCalculator';
import { SalesTaxCalculator } from './SalesTaxCalculator';

/** Tools: the payroll tax and sales tax calculators (they compute in the browser, no call). */
export function ToolsTab() {
  const [open, setOpen] = useState<'payroll' | 'sales' | null>(null);
  return (
    <div className="tax-cards">
      <Card
        title="Payroll Tax Calculator"
        description="Employer and employee payroll taxes on a gross amount, with the 2026 wage bases."
      >
        <Button onClick={() => setOpen('payroll')}>Open Payroll Tax Calculator</Button>
      </Card>
      <Card
        title="Sales Tax Calculator"
        description="Sales tax on an amount, from a custom rate or the address."
      >
        <Button onClick={() => setOpen('sales')}>Open Sales Tax Calculator</Button>
      </Card>
      <PayrollTaxCalculator open={open === 'payroll'} onClose={() => setOpen(null)} />
      <SalesTaxCalculator open={open === 'sales'} onClose={() => setOpen(null)} />
    </div>
  );
}
