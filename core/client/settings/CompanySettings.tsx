import { useSession, useUser } from '../session';
import { RequireCompany } from '../shell/RequireCompany';
import { EmptyState } from '../ui';
import { CompanyProfileForm } from './CompanyProfileForm';
import { MembersCard } from './MembersCard';
import { RequireTwoFactorToggle } from './RequireTwoFactorToggle';

function CompanySettingsBody() {
  const user = useUser();
  const { currentCompany } = useSession();
  if (!currentCompany || !user.role) return <EmptyState title="Loading company..." />;
  return (
    <>
      <h2>Company Settings</h2>
      <CompanyProfileForm company={currentCompany} role={user.role} />
      {user.role === 'owner' && <RequireTwoFactorToggle company={currentCompany} />}
      <MembersCard companyId={currentCompany.id} role={user.role} />
    </>
  );
}

/** /settings/company: company profile, two-factor rule and members. */
export function CompanySettings() {
  return (
    <RequireCompany>
      <CompanySettingsBody />
    </RequireCompany>
  );
}

export default CompanySettings;
