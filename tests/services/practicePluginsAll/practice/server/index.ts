export { serverPlugin } from '../../../practicePlugins/practice/server/index';
