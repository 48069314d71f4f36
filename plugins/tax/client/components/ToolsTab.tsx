import { useState } from 'react';
import { Button, Card, useToast } from '@keel/core/client';
import type { ComplianceReport } from '../../domain/tools/complianceChecks';
import { ComplianceCheckerDialog } from './ComplianceCheckerDialog';
import { PayrollTaxCalculator } from './PayrollTaxCalculator';
import { SalesTaxCalculator } from './SalesTaxCalculator';

/**
 * Tools: the payroll tax and sales tax calculators (they compute in the browser, no call) and the
 * compliance checker over the liabilities and deadlines the page has read.
 */
export function ToolsTab({ compliance }: { compliance: ComplianceReport }) {
  const { toast } = useToast();
  const [open, setOpen] = useState<'payroll' | 'sales' | 'compliance' | null>(null);
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
      <Card
        title="Tax Compliance Checker"
        description="Overdue payments and returns, what falls due in 30 days, and uncategorized spending."
      >
        <Button
          onClick={() => {
            setOpen('compliance');
            toast({
              title: 'Compliance Report Generated',
              description: `${compliance.score}% of the checks pass`,
            });
          }}
        >
          Run Compliance Check
        </Button>
      </Card>
      <ComplianceCheckerDialog
        report={open === 'compliance' ? compliance : null}
        onClose={() => setOpen(null)}
      />
      <PayrollTaxCalculator open={open === 'payroll'} onClose={() => setOpen(null)} />
      <SalesTaxCalculator open={open === 'sales'} onClose={() => setOpen(null)} />
    </div>
  );
}
