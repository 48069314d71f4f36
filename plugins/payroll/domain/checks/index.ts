// Check printing: the legal amount in words, check numbers and the MICR line.
export { amountInWords } from './amountInWords';
export { FIRST_CHECK_NUMBER, checkNumbers, freeCheckNumbers } from './checkNumbers';
export { MICR_LINE_POSITIONS, UNICODE_MICR_SYMBOLS, micrLine } from './micrLine';
export type { MicrLineInput, MicrSymbols } from './micrLine';
export { printedCheckSchema } from './printedCheck';
export type { PrintedCheck } from './printedCheck';
