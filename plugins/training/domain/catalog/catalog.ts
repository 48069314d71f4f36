import { accountingFundamentals } from './accountingFundamentals';
import { financialAnalysis } from './financialAnalysis';
import { fraudDetection } from './fraudDetection';
import { payrollMastery } from './payrollMastery';
import { taxOptimization } from './taxOptimization';
import { catalogSchema, type TrainingModule } from './schema';

/**
 * The training modules, in the order a learner takes them (a module's
 * prerequisites come before it): the five of spec 000 §3.
 */
export const trainingCatalog: readonly TrainingModule[] = catalogSchema.parse([
  accountingFundamentals,
  payrollMastery,
  taxOptimization,
  financialAnalysis,
  fraudDetection,
]);
