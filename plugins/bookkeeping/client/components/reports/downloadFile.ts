export { downloadFile } from '@keel/core/client';

/** The media types of the report files. */
export const reportMediaTypes = {
  txt: 'text/plain;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
  zip: 'application/zip',
} as const;
