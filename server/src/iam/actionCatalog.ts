/**
 * The actions the console resolves permissions over: real AWS IAM actions and Azure Resource Manager operations of the
 * services the demo estate uses. Effective permissions are the catalogue's actions a policy allows, so wildcards
 * (`s3:*`, Azure `*` read) become concrete, countable actions.
 */
export const AWS_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  s3: ['s3:ListAllMyBuckets', 's3:ListBucket', 's3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:GetBucketPolicy', 's3:PutBucketPolicy',
    's3:DeleteBucket', 's3:CreateBucket', 's3:GetBucketAcl', 's3:PutBucketAcl', 's3:GetEncryptionConfiguration'],
  ec2: ['ec2:DescribeInstances', 'ec2:DescribeSecurityGroups', 'ec2:DescribeVolumes', 'ec2:RunInstances', 'ec2:StartInstances', 'ec2:StopInstances',
    'ec2:TerminateInstances', 'ec2:AuthorizeSecurityGroupIngress', 'ec2:CreateSnapshot', 'ec2:DeleteVolume', 'ec2:ModifyInstanceAttribute'],
  iam: ['iam:GetUser', 'iam:ListUsers', 'iam:ListRoles', 'iam:GetRole', 'iam:CreateUser', 'iam:DeleteUser', 'iam:CreateAccessKey', 'iam:PassRole',
    'iam:CreatePolicyVersion', 'iam:SetDefaultPolicyVersion', 'iam:AttachUserPolicy', 'iam:AttachRolePolicy', 'iam:PutUserPolicy', 'iam:PutRolePolicy',
    'iam:UpdateAssumeRolePolicy', 'iam:ChangePassword', 'iam:ListMFADevices'],
  lambda: ['lambda:ListFunctions', 'lambda:GetFunction', 'lambda:CreateFunction', 'lambda:UpdateFunctionCode', 'lambda:InvokeFunction', 'lambda:DeleteFunction',
    'lambda:AddPermission'],
  rds: ['rds:DescribeDBInstances', 'rds:CreateDBSnapshot', 'rds:ModifyDBInstance', 'rds:DeleteDBInstance', 'rds:RebootDBInstance'],
  dynamodb: ['dynamodb:ListTables', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:DeleteTable'],
  kms: ['kms:ListKeys', 'kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey', 'kms:ScheduleKeyDeletion', 'kms:PutKeyPolicy'],
  sts: ['sts:AssumeRole', 'sts:GetCallerIdentity'],
  logs: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents', 'logs:DescribeLogGroups', 'logs:DeleteLogGroup'],
  eks: ['eks:ListClusters', 'eks:DescribeCluster', 'eks:UpdateClusterConfig', 'eks:DeleteCluster'],
  cloudtrail: ['cloudtrail:DescribeTrails', 'cloudtrail:LookupEvents', 'cloudtrail:StopLogging', 'cloudtrail:DeleteTrail'],
  secretsmanager: ['secretsmanager:ListSecrets', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:DeleteSecret'],
};

export const AZURE_OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  'Microsoft.Compute': ['Microsoft.Compute/virtualMachines/read', 'Microsoft.Compute/virtualMachines/write', 'Microsoft.Compute/virtualMachines/delete',
    'Microsoft.Compute/virtualMachines/start/action', 'Microsoft.Compute/virtualMachines/runCommand/action', 'Microsoft.Compute/disks/read',
    'Microsoft.Compute/disks/write', 'Microsoft.Compute/disks/beginGetAccess/action'],
  'Microsoft.Storage': ['Microsoft.Storage/storageAccounts/read', 'Microsoft.Storage/storageAccounts/write', 'Microsoft.Storage/storageAccounts/delete',
    'Microsoft.Storage/storageAccounts/listKeys/action', 'Microsoft.Storage/storageAccounts/blobServices/containers/read'],
  'Microsoft.Network': ['Microsoft.Network/networkSecurityGroups/read', 'Microsoft.Network/networkSecurityGroups/write',
    'Microsoft.Network/networkSecurityGroups/securityRules/write', 'Microsoft.Network/virtualNetworks/read', 'Microsoft.Network/publicIPAddresses/write'],
  'Microsoft.Sql': ['Microsoft.Sql/servers/read', 'Microsoft.Sql/servers/write', 'Microsoft.Sql/servers/firewallRules/write', 'Microsoft.Sql/servers/delete'],
  'Microsoft.KeyVault': ['Microsoft.KeyVault/vaults/read', 'Microsoft.KeyVault/vaults/write', 'Microsoft.KeyVault/vaults/accessPolicies/write',
    'Microsoft.KeyVault/vaults/delete'],
  'Microsoft.Web': ['Microsoft.Web/sites/read', 'Microsoft.Web/sites/write', 'Microsoft.Web/sites/config/list/action', 'Microsoft.Web/sites/delete'],
  'Microsoft.ContainerService': ['Microsoft.ContainerService/managedClusters/read', 'Microsoft.ContainerService/managedClusters/write',
    'Microsoft.ContainerService/managedClusters/listClusterAdminCredential/action'],
  'Microsoft.Authorization': ['Microsoft.Authorization/roleAssignments/read', 'Microsoft.Authorization/roleAssignments/write',
    'Microsoft.Authorization/roleAssignments/delete', 'Microsoft.Authorization/roleDefinitions/write'],
  'Microsoft.Resources': ['Microsoft.Resources/subscriptions/resourceGroups/read', 'Microsoft.Resources/subscriptions/resourceGroups/write',
    'Microsoft.Resources/deployments/write'],
};

/** The service an action belongs to: `s3` for `s3:GetObject`, `Microsoft.Compute` for `Microsoft.Compute/virtualMachines/read`. */
export const serviceOf = (action: string): string => (action.includes(':') ? action.slice(0, action.indexOf(':')) : action.slice(0, action.indexOf('/')));

/** Read-only actions (Get, List, Describe, read), the ones that cannot change anything. */
export const isReadAction = (action: string): boolean => /:(Get|List|Describe|Lookup|Query|Scan)[A-Z]|\/read$/.test(action) && !/GetSecretValue|Decrypt/.test(action);
