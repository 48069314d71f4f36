import { companyIdentificationFromEin } from '../../domain/nacha';
import type { SetupRow } from '../../domain/schema';
import type { BankNumbers } from '../payrollVault';

/** The originator block of the company's NACHA files: its name, EIN-based ids and its bank. */
export function nachaOriginator(setup: SetupRow, company: BankNumbers) {
  return {
    companyName: setup.companyName,
    companyIdentification: companyIdentificationFromEin(setup.ein),
    immediateOrigin: companyIdentificationFromEin(setup.ein),
    immediateOriginName: setup.companyName,
    odfiRouting: company.routingNumber,
    odfiName: setup.bankName,
  };
}

/** "14:05": a file creation time. */
export function hhmm(date: Date): string {
  return date.toISOString().slice(11, 16);
}
