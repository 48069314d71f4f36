import { accountingFundamentals } from './accountingFundamentals';
import { payrollMastery } from './payrollMastery';
import { catalogSchema, type TrainingModule } from './schema';

/**
 * The training modules Keel has written so far, in the order a learner takes them (a module's
 * prerequisites come before it). Spec 000 §3 names three more (tax-optimization,
 * financial-analysis, fraud-detection); they are added when their lessons are written.
 */
export const trainingCatalog: readonly TrainingModule[] = catalogSchema.parse([
  accountingFundamentals,
  payrollMastery,
]);
