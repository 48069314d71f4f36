/** A field's first and last position, 1-based and inclusive as in formats 1a. */
type Span = readonly [from: number, to: number];

// Positions copied from the record tables of formats 1a; the parser reads by these, the writer
// (records.ts) writes by lengths, so each checks the other.

/** Record 1, File Header. */
export const fileHeaderLayout = {
  recordTypeCode: [1, 1],
  priorityCode: [2, 3],
  immediateDestination: [4, 13],
  immediateOrigin: [14, 23],
  fileCreationDate: [24, 29],
  fileCreationTime: [30, 33],
  fileIdModifier: [34, 34],
  recordSize: [35, 37],
  blockingFactor: [38, 39],
  formatCode: [40, 40],
  immediateDestinationName: [41, 63],
  immediateOriginName: [64, 86],
  referenceCode: [87, 94],
} as const satisfies Record<string, Span>;

/** Record 5, Company/Batch Header. */
export const batchHeaderLayout = {
  recordTypeCode: [1, 1],
  serviceClassCode: [2, 4],
  companyName: [5, 20],
  companyDiscretionaryData: [21, 40],
  companyIdentification: [41, 50],
  standardEntryClassCode: [51, 53],
  companyEntryDescription: [54, 63],
  companyDescriptiveDate: [64, 69],
  effectiveEntryDate: [70, 75],
  settlementDate: [76, 78],
  originatorStatusCode: [79, 79],
  originatingDfiIdentification: [80, 87],
  batchNumber: [88, 94],
} as const satisfies Record<string, Span>;

/** Record 6, PPD Entry Detail. */
export const entryDetailLayout = {
  recordTypeCode: [1, 1],
  transactionCode: [2, 3],
  receivingDfiIdentification: [4, 11],
  checkDigit: [12, 12],
  dfiAccountNumber: [13, 29],
  amount: [30, 39],
  individualIdentificationNumber: [40, 54],
  individualName: [55, 76],
  discretionaryData: [77, 78],
  addendaRecordIndicator: [79, 79],
  traceNumber: [80, 94],
} as const satisfies Record<string, Span>;

/** Record 7, PPD Addenda. */
export const addendaLayout = {
  recordTypeCode: [1, 1],
  addendaTypeCode: [2, 3],
  paymentRelatedInformation: [4, 83],
  addendaSequenceNumber: [84, 87],
  entryDetailSequenceNumber: [88, 94],
} as const satisfies Record<string, Span>;

/** Record 8, Company/Batch Control. */
export const batchControlLayout = {
  recordTypeCode: [1, 1],
  serviceClassCode: [2, 4],
  entryAddendaCount: [5, 10],
  entryHash: [11, 20],
  totalDebitAmount: [21, 32],
  totalCreditAmount: [33, 44],
  companyIdentification: [45, 54],
  messageAuthenticationCode: [55, 73],
  reserved: [74, 79],
  originatingDfiIdentification: [80, 87],
  batchNumber: [88, 94],
} as const satisfies Record<string, Span>;

/** Record 9, File Control. */
export const fileControlLayout = {
  recordTypeCode: [1, 1],
  batchCount: [2, 7],
  blockCount: [8, 13],
  entryAddendaCount: [14, 21],
  entryHash: [22, 31],
  totalDebitAmount: [32, 43],
  totalCreditAmount: [44, 55],
  reserved: [56, 94],
} as const satisfies Record<string, Span>;

/** A record's fields as the raw text at their positions. */
export type Fields<Layout> = { readonly [Name in keyof Layout]: string };

/** The text of each field of a layout in a record line. */
export function readFields<Layout extends Record<string, Span>>(
  line: string,
  layout: Layout,
): Fields<Layout> {
  const fields: Record<string, string> = {};
  for (const [name, [from, to]] of Object.entries(layout)) fields[name] = line.slice(from - 1, to);
  return fields as Fields<Layout>;
}
