import apiKeys from '../apiKeys/locales/en-US.json';
import auditLogs from '../auditLogs/locales/en-US.json';
import businessUnits from '../businessUnits/locales/en-US.json';
import cloudAccounts from '../cloudAccounts/locales/en-US.json';
import integrations from '../integrations/locales/en-US.json';
import roles from '../roles/locales/en-US.json';
import sso from '../sso/locales/en-US.json';
import trustedIps from '../trustedIps/locales/en-US.json';
import users from '../users/locales/en-US.json';
import common from './common.en-US.json';

/** The plugin's one namespace: the landing page's and shared texts, then one key per area. */
export default { ...common, users, roles, apiKeys, trustedIps, businessUnits, sso, integrations, auditLogs, cloudAccounts };
