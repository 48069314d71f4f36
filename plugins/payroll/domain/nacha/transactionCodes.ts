const codes = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** Live credit codes by account type (formats 1a, "Codes"). */
export const PPD_CREDIT_CODES = { checking: '22', savings: '32' } as const;
/** Prenote credit codes by account type (formats 1a, "Codes"). */
export const PPD_PRENOTE_CREDIT_CODES = { checking: '23', savings: '33' } as const;

/** Credit-side codes of checking, savings, GL and loan accounts: return/NOC, live, prenote, zero-$. */
export const CREDIT_CODES = codes('21 22 23 24 31 32 33 34 41 42 43 44 51 52 53 54');
/** Debit-side codes of the same accounts. */
export const DEBIT_CODES = codes('26 27 28 29 36 37 38 39 46 47 48 49 55 56');
/** Prenote codes, which must carry a zero amount (formats 1a, Record 6 and checklist). */
export const PRENOTE_CODES = codes('23 28 33 38 43 48 53');

/** Service Class Codes (formats 1a, "Codes"). */
export const SERVICE_CLASS = { mixed: '200', creditsOnly: '220', debitsOnly: '225' } as const;
