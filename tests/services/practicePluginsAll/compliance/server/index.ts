export { serverPlugin } from '../../../../../plugins/compliance/server/index';
