import type { NachaPpdInput } from './nachaInput';

/** A small payroll for tests: two credits (checking, savings) and one prenote. */
export const goldenPayrollInput: NachaPpdInput = {
  originator: {
    companyName: 'Keel Demo Co',
    companyIdentification: '1123456789',
    immediateOrigin: '123456789',
    immediateOriginName: 'Keel Demo Co',
    odfiRouting: '021000021',
    odfiName: 'JPMorgan Chase Bank',
  },
  fileCreationDate: '2026-11-20',
  fileCreationTime: '09:05',
  fileIdModifier: 'A',
  effectiveEntryDate: '2026-11-24',
  credits: [
    {
      name: 'José Álvarez',
      individualId: 'E-0001',
      routing: '011000015',
      account: '123456789',
      accountType: 'checking',
      amountCents: 123456,
    },
    {
      name: "Mary-Jane O'Brien",
      individualId: 'E-0002',
      routing: '021000021',
      account: '000987654321',
      accountType: 'savings',
      amountCents: 250000,
    },
  ],
  prenotes: [
    {
      name: 'Li Wei',
      individualId: 'E-0003',
      routing: '026009593',
      account: '5550001',
      accountType: 'checking',
    },
  ],
};

/**
 * The file goldenPayrollInput must give, written out by hand field by field from the record
 * tables of formats 1a (entry hash 01100001 + 02100002 + 02600959 = 5800962).
 */
export const goldenPayrollLines: readonly string[] = [
  ['1', '01', ' 021000021', ' 123456789', '261120', '0905', 'A', '094', '10', '1',
    'JPMORGAN CHASE BANK    ', 'KEEL DEMO CO           ', '        '],
  ['5', '220', 'KEEL DEMO CO    ', '                    ', '1123456789', 'PPD', 'PAYROLL   ',
    '      ', '261124', '   ', '1', '02100002', '0000001'],
  ['6', '22', '01100001', '5', '123456789        ', '0000123456', 'E-0001         ',
    'JOSE ALVAREZ          ', '  ', '0', '021000020000001'],
  ['6', '32', '02100002', '1', '000987654321     ', '0000250000', 'E-0002         ',
    "MARY-JANE O'BRIEN     ", '  ', '0', '021000020000002'],
  ['6', '23', '02600959', '3', '5550001          ', '0000000000', 'E-0003         ',
    'LI WEI                ', '  ', '0', '021000020000003'],
  ['8', '220', '000003', '0005800962', '000000000000', '000000373456', '1123456789',
    '                   ', '      ', '02100002', '0000001'],
  ['9', '000001', '000001', '00000003', '0005800962', '000000000000', '000000373456',
    '                                       '],
  ['9'.repeat(94)],
  ['9'.repeat(94)],
  ['9'.repeat(94)],
].map((fields) => fields.join('')); // prettier-ignore
