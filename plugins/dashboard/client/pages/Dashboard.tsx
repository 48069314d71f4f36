import { useEffect, useMemo, useState } from 'react';
import type { Invite, Member } from '@keel/core/domain';
import { api, Spinner, useCompanySync, useSession, useUser } from '@keel/core/client';
import { guideSteps } from '../guideSteps';
import { CompanyGlance } from '../components/CompanyGlance';
import { OperationsCenter, PluginCards, PluginTiles } from '../components/PluginCards';
import { QuickGuide } from '../components/QuickGuide';
import { TeamTasks } from '../components/TeamTasks';
import '../dashboard.css';

/** The AI Overview dashboard (spec 2.5) with real figures and honest empty states. */
export function Dashboard() {
  const sync = useCompanySync();
  const user = useUser();
  const { currentCompany } = useSession();
  const [ready, setReady] = useState(false);
  const [people, setPeople] = useState<{ members: Member[]; invites: Invite[] } | null>(null);

  useEffect(() => {
    let live = true;
    setReady(false);
    void sync?.ready.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [sync]);

  const companyId = currentCompany?.id ?? user.companyId;
  useEffect(() => {
    if (!companyId) return;
    let live = true;
    api.members(companyId).then(
      (d) => live && setPeople(d),
      () => live && setPeople({ members: [], invites: [] }),
    );
    return () => {
      live = false;
    };
  }, [companyId]);

  const steps = useMemo(
    () =>
      guideSteps({
        user,
        role: user.role,
        members: people?.members ?? null,
        invites: people?.invites ?? null,
      }),
    [user, people],
  );

  if (!ready) return <Spinner label="Initializing AI Suite..." showLabel />;
  return (
    <>
      <div>
        <h2 style={{ fontSize: '1.5rem' }}>Welcome back, {user.firstName}!</h2>
        <p className="k-muted">Your AI Financial Command Center.</p>
      </div>
      <PluginTiles />
      <div className="k-grid">
        <QuickGuide steps={steps} />
        <CompanyGlance
          memberCount={people ? people.members.length : null}
          inviteCount={people ? people.invites.length : null}
        />
        <TeamTasks author={{ name: user.name, canEdit: user.role !== 'viewer' }} />
      </div>
      <PluginCards />
      <OperationsCenter />
    </>
  );
}

export default Dashboard;
