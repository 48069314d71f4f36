import type { CheckDefinition, CheckResult } from './checkResult';
import {
  checkAgedPayables,
  checkAgedReceivables,
  agedPayablesCheck,
  agedReceivablesCheck,
} from './gaap/agedBalances';
import { bankReconciledCheck, checkBankReconciled } from './gaap/bankReconciled';
import { booksBalanceCheck, checkBooksBalance } from './gaap/booksBalance';
import { checkDepreciation, depreciationCheck } from './gaap/depreciation';
import { checkNegativeAssets, negativeAssetsCheck } from './gaap/negativeAssets';
import { checkUncategorized, uncategorizedCheck } from './gaap/uncategorized';
import type { ComplianceInput } from './input';
import { ccpaCheck, checkCcpa } from './privacy/ccpa';
import { checkPayrollAccess, payrollAccessCheck } from './privacy/payrollAccessReview';
import { checkSealedNumbers, sealedNumbersCheck } from './privacy/sealedNumbers';
import { checkSecurityPlan, securityPlanCheck } from './privacy/securityPlan';
import { checkSignInRetention, signInRetentionCheck } from './privacy/signInRetention';
import { auditChainCheck, checkAuditChain } from './sox/auditChain';
import { checkInactiveMembers, inactiveMembersCheck } from './sox/inactiveMembers';
import { checkLockDate, lockDateCheck } from './sox/lockDate';
import { checkPayrollDuties, payrollDutiesCheck } from './sox/payrollDuties';
import { checkReconcileDuties, reconcileDutiesCheck } from './sox/reconcileDuties';
import { checkVendorDuties, vendorDutiesCheck } from './sox/vendorDuties';
import { checkTwoFactor, twoFactorCheck } from './sox/twoFactor';
import { checkDeposits, depositsCheck } from './tax/deposits';
import { checkEstimatedTax, estimatedTaxCheck } from './tax/estimatedTax';
import { checkReturns, returnsCheck } from './tax/returns';
import { checkSalesTax, salesTaxCheck } from './tax/salesTax';
import { checkTaxTables, taxTablesCheck } from './tax/taxTables';
import { checkVendorTaxIds, vendorTaxIdsCheck } from './tax/vendorTaxIds';

/** Every check, by area, in the order the area cards list them. */
export const allChecks: readonly {
  definition: CheckDefinition;
  run: (input: ComplianceInput) => CheckResult;
}[] = [
  { definition: twoFactorCheck, run: checkTwoFactor },
  { definition: inactiveMembersCheck, run: checkInactiveMembers },
  { definition: auditChainCheck, run: checkAuditChain },
  { definition: lockDateCheck, run: checkLockDate },
  { definition: vendorDutiesCheck, run: checkVendorDuties },
  { definition: reconcileDutiesCheck, run: checkReconcileDuties },
  { definition: payrollDutiesCheck, run: checkPayrollDuties },
  { definition: booksBalanceCheck, run: checkBooksBalance },
  { definition: bankReconciledCheck, run: checkBankReconciled },
  { definition: uncategorizedCheck, run: checkUncategorized },
  { definition: negativeAssetsCheck, run: checkNegativeAssets },
  { definition: depreciationCheck, run: checkDepreciation },
  { definition: agedReceivablesCheck, run: checkAgedReceivables },
  { definition: agedPayablesCheck, run: checkAgedPayables },
  { definition: depositsCheck, run: checkDeposits },
  { definition: returnsCheck, run: checkReturns },
  { definition: taxTablesCheck, run: checkTaxTables },
  { definition: salesTaxCheck, run: checkSalesTax },
  { definition: vendorTaxIdsCheck, run: checkVendorTaxIds },
  { definition: estimatedTaxCheck, run: checkEstimatedTax },
  { definition: sealedNumbersCheck, run: checkSealedNumbers },
  { definition: payrollAccessCheck, run: checkPayrollAccess },
  { definition: signInRetentionCheck, run: checkSignInRetention },
  { definition: securityPlanCheck, run: checkSecurityPlan },
  { definition: ccpaCheck, run: checkCcpa },
];

/** Runs every check on the company's data. */
export function runChecks(input: ComplianceInput): CheckResult[] {
  return allChecks.map((check) => check.run(input));
}
