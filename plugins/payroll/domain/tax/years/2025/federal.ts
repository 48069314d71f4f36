import { parseMoney } from '@keel/core/domain';
import { rateSchedule } from '../../federal/rateSchedule';
import type { FederalWithholdingTables } from '../taxYearTables';

/** Pub 15-T 2025, Percentage Method for Automated Payroll Systems (annual schedules). */
export const federal2025: FederalWithholdingTables = {
  source: 'Pub 15-T 2025',
  // us-payroll-2026.md §1.7, Pub 15-T 2025 STANDARD schedules (SECONDARY, S8)
  standard: {
    marriedJointly: rateSchedule([
      [0, 0, 0],
      [17_100, 0, 10],
      [40_950, 2_385, 12],
      [114_050, 11_157, 22],
      [223_800, 35_302, 24],
      [411_700, 80_398, 32],
      [518_150, 114_462, 35],
      [768_700, 202_154.5, 37],
    ]),
    singleOrSeparately: rateSchedule([
      [0, 0, 0],
      [6_400, 0, 10],
      [18_325, 1_192.5, 12],
      [54_875, 5_578.5, 22],
      [109_750, 17_651, 24],
      [203_700, 40_199, 32],
      [256_925, 57_231, 35],
      [632_750, 188_769.75, 37],
    ]),
    headOfHousehold: rateSchedule([
      [0, 0, 0],
      [13_900, 0, 10],
      [30_900, 1_700, 12],
      [78_750, 7_442, 22],
      [117_250, 15_912, 24],
      [211_200, 38_460, 32],
      [264_400, 55_484, 35],
      [640_250, 187_031.5, 37],
    ]),
  },
  // us-payroll-2026.md §1.7, Pub 15-T 2025 Step 2 Checkbox schedules (SECONDARY, S8)
  step2Checkbox: {
    marriedJointly: rateSchedule([
      [0, 0, 0],
      [15_000, 0, 10],
      [26_925, 1_192.5, 12],
      [63_475, 5_578.5, 22],
      [118_350, 17_651, 24],
      [212_300, 40_199, 32],
      [265_525, 57_231, 35],
      [390_800, 101_077.25, 37],
    ]),
    singleOrSeparately: rateSchedule([
      [0, 0, 0],
      [7_500, 0, 10],
      [13_463, 596.25, 12],
      [31_738, 2_789.25, 22],
      [59_175, 8_825.5, 24],
      [106_150, 20_099.5, 32],
      [132_763, 28_615.5, 35],
      [320_675, 94_384.88, 37],
    ]),
    headOfHousehold: rateSchedule([
      [0, 0, 0],
      [11_250, 0, 10],
      [19_750, 850, 12],
      [43_675, 3_721, 22],
      [62_925, 7_956, 24],
      [109_900, 19_230, 32],
      [136_500, 27_742, 35],
      [324_425, 93_515.75, 37],
    ]),
  },
  // us-payroll-2026.md §1.7: line 1g $12,900 / $8,600 and allowance $4,300, same as 2026
  line1g: { marriedJointly: parseMoney(12_900), other: parseMoney(8_600) },
  allowanceValue: parseMoney(4_300),
};
