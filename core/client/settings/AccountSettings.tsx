import { AccountDetailsForm } from './AccountDetailsForm';
import { PasswordForm } from './PasswordForm';
import { SignInsCard } from './SignInsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** /settings/account: name and e-mail, password, two-factor and recent sign-ins. */
export function AccountSettings() {
  return (
    <>
      <h2>Account Settings</h2>
      <AccountDetailsForm />
      <PasswordForm />
      <TwoFactorCard />
      <SignInsCard />
    </>
  );
}

export default AccountSettings;
