import { parseMoney } from '@keel/core/domain';
import { rateSchedule } from '../../federal/rateSchedule';
import type { FederalWithholdingTables } from '../taxYearTables';

/** Pub 15-T 2026, Percentage Method for Automated Payroll Systems (annual schedules). */
export const federal2026: FederalWithholdingTables = {
  source: 'Pub 15-T 2026',
  // us-payroll-2026.md §1.3, Pub 15-T 2026 STANDARD Withholding Rate Schedules
  standard: {
    marriedJointly: rateSchedule([
      [0, 0, 0],
      [19_300, 0, 10],
      [44_100, 2_480, 12],
      [120_100, 11_600, 22],
      [230_700, 35_932, 24],
      [422_850, 82_048, 32],
      [531_750, 116_896, 35],
      [788_000, 206_583.5, 37],
    ]),
    singleOrSeparately: rateSchedule([
      [0, 0, 0],
      [7_500, 0, 10],
      [19_900, 1_240, 12],
      [57_900, 5_800, 22],
      [113_200, 17_966, 24],
      [209_275, 41_024, 32],
      [263_725, 58_448, 35],
      [648_100, 192_979.25, 37],
    ]),
    headOfHousehold: rateSchedule([
      [0, 0, 0],
      [15_550, 0, 10],
      [33_250, 1_770, 12],
      [83_000, 7_740, 22],
      [121_250, 16_155, 24],
      [217_300, 39_207, 32],
      [271_750, 56_631, 35],
      [656_150, 191_171, 37],
    ]),
  },
  // us-payroll-2026.md §1.4, Pub 15-T 2026 Form W-4 Step 2 Checkbox Withholding Rate Schedules
  // (printed values kept as-is, including the rounded Single rows 108,938 / 136,163 / 96,489.63)
  step2Checkbox: {
    marriedJointly: rateSchedule([
      [0, 0, 0],
      [16_100, 0, 10],
      [28_500, 1_240, 12],
      [66_500, 5_800, 22],
      [121_800, 17_966, 24],
      [217_875, 41_024, 32],
      [272_325, 58_448, 35],
      [400_450, 103_291.75, 37],
    ]),
    singleOrSeparately: rateSchedule([
      [0, 0, 0],
      [8_050, 0, 10],
      [14_250, 620, 12],
      [33_250, 2_900, 22],
      [60_900, 8_983, 24],
      [108_938, 20_512, 32],
      [136_163, 29_224, 35],
      [328_350, 96_489.63, 37],
    ]),
    headOfHousehold: rateSchedule([
      [0, 0, 0],
      [12_075, 0, 10],
      [20_925, 885, 12],
      [45_800, 3_870, 22],
      [64_925, 8_077.5, 24],
      [112_950, 19_603.5, 32],
      [140_175, 28_315.5, 35],
      [332_375, 95_585.5, 37],
    ]),
  },
  // us-payroll-2026.md §1.1, Worksheet 1A lines 1g and 1k
  line1g: { marriedJointly: parseMoney(12_900), other: parseMoney(8_600) },
  allowanceValue: parseMoney(4_300),
};
