export { Landing } from './Landing';
export { SignUp } from './SignUp';
export { Login } from './Login';
export { ForgotPasswordDialog } from './ForgotPasswordDialog';
export { ResetPassword } from './ResetPassword';
export { AcceptInvite } from './AcceptInvite';
export { InviteSignUp } from './InviteSignUp';
export { AuthLayout, Brand } from './PublicLayout';
export { LegalPage } from './LegalPage';
