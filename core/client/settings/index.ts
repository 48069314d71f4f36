export { ProfileSettings } from './ProfileSettings';
export { AccountSettings } from './AccountSettings';
export { CompanySettings } from './CompanySettings';
export { InviteForm, inviteRoleOptions } from './InviteForm';
export { MembersCard } from './MembersCard';
export { TwoFactorCard } from './TwoFactorCard';
