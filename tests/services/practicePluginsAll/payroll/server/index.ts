export { serverPlugin } from '../../../../../plugins/payroll/server/index';
