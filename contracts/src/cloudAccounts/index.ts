export { SCAN_SCHEDULES, accountCommon, accountGroupRequest, awsAccountId, createAccountRequest, zsTag } from './cloudAccountRequests.js';
export type { AccountGroupInput, CreateAccountInput, CreateAccount } from './cloudAccountRequests.js';
