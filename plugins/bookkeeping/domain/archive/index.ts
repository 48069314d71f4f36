// Closed fiscal years moved out of the live books, and reports that span them.
export * from './archiveFile';
export * from './archiveYear';
export * from './carryForward';
export * from './closingRules';
export * from './fiscalYears';
export * from './spanArchives';
