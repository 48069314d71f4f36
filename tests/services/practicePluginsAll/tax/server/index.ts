export { serverPlugin } from '../../../../../plugins/tax/server/index';
