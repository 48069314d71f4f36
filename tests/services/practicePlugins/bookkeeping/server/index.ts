export { serverPlugin } from '../../../../../plugins/bookkeeping/server/index';
