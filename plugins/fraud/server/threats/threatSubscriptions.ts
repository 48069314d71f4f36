import { CompanyListeners } from '@keel/core/server';

/**
 * Who listens to a company's stored threats (`fraud.threats`' subscribe), for this server process
 * (company ids are unique, so one set serves every server). Every write of threats goes through
 * the threat store, which tells them once it is on disk: a scan's findings and a person's review
 * alike (the threats tables take no writes through sync).
 */
export const threatSubscriptions = new CompanyListeners();
