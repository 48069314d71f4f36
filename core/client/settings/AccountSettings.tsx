import { AccountDetailsForm } from './AccountDetailsForm';
import { OutboxCard } from './OutboxCard';
import { PasswordForm } from './PasswordForm';
import { SignInsCard } from './SignInsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** /settings/account: name and e-mail, password, two-factor, recent sign-ins and e-mails sent to you. */
export function AccountSettings() {
  return (
    <>
      <h2>Account Settings</h2>
      <AccountDetailsForm />
      <PasswordForm />
      <TwoFactorCard />
      <SignInsCard />
      <OutboxCard />
    </>
  );
}

export default AccountSettings;
