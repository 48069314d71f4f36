import { useEffect, useReducer, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import {
  Button,
  CompanySwitcher,
  EmptyState,
  RoleBadge,
  Spinner,
  useLiveBusinessType,
  useLiveCompanyName,
  useSession,
} from '@keel/core/client';
import { payrollApprovers, payrollScopeAccess } from '../../domain/schema';
import { LinkedEmployee } from '../components/LinkedEmployee';
import { PayrollDocument } from '../components/PayrollDocument';
import { usePayrollBooks } from '../hooks/usePayrollBooks';
import { useStepCall } from '../hooks/useStepCall';
import { ConfigureStep } from '../steps/ConfigureStep';
import { OverviewStep } from '../steps/OverviewStep';
import { ReviewStep } from '../steps/ReviewStep';
import { RunStep } from '../steps/RunStep';
import { SetupStep } from '../steps/SetupStep';
import { WizardProgress } from '../wizard/WizardProgress';
import { initialWizardState, reduceWizard, stepLabels } from '../wizard/wizardState';
import '../payroll.css';

/** The wizard of one company, inside its payroll document. */
function Wizard({
  companyId,
  companyName,
  businessType,
  role,
}: {
  companyId: string;
  companyName: string;
  /** The company profile's business type, which a new setup starts from. */
  businessType: string;
  role: string;
}) {
  const books = usePayrollBooks();
  const step = useStepCall(companyId);
  const [state, dispatch] = useReducer(reduceWizard, initialWizardState);
  const canWrite = (payrollScopeAccess.write as readonly string[]).includes(role);
  const canApprove = (payrollApprovers as readonly string[]).includes(role);
  const run = state.runId ? books.runs.find((r) => r.id === state.runId) : undefined;
  // A run seen here and then gone was discarded or replaced by someone else, not still arriving.
  const [seenRunId, setSeenRunId] = useState<string | null>(null);
  useEffect(() => {
    if (run) setSeenRunId(run.id);
  }, [run]);
  const runGone = !run && state.runId !== null && seenRunId === state.runId;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [state.step]);

  return (
    <>
      <WizardProgress step={state.step} progress={state.progress} />
      <div className="payroll-step-head">
        <h2 ref={headingRef} tabIndex={-1}>
          {stepLabels[state.step]}
        </h2>
        {state.step !== 'overview' && (
          <Button variant="ghost" onClick={() => dispatch({ type: 'back-to-overview' })}>
            <ArrowLeft size={16} aria-hidden /> Back to Overview
          </Button>
        )}
      </div>
      {state.step === 'overview' && (
        <OverviewStep
          books={books}
          canWrite={canWrite}
          canApprove={canApprove}
          step={step}
          onStart={() => dispatch({ type: 'start' })}
          onReview={(runId) => dispatch({ type: 'review-run', runId })}
        />
      )}
      {state.step === 'setup' && (
        <SetupStep
          saved={books.setup}
          companyName={companyName}
          businessType={businessType}
          canWrite={canWrite}
          step={step}
          onSaved={() => dispatch({ type: 'step-saved' })}
          onBack={() => dispatch({ type: 'back' })}
        />
      )}
      {state.step === 'configure' && (
        <ConfigureStep
          companyId={companyId}
          saved={books.employees}
          state={books.setup?.primaryState}
          canWrite={canWrite}
          onContinue={() => dispatch({ type: 'step-saved' })}
          onBack={() => dispatch({ type: 'back' })}
        />
      )}
      {state.step === 'run' && (
        <RunStep
          books={books}
          canWrite={canWrite}
          step={step}
          onProcessed={(runId) => dispatch({ type: 'step-saved', runId })}
          onBack={() => dispatch({ type: 'back' })}
        />
      )}
      {state.step === 'review' &&
        (run ? (
          <ReviewStep
            companyId={companyId}
            companyName={companyName}
            run={run}
            books={books}
            canApprove={canApprove}
            step={step}
            onApproved={() => dispatch({ type: 'approved' })}
            onDiscarded={() => dispatch({ type: 'discarded' })}
            onBack={() => dispatch({ type: 'back' })}
          />
        ) : runGone ? (
          <EmptyState title="This payroll run is no longer here">
            Someone discarded it or processed its pay period again. Go back to the overview to see
            the runs there are now.
          </EmptyState>
        ) : (
          <Spinner label="Opening the processed run…" showLabel />
        ))}
    </>
  );
}

/** Payroll AI (spec 000 section 2.10) at /payroll-ai: the five-step payroll wizard. */
export function PayrollAi() {
  const { status, currentCompany } = useSession();
  const companyName = useLiveCompanyName(currentCompany?.name ?? '');
  const businessType = useLiveBusinessType(currentCompany?.businessType ?? '');

  if (status === 'loading') return <Spinner label="Loading" />;
  return (
    <>
      <header className="k-page-header">
        <div>
          <h1>Payroll AI</h1>
          <p className="k-muted">
            {currentCompany ? (
              <>
                Managing {companyName} <RoleBadge role={currentCompany.role} />
              </>
            ) : (
              'Choose a company to run its payroll'
            )}
          </p>
        </div>
        <CompanySwitcher currentName={companyName} />
      </header>
      {!currentCompany ? (
        <EmptyState title="Select a Company">
          Choose a company in the switcher above to run its payroll.
        </EmptyState>
      ) : (
        <PayrollDocument
          waitForSync
          showSpinnerLabel
          denied={
            <EmptyState title="No payroll access">
              Your role in {companyName} does not include payroll. Ask an owner or admin for access.
            </EmptyState>
          }
        >
          {/* A new company starts the wizard afresh: overview, progress 0 (spec 000 section 4). */}
          <Wizard
            key={currentCompany.id}
            companyId={currentCompany.id}
            companyName={companyName}
            businessType={businessType}
            role={currentCompany.role}
          />
          <LinkedEmployee />
        </PayrollDocument>
      )}
    </>
  );
}

export default PayrollAi;
