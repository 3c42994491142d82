export { SCAN_SCHEDULES, accountCommon, accountGroupRequest, awsAccountId, createAccountRequest } from './cloudAccountRequests.js';
export type { AccountGroupInput, CreateAccountInput, CreateAccount } from './cloudAccountRequests.js';
