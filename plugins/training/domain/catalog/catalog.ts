import { accountingFundamentals } from './accountingFundamentals';
import { financialAnalysis } from './financialAnalysis';
import { fraudDetection } from './fraudDetection';
import { payrollMastery } from './payrollMastery';
import { catalogSchema, type TrainingModule } from './schema';

/**
 * The training modules Keel has written so far, in the order a learner takes them (a module's
 * prerequisites come before it). Spec 000 §3 names one more, tax-optimization; it is added when
 * its lessons are written.
 */
export const trainingCatalog: readonly TrainingModule[] = catalogSchema.parse([
  accountingFundamentals,
  payrollMastery,
  financialAnalysis,
  fraudDetection,
]);
