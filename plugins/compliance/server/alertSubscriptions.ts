import { CompanyListeners } from '@keel/core/server';

/**
 * Who listens to a company's stored alerts (`compliance.status`' subscribe), for this server
 * process (company ids are unique, so one set serves every server). Each writer of the alerts
 * table tells them once its write is committed: a check, and a person's PATCH or plan of an alert
 * (the table takes no writes through sync).
 */
export const alertSubscriptions = new CompanyListeners();
