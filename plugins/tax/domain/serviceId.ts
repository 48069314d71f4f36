/** The id of the service Tax Optimization provides: its liabilities and deadlines. */
export const TAX_LIABILITIES_SERVICE = 'tax.liabilities';
/** The id of the service Tax Optimization provides: the tax-saving opportunities in the books. */
export const TAX_OPPORTUNITIES_SERVICE = 'tax.opportunities';
