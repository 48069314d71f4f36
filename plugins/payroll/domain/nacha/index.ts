// The NACHA PPD direct-deposit file: the writer, and an independent reader and validator.
export { buildNachaPpdFile } from './buildNachaPpdFile';
export {
  MAX_BATCH_ENTRIES,
  MAX_ENTRY_CENTS,
  MAX_TOTAL_CENTS,
  companyIdentificationFromEin,
  nachaOriginatorSchema,
  nachaPpdInputSchema,
  ppdCreditSchema,
  ppdPrenoteSchema,
} from './nachaInput';
export type {
  NachaPpdFileData,
  NachaPpdInput,
  PpdCreditInput,
  PpdPrenoteInput,
} from './nachaInput';
export { NachaInputError, describeNachaIssue } from './nachaInputError';
export type { NachaInputIssue } from './nachaInputError';
export { toNachaText } from './nachaText';
export { parseNachaFile } from './parseNachaFile';
export type {
  NachaProblem,
  ParsedBatch,
  ParsedEntry,
  ParsedNachaFile,
  ParsedRecord,
} from './parseNachaFile';
export { validateNachaFile } from './validateNachaFile';
export {
  addendaLayout,
  batchControlLayout,
  batchHeaderLayout,
  entryDetailLayout,
  fileControlLayout,
  fileHeaderLayout,
} from './nachaLayout';
