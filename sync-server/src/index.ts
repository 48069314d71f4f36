export { createKeelServer } from './server';
export type { KeelServer } from './server';
export type { RouteInfo } from './routeList';
export { defaultArgon2Params } from './config';
export type { KeelServerOptions, Argon2Params } from './config';
export { FsyncJsonFile } from './storage/fsyncJsonFile';
export type { Storage } from './storage/storage';
export type { Services } from './services';
