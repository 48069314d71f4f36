import { useState } from 'react';
import { Button, Card, useToast } from '@keel/core/client';
import type { ComplianceReport } from '../../domain/tools/complianceChecks';
import type { ConsultationRow } from '../../domain/consultations/consultation';
import { ComplianceCheckerDialog } from './ComplianceCheckerDialog';
import { ConsultationDialog, type ConsultationChoice } from './ConsultationDialog';
import { ConsultationList } from './ConsultationList';
import { PayrollTaxCalculator } from './PayrollTaxCalculator';
import { SalesTaxCalculator } from './SalesTaxCalculator';

/**
 * Tools: the payroll tax and sales tax calculators (they compute in the browser, no call), the
 * planning consultation (requested on the server, which e-mails a confirmation) with the requests
 * so far, and the compliance checker over the liabilities and deadlines the page has read.
 */
export function ToolsTab({
  compliance,
  consultations = [],
  onScheduleConsultation,
  onEditProfile,
}: {
  compliance: ComplianceReport;
  consultations?: readonly (ConsultationRow & { id: string })[];
  /** Sends a consultation request; absent for a role that may not ask for one. */
  onScheduleConsultation?: (choice: ConsultationChoice) => Promise<void>;
  /** Opens the tax profile; absent for a role that may not read it (it holds last year's tax). */
  onEditProfile?: () => void;
}) {
  const { toast } = useToast();
  const [open, setOpen] = useState<'payroll' | 'sales' | 'compliance' | 'consultation' | null>(
    null,
  );
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
        title="Tax Profile"
        description="The owners' filing status and number, last year's tax for the safe harbor, the home office, business miles and an owner's salary: what the books cannot tell."
      >
        {onEditProfile ? (
          <Button onClick={onEditProfile}>Edit Tax Profile</Button>
        ) : (
          <p className="k-muted">Kept by owners, admins, accountants and CPAs.</p>
        )}
      </Card>
      <Card
        title="Tax Planning Consultation"
        description="Ask your accountant for a planning session: the type, a day and a time window."
      >
        {onScheduleConsultation && (
          <Button onClick={() => setOpen('consultation')}>Schedule Consultation</Button>
        )}
        <ConsultationList consultations={consultations} />
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
      {onScheduleConsultation && (
        <ConsultationDialog
          open={open === 'consultation'}
          onClose={() => setOpen(null)}
          onSchedule={async (choice) => {
            await onScheduleConsultation(choice);
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}
