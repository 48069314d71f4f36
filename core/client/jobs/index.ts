export { useJob, LOST_CONTACT } from './useJob';
export type { FollowedJob } from './useJob';
export { JobProgress } from './JobProgress';
export type { JobProgressProps } from './JobProgress';
export { readJobStream } from './readJobStream';
