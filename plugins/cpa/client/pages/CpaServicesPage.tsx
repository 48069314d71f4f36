import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Spinner, Tabs, api, useSession, useToast, useUser } from '@keel/core/client';
import type { Role } from '@keel/core/domain';
import type { ServiceOffering } from '../../domain/catalogue/serviceOffering';
import { cpaRoutes, type ClientView, type ServiceView } from '../../domain/routes';
import { catalogueEditors, practiceWriters } from '../../domain/schema';
import { AddClientDialog, type NewClientRequest } from '../components/AddClientDialog';
import { AddServiceDialog } from '../components/AddServiceDialog';
import { AnalyticsTab } from '../components/AnalyticsTab';
import { ClientDetailDialog } from '../components/ClientDetailDialog';
import { ClientPortfolio } from '../components/ClientPortfolio';
import { QuoteDialog } from '../components/QuoteDialog';
import { ScheduleConsultationDialog } from '../components/ScheduleConsultationDialog';
import { ServiceOfferings } from '../components/ServiceOfferings';
import { TeamTab, type CredentialsInput } from '../components/TeamTab';
import { cpaApi } from '../cpaApi';
import { useClientDetail } from '../hooks/useClientDetail';
import { usePortfolioEvents } from '../hooks/usePortfolioEvents';
import { usePractice } from '../hooks/usePractice';
import '../cpa.css';

const may = (roles: readonly Role[], role: Role | undefined) =>
  role !== undefined && roles.includes(role);

/**
 * CPA Services (spec 001): the practice's Service Offerings, its Client Portfolio with the live
 * health of each client company the user keeps the books of, Team & Credentials, and Analytics.
 * The practice is the company the user works in.
 */
export function CpaServicesPage() {
  const { currentCompany, setUser } = useSession();
  const user = useUser();
  const navigate = useNavigate();
  const companyId = currentCompany?.id ?? null;
  const role = currentCompany?.role;
  const events = usePortfolioEvents(companyId);
  const practice = usePractice(companyId, events);
  const { toast } = useToast();
  const [addingService, setAddingService] = useState(false);
  const [quoting, setQuoting] = useState<ServiceView | null>(null);
  const [addingClient, setAddingClient] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [viewing, setViewing] = useState<ClientView | null>(null);
  const detail = useClientDetail(companyId ?? '', viewing?.onKeel ? viewing.id : null, events);

  if (!companyId) return <p>Choose a company: your practice is the company you work in.</p>;
  if (practice.error && !practice.services) return <p role="alert">{practice.error}</p>;
  const { services, clients, members, analytics } = practice;
  if (!services || !clients || !members || !analytics)
    return <Spinner label="Reading the practice…" />;

  /** Runs a write; on failure shows the spec's toast and throws again for the form's field errors. */
  const act = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
      toast({ title: success });
      await practice.reload();
    } catch (error) {
      toast({ title: 'Error', description: failure, variant: 'destructive' });
      throw error;
    }
  };
  const ignore = () => {};

  const saveService = (service: ServiceOffering) =>
    act(
      () => cpaApi.call(cpaRoutes.updateService, { id: service.id }, { ...service, companyId }),
      'Service Updated',
      'Failed to update service',
    );

  const items = [
    {
      value: 'services',
      label: 'Service Offerings',
      content: (
        <ServiceOfferings
          services={services}
          starter={practice.starter}
          canEdit={may(catalogueEditors, role)}
          onSave={saveService}
          onAdd={() => setAddingService(true)}
          onRemove={(service) =>
            void act(
              () =>
                cpaApi.call(cpaRoutes.removeService, { id: service.id }, undefined, {
                  query: { companyId },
                }),
              'Service Removed',
              'Failed to remove service',
            ).catch(ignore)
          }
          onRequestQuote={setQuoting}
        />
      ),
    },
    {
      value: 'clients',
      label: 'Client Portfolio',
      content: (
        <ClientPortfolio
          clients={clients}
          canWrite={may(practiceWriters, role)}
          onAdd={() => setAddingClient(true)}
          onView={setViewing}
          onUpdate={(client) =>
            void act(
              () =>
                cpaApi.call(
                  cpaRoutes.updateClient,
                  { clientId: client.id },
                  { companyId, status: 'in_progress' },
                ),
              'Status Updated',
              'Failed to update client status',
            ).catch(ignore)
          }
        />
      ),
    },
    {
      value: 'team',
      label: 'Team & Credentials',
      content: (
        <TeamTab
          members={members}
          myUserId={user?.id ?? null}
          canEnter={role !== undefined && role !== 'viewer'}
          onSave={(credentials: CredentialsInput) =>
            act(
              () => cpaApi.call(cpaRoutes.saveCredentials, {}, { ...credentials, companyId }),
              'Credentials Saved',
              'Failed to save credentials',
            )
          }
        />
      ),
    },
    { value: 'analytics', label: 'Analytics', content: <AnalyticsTab analytics={analytics} /> },
  ];

  return (
    <div className="cpa-page">
      <header className="k-page-header">
        <h1>CPA Services</h1>
        {may(practiceWriters, role) && (
          <Button onClick={() => setScheduling(true)}>Schedule Consultation</Button>
        )}
      </header>
      <Tabs label="CPA Services" items={items} defaultValue="services" />
      <AddServiceDialog
        open={addingService}
        onOpenChange={setAddingService}
        onAdd={(service) =>
          act(
            () => cpaApi.call(cpaRoutes.addService, {}, { ...service, companyId }),
            'Service Added',
            'Failed to add service',
          )
        }
      />
      <QuoteDialog
        service={quoting}
        clients={clients}
        onClose={() => setQuoting(null)}
        onRequest={(request) =>
          act(
            () => cpaApi.call(cpaRoutes.requestQuote, {}, { ...request, companyId }),
            'Quote Requested',
            'Failed to request a quote',
          )
        }
      />
      <AddClientDialog
        open={addingClient}
        onOpenChange={setAddingClient}
        members={members}
        onAdd={(client: NewClientRequest) =>
          act(
            () => cpaApi.call(cpaRoutes.addClient, {}, { ...client, companyId }),
            'Client Added',
            'Failed to add client. Please try again.',
          )
        }
      />
      <ScheduleConsultationDialog
        open={scheduling}
        onOpenChange={setScheduling}
        clients={clients}
        onSchedule={(request) =>
          act(
            () => cpaApi.call(cpaRoutes.scheduleConsultation, {}, { ...request, companyId }),
            'Consultation Scheduled',
            'Failed to schedule consultation',
          )
        }
      />
      {viewing && (
        <ClientDetailDialog
          client={viewing}
          detail={detail.detail}
          error={detail.error}
          canWrite={may(practiceWriters, role)}
          members={members}
          onClose={() => setViewing(null)}
          onReview={(periodEnd) =>
            void act(
              async () =>
                detail.setDetail(
                  await cpaApi.call(
                    cpaRoutes.reviewClose,
                    { clientId: viewing.id },
                    { companyId, periodEnd },
                  ),
                ),
              'Review Recorded',
              'Failed to record the review',
            ).catch(ignore)
          }
          onSaveEngagement={(engagement) =>
            act(
              () =>
                cpaApi.call(
                  cpaRoutes.updateClient,
                  { clientId: viewing.id },
                  { ...engagement, companyId },
                ),
              'Engagement Saved',
              'Failed to save the engagement',
            )
          }
          onSwitch={(client) =>
            void (async () => {
              try {
                setUser((await api.switchCompany(client.id)).user);
                toast({ title: 'Company Switched', description: `Now managing ${client.name}` });
                void navigate('/');
              } catch {
                toast({
                  title: 'Error',
                  description: 'Failed to switch company. Please try again.',
                  variant: 'destructive',
                });
              }
            })()
          }
        />
      )}
    </div>
  );
}

export default CpaServicesPage;
