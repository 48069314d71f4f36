import { useEffect, useState } from 'react';
import {
  Button,
  JobProgress,
  companyApi,
  downloadFile,
  requestFile,
  Spinner,
  Tabs,
  useJob,
  useSession,
  useToast,
  useToday,
} from '@keel/core/client';
import type { Role } from '@keel/core/domain';
import type { Deadline } from '../../domain/deadlines/deadline';
import type { Liability } from '../../domain/liabilities/liability';
import { taxRoutes } from '../../domain/routes';
import { taxDeciders } from '../../domain/schema';
import { addDays } from '../../domain/dates';
import { complianceChecks } from '../../domain/tools/complianceChecks';
import { AgencyGuideDialog } from '../components/AgencyGuideDialog';
import { DeadlinesTab } from '../components/DeadlinesTab';
import { DocumentsTab } from '../components/DocumentsTab';
import type { FormDownload } from '../components/YearFormsCard';
import { UploadDocumentsDialog, type UploadRequest } from '../components/UploadDocumentsDialog';
import { uploadDocument } from '../uploadDocument';
import { useTaxTable } from '../stores';
import type { ConsultationChoice } from '../components/ConsultationDialog';
import { consultationRowSchema } from '../../domain/consultations/consultation';
import type { TaxProfile } from '../../domain/estimate/taxProfile';
import { TaxProfileDialog } from '../components/TaxProfileDialog';
import type { UploadedDocument } from '../../domain/documents/library';
import { OpportunitiesTab, type ShownOpportunity } from '../components/OpportunitiesTab';
import { PayDialog, type PaymentRequest } from '../components/PayDialog';
import { PaymentsTab } from '../components/PaymentsTab';
import { ScheduleDialog, type ScheduleRequest } from '../components/ScheduleDialog';
import { SummaryStrip } from '../components/SummaryStrip';
import { ToolsTab } from '../components/ToolsTab';
import { useTaxData } from '../hooks/useTaxData';
import { taxApi } from '../taxApi';
import '../tax.css';

/**
 * Tax Optimization (spec 001 section 2): the summary strip, Run Analysis (a job with progress),
 * and the Opportunities, Tax Payments and Deadlines tabs, every figure computed on the server from
 * the company's books and payroll. Owners, admins, accountants and CPAs act; others read.
 */
export function TaxOptimizationPage() {
  const { currentCompany } = useSession();
  const companyId = currentCompany?.id ?? null;
  const decides = (taxDeciders as readonly Role[]).includes(currentCompany?.role ?? 'viewer');
  const { position, opportunities, form941, yearForms, library, chooseFormsYear, error, reload } =
    useTaxData(companyId);
  const [uploadOpen, setUploadOpen] = useState(false);
  const consultationRows = useTaxTable('consultations');
  const [profile, setProfile] = useState<TaxProfile | null>(null);
  const { toast } = useToast();
  const today = useToday();
  const [jobId, setJobId] = useState<string | null>(null);
  const followed = useJob(jobId);
  const [paying, setPaying] = useState<Liability | null>(null);
  const [scheduling, setScheduling] = useState<Liability | null>(null);
  const [guideOpen, setGuideOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    const status = followed.job?.status;
    if (status === 'done') {
      toast({
        title: 'Analysis Complete',
        description: 'Tax optimization opportunities have been identified',
      });
      setJobId(null);
      void reload();
    } else if (status === 'failed' || status === 'cancelled') {
      toast({ title: 'Error', description: 'Failed to run tax analysis', variant: 'destructive' });
      setJobId(null);
    }
  }, [followed.job?.status, reload, toast]);

  if (!companyId) return <p>Choose a company to see its taxes.</p>;
  if (error && !position) return <p role="alert">{error}</p>;
  if (!position || !opportunities || !form941 || !yearForms)
    return <Spinner label="Computing taxes from the books…" />;

  const act = async (key: string, work: () => Promise<void>, failure: [string, string]) => {
    setBusy(key);
    try {
      await work();
      await reload();
    } catch {
      toast({ title: failure[0], description: failure[1], variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const downloadForm = (d: FormDownload) =>
    act(
      [d.form, d.employeeId ?? d.vendorId].filter(Boolean).join(':'),
      async () => {
        const route = {
          'w-2': taxRoutes.w2Pdf,
          'w-3': taxRoutes.w3Pdf,
          '1099-nec': taxRoutes.nec1099Pdf,
        }[d.form];
        const file = await requestFile(
          taxApi.path(
            route,
            {},
            {
              companyId,
              taxYear: String(yearForms.taxYear),
              employeeId: d.employeeId,
              vendorId: d.vendorId,
            },
          ),
        );
        downloadFile(file.fileName ?? `${d.form}.pdf`, file.bytes, file.type);
      },
      ['Error', 'The form was not made; try again'],
    );

  const upload: UploadRequest = async ({ category, file }) => {
    if (yearForms.taxYear === null) return;
    const document = await uploadDocument({
      companyId,
      taxYear: yearForms.taxYear,
      category,
      file,
    });
    setUploadOpen(false);
    toast({ title: 'Documents Uploaded', description: `${document.name} is filed` });
    await reload();
  };

  const downloadDocument = (d: UploadedDocument) =>
    act(
      `document:${d.id}`,
      async () => {
        const file = await requestFile(
          taxApi.path(taxRoutes.documentFile, { fileId: d.id }, { companyId }),
        );
        downloadFile(d.name, file.bytes, file.type);
      },
      ['Error', 'The document was not downloaded; try again'],
    );

  const deleteDocument = async (d: UploadedDocument) => {
    try {
      await taxApi.call(taxRoutes.deleteDocument, { documentId: d.id }, undefined, {
        query: { companyId },
      });
    } catch {
      toast({
        title: 'Error',
        description: 'The document was not deleted; try again',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Document Deleted', description: `${d.name} is deleted` });
    await reload();
  };

  const runAnalysis = () =>
    act(
      'analyze',
      async () => {
        const { job } = await taxApi.call(taxRoutes.analyze, {}, { companyId });
        setJobId(job.id);
      },
      ['Error', 'Failed to run tax analysis'],
    );

  const implement = (o: ShownOpportunity) =>
    act(
      o.id,
      async () => {
        const answer = await taxApi.call(
          taxRoutes.implement,
          { opportunityId: o.id },
          { companyId, action: 'implement' },
        );
        toast({ title: 'Action Completed', description: answer.task });
      },
      ['Error', 'Failed to implement optimization strategy'],
    );

  const complete = (d: Deadline) =>
    act(
      d.id,
      async () => {
        await taxApi.call(
          taxRoutes.completeDeadline,
          { id: d.id },
          { companyId, status: 'completed' },
        );
        toast({ title: 'Deadline Completed', description: d.description });
      },
      ['Error', 'Failed to update deadline status'],
    );

  const recalculate = () =>
    act(
      'recalculate',
      async () => {
        const types = [...new Set(position.liabilities.map((l) => l.type))];
        await Promise.all(
          types.map((taxType) => companyApi(companyId).call(taxRoutes.calculate, { taxType })),
        );
        toast({
          title: 'Tax Calculated',
          description: 'Liabilities recomputed from the books and payroll',
        });
      },
      ['Error', 'Failed to calculate tax liability'],
    );

  const pay = async (request: PaymentRequest) => {
    try {
      const { payment } = await taxApi.call(
        taxRoutes.processPayment,
        {},
        { companyId, ...request },
      );
      toast({
        title: 'Payment Processed',
        description: `Recorded in the books as entry ${payment.entryId}`,
      });
      setPaying(null);
      await reload();
    } catch (failure) {
      toast({
        title: 'Payment Failed',
        description: 'Failed to process tax payment. Please try again.',
        variant: 'destructive',
      });
      throw failure;
    }
  };

  const editProfile = () =>
    act(
      'profile',
      async () => {
        const saved = await taxApi.call(taxRoutes.profile, {}, undefined, {
          query: { companyId },
        });
        setProfile(saved.profile);
      },
      ['Error', 'The tax profile could not be read; try again'],
    );

  const saveProfile = async (next: TaxProfile) => {
    await taxApi.call(taxRoutes.saveProfile, {}, { companyId, ...next });
    setProfile(null);
    toast({
      title: 'Tax Profile Saved',
      description: 'The estimate and the instalments are computed again with it',
    });
    await reload();
  };

  const scheduleConsultation = async (choice: ConsultationChoice) => {
    try {
      const { consultation } = await taxApi.call(
        taxRoutes.scheduleConsultation,
        {},
        { companyId, ...choice },
      );
      toast({
        title: 'Consultation Scheduled',
        description: consultation.confirmationSent
          ? 'A confirmation e-mail with a calendar invite is on its way'
          : 'Requested; the confirmation e-mail could not be sent',
      });
    } catch (failure) {
      toast({
        title: 'Scheduling Failed',
        description: 'Failed to schedule consultation. Please try again or contact support.',
        variant: 'destructive',
      });
      throw failure;
    }
  };

  const schedule = async (request: ScheduleRequest) => {
    try {
      await taxApi.call(taxRoutes.schedulePayment, {}, { companyId, ...request });
      toast({
        title: 'Payment Scheduled',
        description: `Keel records it in the books on ${request.scheduleDate}`,
      });
      setScheduling(null);
      await reload();
    } catch (failure) {
      toast({
        title: 'Schedule Failed',
        description: 'Failed to schedule tax payment. Please try again.',
        variant: 'destructive',
      });
      throw failure;
    }
  };

  return (
    <div className="tax-page">
      <header className="tax-header">
        <h1>Tax Optimization</h1>
        {decides && (
          <Button onClick={runAnalysis} disabled={busy === 'analyze' || jobId !== null}>
            Run Analysis
          </Button>
        )}
      </header>
      {followed.job && (
        <JobProgress
          job={followed.job}
          label="Tax analysis"
          onCancel={followed.cancel}
          cancelling={followed.cancelling}
        />
      )}
      {opportunities.summary ? (
        <SummaryStrip summary={opportunities.summary} />
      ) : (
        <p className="k-muted">{opportunities.missingYear}</p>
      )}
      <Tabs
        label="Tax Optimization"
        items={[
          {
            value: 'opportunities',
            label: 'Opportunities',
            content: (
              <OpportunitiesTab
                opportunities={opportunities.opportunities}
                analyzedAt={opportunities.analyzedAt}
                mayImplement={decides}
                implementing={busy}
                onImplement={(o) => void implement(o)}
              />
            ),
          },
          {
            value: 'payments',
            label: 'Tax Payments',
            content: (
              <PaymentsTab
                position={position}
                mayPay={decides}
                recalculating={busy === 'recalculate'}
                onRecalculate={() => void recalculate()}
                onPay={setPaying}
                onSchedule={setScheduling}
                onAgencyGuide={() => setGuideOpen(true)}
              />
            ),
          },
          {
            value: 'deadlines',
            label: 'Deadlines',
            content: (
              <DeadlinesTab
                deadlines={position.deadlines}
                mayComplete={decides}
                completing={busy}
                onComplete={(d) => void complete(d)}
              />
            ),
          },
          {
            value: 'documents',
            label: 'Documents',
            content: (
              <DocumentsTab
                worksheets={form941}
                yearForms={yearForms}
                onYearChange={chooseFormsYear}
                onDownload={(d) => void downloadForm(d)}
                downloading={busy}
                library={library}
                mayUpload={decides}
                onUpload={() => setUploadOpen(true)}
                onDownloadDocument={(d) => void downloadDocument(d)}
                onDeleteDocument={deleteDocument}
              />
            ),
          },
          {
            value: 'tools',
            label: 'Tools',
            content: (
              <ToolsTab
                compliance={complianceChecks({
                  liabilities: position.liabilities,
                  deadlines: position.deadlines,
                  in30Days: addDays(today, 30),
                  uncategorizedOpen: opportunities.opportunities.some((o) =>
                    o.id.startsWith('uncategorized-'),
                  ),
                })}
                consultations={Object.entries(consultationRows).flatMap(([id, row]) => {
                  const parsed = consultationRowSchema.safeParse(row);
                  return parsed.success ? [{ id, ...parsed.data }] : [];
                })}
                onScheduleConsultation={decides ? scheduleConsultation : undefined}
                onEditProfile={decides ? () => void editProfile() : undefined}
              />
            ),
          },
        ]}
      />
      <PayDialog liability={paying} onClose={() => setPaying(null)} onPay={pay} />
      <AgencyGuideDialog open={guideOpen} mayEdit={decides} onClose={() => setGuideOpen(false)} />
      <TaxProfileDialog profile={profile} onClose={() => setProfile(null)} onSave={saveProfile} />
      {yearForms.taxYear !== null && (
        <UploadDocumentsDialog
          open={uploadOpen}
          taxYear={yearForms.taxYear}
          onClose={() => setUploadOpen(false)}
          onUpload={upload}
        />
      )}
      <ScheduleDialog
        liability={scheduling}
        onClose={() => setScheduling(null)}
        onSchedule={schedule}
      />
    </div>
  );
}

export default TaxOptimizationPage;
