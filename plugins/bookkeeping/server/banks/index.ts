export { registerBankRoutes } from './registerBankRoutes';
