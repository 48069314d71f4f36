import { percent } from '../../arithmetic/rate';
import {
  californiaPeriodTables,
  type CaliforniaTables,
} from '../../state/california/californiaTables';

/**
 * EDD DE 44 Method B (Exact Calculation) tables for 2026, in dollars as printed.
 * us-payroll-2026.md §4.3 (annual CONFIRMED S2 + S8; per-period SECONDARY S8).
 */
export const california2026: CaliforniaTables = {
  // §4.3 rates, the same in every rate table (10.23% and above include the 1% surtax over $1M)
  rates: [1.1, 2.2, 4.4, 6.6, 8.8, 10.23, 11.33, 12.43, 13.53, 14.63].map(percent),
  // Rate tables: bracket floors and the cumulative tax ("plus") at each floor
  periods: {
    weekly: californiaPeriodTables({
      // Table 1 low-income exemption and Table 3 standard deduction: [low column, high column]
      lowIncomeExemption: [363, 727],
      standardDeduction: [110, 219],
      // Table 2 estimated-deduction amounts and Table 4 exemption-allowance credits, n = 1…10
      estimatedDeduction: [19, 38, 58, 77, 96, 115, 135, 154, 173, 192],
      exemptionCredit: [3.24, 6.47, 9.71, 12.95, 16.18, 19.42, 22.66, 25.89, 29.13, 32.37],
      // Table T23
      single: {
        floors: [0, 213, 505, 797, 1_107, 1_399, 7_144, 8_573, 14_288, 19_231],
        plus: [0, 2.34, 8.76, 21.61, 42.07, 67.77, 655.48, 817.39, 1_527.76, 2_196.55],
      },
      // Table T24
      married: {
        floors: [0, 426, 1_010, 1_594, 2_214, 2_798, 14_288, 17_146, 19_231, 28_575],
        plus: [0, 4.69, 17.54, 43.24, 84.16, 135.55, 1_310.98, 1_634.79, 1_893.96, 3_158.2],
      },
      // Table T25
      headOfHousehold: {
        floors: [0, 426, 1_010, 1_302, 1_612, 1_904, 9_716, 11_659, 19_231, 19_431],
        plus: [0, 4.69, 17.54, 30.39, 50.85, 76.55, 875.72, 1_095.86, 2_037.06, 2_064.12],
      },
    }),
    biweekly: californiaPeriodTables({
      lowIncomeExemption: [727, 1454],
      standardDeduction: [219, 439],
      estimatedDeduction: [38, 77, 115, 154, 192, 231, 269, 308, 346, 385],
      exemptionCredit: [6.47, 12.95, 19.42, 25.89, 32.37, 38.84, 45.31, 51.78, 58.26, 64.73],
      // Table T26
      single: {
        floors: [0, 426, 1_010, 1_594, 2_214, 2_798, 14_288, 17_146, 28_576, 38_462],
        plus: [0, 4.69, 17.54, 43.24, 84.16, 135.55, 1_310.98, 1_634.79, 3_055.54, 4_393.12],
      },
      // Table T27
      married: {
        floors: [0, 852, 2_020, 3_188, 4_428, 5_596, 28_576, 34_292, 38_462, 57_150],
        plus: [0, 9.37, 35.07, 86.46, 168.3, 271.08, 2_621.93, 3_269.55, 3_787.88, 6_316.37],
      },
      // Table T28
      headOfHousehold: {
        floors: [0, 852, 2_020, 2_604, 3_224, 3_808, 19_432, 23_318, 38_462, 38_862],
        plus: [0, 9.37, 35.07, 60.77, 101.69, 153.08, 1_751.42, 2_191.7, 4_074.1, 4_128.22],
      },
    }),
    semimonthly: californiaPeriodTables({
      lowIncomeExemption: [787, 1575],
      standardDeduction: [238, 476],
      estimatedDeduction: [42, 83, 125, 167, 208, 250, 292, 333, 375, 417],
      exemptionCredit: [7.01, 14.03, 21.04, 28.05, 35.06, 42.08, 49.09, 56.1, 63.11, 70.13],
      // Table T17
      single: {
        floors: [0, 462, 1_094, 1_727, 2_398, 3_030, 15_478, 18_574, 30_956, 41_667],
        plus: [0, 5.08, 18.98, 46.83, 91.12, 146.74, 1_420.17, 1_770.95, 3_310.03, 4_759.23],
      },
      // Table T18
      married: {
        floors: [0, 924, 2_188, 3_454, 4_796, 6_060, 30_956, 37_148, 41_667, 61_913],
        plus: [0, 10.16, 37.97, 93.67, 182.24, 293.47, 2_840.33, 3_541.88, 4_103.59, 6_842.87],
      },
      // Table T19
      headOfHousehold: {
        floors: [0, 924, 2_189, 2_822, 3_492, 4_125, 21_050, 25_260, 41_667, 42_101],
        plus: [0, 10.16, 37.99, 65.84, 110.06, 165.76, 1_897.19, 2_374.18, 4_413.57, 4_472.29],
      },
    }),
    monthly: californiaPeriodTables({
      lowIncomeExemption: [1575, 3149],
      standardDeduction: [476, 951],
      estimatedDeduction: [83, 167, 250, 333, 417, 500, 583, 667, 750, 833],
      exemptionCredit: [14.03, 28.05, 42.08, 56.1, 70.13, 84.15, 98.18, 112.2, 126.23, 140.25],
      // Table T20
      single: {
        floors: [0, 924, 2_188, 3_454, 4_796, 6_060, 30_956, 37_148, 61_912, 83_334],
        plus: [0, 10.16, 37.97, 93.67, 182.24, 293.47, 2_840.33, 3_541.88, 6_620.05, 9_518.45],
      },
      // Table T21
      married: {
        floors: [0, 1_848, 4_376, 6_908, 9_592, 12_120, 61_912, 74_296, 83_334, 123_826],
        plus: [0, 20.33, 75.95, 187.36, 364.5, 586.96, 5_680.68, 7_083.79, 8_207.21, 13_685.78],
      },
      // Table T22
      headOfHousehold: {
        floors: [0, 1_848, 4_378, 5_644, 6_984, 8_250, 42_100, 50_520, 83_334, 84_202],
        plus: [0, 20.33, 75.99, 131.69, 220.13, 331.54, 3_794.4, 4_748.39, 8_827.17, 8_944.61],
      },
    }),
    annual: californiaPeriodTables({
      lowIncomeExemption: [18896, 37791],
      standardDeduction: [5706, 11412],
      // Table 2 annual: n × $1,000; Table 4 annual: n × $168.30
      estimatedDeduction: [1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000],
      exemptionCredit: [
        168.3, 336.6, 504.9, 673.2, 841.5, 1_009.8, 1_178.1, 1_346.4, 1_514.7, 1_683,
      ],
      // Table T5
      single: {
        floors: [0, 11_079, 26_264, 41_452, 57_542, 72_724, 371_479, 445_771, 742_953, 1_000_000],
        plus: [
          0, 121.87, 455.94, 1_124.21, 2_186.15, 3_522.17, 34_084.81, 42_502.09, 79_441.81,
          114_220.27,
        ],
      },
      // Table T6
      married: {
        floors: [
          0, 22_158, 52_528, 82_904, 115_084, 145_448, 742_958, 891_542, 1_000_000, 1_485_906,
        ],
        plus: [
          0, 243.74, 911.88, 2_248.42, 4_372.3, 7_044.33, 68_169.6, 85_004.17, 98_485.5, 164_228.58,
        ],
      },
      // Table T7
      headOfHousehold: {
        floors: [0, 22_173, 52_530, 67_716, 83_805, 98_990, 505_208, 606_251, 1_000_000, 1_010_417],
        plus: [
          0, 243.9, 911.75, 1_579.93, 2_641.8, 3_978.08, 45_534.18, 56_982.35, 105_925.35,
          107_334.77,
        ],
      },
    }),
  },
};
