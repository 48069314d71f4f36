export { serverPlugin } from '../../../plugins/poster/server/index';
