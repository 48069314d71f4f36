export { serverPlugin } from '../../../../../index';
