export { companyInfoSchema, companySetupSchema } from './companySetup';
export type { CompanyInfo, CompanySetup } from './companySetup';
