// E-mails Payroll sends through /api/send-email.
export { paystubEmail } from './paystubEmail';
export type { PaystubEmail } from './paystubEmail';
