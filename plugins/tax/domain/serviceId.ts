/** The id of the service Tax Optimization provides: its liabilities and deadlines. */
export const TAX_LIABILITIES_SERVICE = 'tax.liabilities';
