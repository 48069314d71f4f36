export { serverPlugin } from '../../../../../plugins/fraud/server/index';
