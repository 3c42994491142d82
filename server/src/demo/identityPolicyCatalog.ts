import type { AwsPolicyDocument } from '../iam/awsPolicy.js';
import type { AzureRoleDefinition } from '../iam/azureRole.js';
import { APPS } from './assetCatalog.js';

/** A policy the demo identities attach: an AWS managed or customer policy, or an Azure role definition. */
export type DemoPolicy = { id: string; cloud: 'aws'; name: string; document: AwsPolicyDocument } | { id: string; cloud: 'azure'; name: string; document: AzureRoleDefinition };

const v = '2012-10-17' as const;
const aws = (name: string, Statement: AwsPolicyDocument['Statement'], id = `aws:${name}`): DemoPolicy => ({ id, cloud: 'aws', name, document: { Version: v, Statement } });
const azure = (roleName: string, actions: string[], notActions: string[] = []): DemoPolicy =>
  ({ id: `azure:${roleName}`, cloud: 'azure', name: roleName, document: { roleName, permissions: [{ actions, notActions }], assignableScopes: ['/'] } });

/** AWS managed policies (abridged to the statements that matter here), customer policies teams write, and Azure built-in roles. */
export const DEMO_POLICIES: readonly DemoPolicy[] = [
  aws('AdministratorAccess', { Effect: 'Allow', Action: '*', Resource: '*' }),
  aws('PowerUserAccess', [
    { Effect: 'Allow', NotAction: ['iam:*', 'organizations:*', 'account:*'], Resource: '*' },
    { Effect: 'Allow', Action: ['iam:CreateServiceLinkedRole', 'iam:DeleteServiceLinkedRole', 'iam:ListRoles', 'organizations:DescribeOrganization'], Resource: '*' },
  ]),
  aws('ReadOnlyAccess', { Effect: 'Allow', Action: ['ec2:Describe*', 's3:Get*', 's3:List*', 'iam:Get*', 'iam:List*', 'lambda:Get*', 'lambda:List*', 'rds:Describe*',
    'dynamodb:List*', 'dynamodb:Describe*', 'kms:List*', 'logs:Describe*', 'eks:Describe*', 'eks:List*', 'cloudtrail:Describe*', 'cloudtrail:LookupEvents',
    'secretsmanager:ListSecrets'], Resource: '*' }),
  aws('SecurityAudit', { Effect: 'Allow', Action: ['ec2:Describe*', 's3:GetBucketPolicy', 's3:GetBucketAcl', 's3:GetEncryptionConfiguration', 's3:ListAllMyBuckets',
    'iam:Get*', 'iam:List*', 'cloudtrail:DescribeTrails', 'cloudtrail:LookupEvents', 'kms:ListKeys', 'eks:DescribeCluster', 'eks:ListClusters'], Resource: '*' }),
  aws('AmazonS3FullAccess', { Effect: 'Allow', Action: ['s3:*', 's3-object-lambda:*'], Resource: '*' }),
  aws('AmazonS3ReadOnlyAccess', { Effect: 'Allow', Action: ['s3:Get*', 's3:List*', 's3-object-lambda:Get*', 's3-object-lambda:List*'], Resource: '*' }),
  aws('AmazonEC2FullAccess', [{ Effect: 'Allow', Action: 'ec2:*', Resource: '*' },
    { Effect: 'Allow', Action: 'iam:CreateServiceLinkedRole', Resource: '*', Condition: { StringEquals: { 'iam:AWSServiceName': 'spot.amazonaws.com' } } }]),
  aws('AWSLambda_FullAccess', [
    { Effect: 'Allow', Action: ['lambda:*', 'logs:DescribeLogGroups', 's3:ListAllMyBuckets', 'kms:ListKeys'], Resource: '*' },
    { Sid: 'PassRoleToLambda', Effect: 'Allow', Action: 'iam:PassRole', Resource: '*', Condition: { StringEquals: { 'iam:PassedToService': 'lambda.amazonaws.com' } } },
  ]),
  aws('AmazonDynamoDBFullAccess', { Effect: 'Allow', Action: ['dynamodb:*', 'kms:ListKeys'], Resource: '*' }),
  aws('IAMFullAccess', { Effect: 'Allow', Action: ['iam:*', 'organizations:DescribeOrganization'], Resource: '*' }),
  aws('SecretsManagerReadWrite', { Effect: 'Allow', Action: ['secretsmanager:*', 'kms:Decrypt', 'kms:GenerateDataKey'], Resource: '*' }),
  aws('CloudWatchLogsFullAccess', { Effect: 'Allow', Action: 'logs:*', Resource: '*' }),
  aws('ci-deployer', [
    { Sid: 'Artifacts', Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject', 's3:ListBucket'], Resource: ['arn:aws:s3:::ci-artifacts-*', 'arn:aws:s3:::ci-artifacts-*/*'] },
    { Sid: 'DeployFunctions', Effect: 'Allow', Action: ['lambda:CreateFunction', 'lambda:UpdateFunctionCode', 'lambda:InvokeFunction', 'lambda:GetFunction', 'lambda:AddPermission'], Resource: '*' },
    { Sid: 'PassExecutionRoles', Effect: 'Allow', Action: 'iam:PassRole', Resource: 'arn:aws:iam::*:role/*' },
  ], 'aws:custom/ci-deployer'),
  aws('policy-automation', { Effect: 'Allow', Action: ['iam:CreatePolicyVersion', 'iam:SetDefaultPolicyVersion', 'iam:GetRole', 'iam:ListRoles'], Resource: '*' },
    'aws:custom/policy-automation'),
  aws('deny-prod-deletes', { Sid: 'ProtectProduction', Effect: 'Deny', Action: ['s3:DeleteBucket', 'rds:DeleteDBInstance', 'dynamodb:DeleteTable', 'kms:ScheduleKeyDeletion',
    'cloudtrail:StopLogging', 'cloudtrail:DeleteTrail'], Resource: '*' }, 'aws:custom/deny-prod-deletes'),
  aws('require-mfa', { Sid: 'DenyAllExceptListedIfNoMFA', Effect: 'Deny', NotAction: ['iam:ChangePassword', 'iam:GetUser', 'iam:ListMFADevices', 'sts:GetCallerIdentity'],
    Resource: '*', Condition: { BoolIfExists: { 'aws:MultiFactorAuthPresent': 'false' } } }, 'aws:custom/require-mfa'),
  aws('lambda-logs', { Effect: 'Allow', Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'], Resource: 'arn:aws:logs:*:*:*' }, 'aws:custom/lambda-logs'),
  aws('kms-decrypt', { Effect: 'Allow', Action: ['kms:Decrypt', 'kms:GenerateDataKey'], Resource: 'arn:aws:kms:*:*:key/*' }, 'aws:custom/kms-decrypt'),
  ...APPS.map((app) => aws(`${app}-data`, [
    { Sid: 'Tables', Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem'], Resource: `arn:aws:dynamodb:*:*:table/${app}-*` },
    { Sid: 'Buckets', Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject', 's3:ListBucket'], Resource: [`arn:aws:s3:::${app}-*`, `arn:aws:s3:::${app}-*/*`] },
    { Sid: 'Secrets', Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: `arn:aws:secretsmanager:*:*:secret:${app}/*` },
  ], `aws:custom/${app}-data`)),
  azure('Owner', ['*']),
  azure('Contributor', ['*'], ['Microsoft.Authorization/*/Delete', 'Microsoft.Authorization/*/Write', 'Microsoft.Authorization/elevateAccess/Action',
    'Microsoft.Blueprint/blueprintAssignments/write', 'Microsoft.Blueprint/blueprintAssignments/delete']),
  azure('Reader', ['*/read']),
  azure('User Access Administrator', ['*/read', 'Microsoft.Authorization/*', 'Microsoft.Support/*']),
  azure('Virtual Machine Contributor', ['Microsoft.Authorization/*/read', 'Microsoft.Compute/virtualMachines/*', 'Microsoft.Compute/disks/*',
    'Microsoft.Network/networkSecurityGroups/read', 'Microsoft.Network/virtualNetworks/read', 'Microsoft.Network/publicIPAddresses/write',
    'Microsoft.Resources/subscriptions/resourceGroups/read', 'Microsoft.Resources/deployments/*']),
  azure('Storage Account Contributor', ['Microsoft.Authorization/*/read', 'Microsoft.Storage/storageAccounts/*', 'Microsoft.Resources/subscriptions/resourceGroups/read',
    'Microsoft.Resources/deployments/*']),
  azure('Key Vault Contributor', ['Microsoft.Authorization/*/read', 'Microsoft.KeyVault/*', 'Microsoft.Resources/subscriptions/resourceGroups/read'],
    ['Microsoft.KeyVault/locations/deletedVaults/purge/action']),
  azure('Network Contributor', ['Microsoft.Authorization/*/read', 'Microsoft.Network/*', 'Microsoft.Resources/subscriptions/resourceGroups/read', 'Microsoft.Resources/deployments/*']),
  azure('Website Contributor', ['Microsoft.Authorization/*/read', 'Microsoft.Web/sites/*', 'Microsoft.Resources/subscriptions/resourceGroups/read']),
  azure('SQL Server Contributor', ['Microsoft.Authorization/*/read', 'Microsoft.Sql/servers/*', 'Microsoft.Resources/subscriptions/resourceGroups/read']),
  azure('Azure Kubernetes Service Cluster Admin Role', ['Microsoft.ContainerService/managedClusters/listClusterAdminCredential/action', 'Microsoft.ContainerService/managedClusters/read']),
];

export const DEMO_POLICY_BY_ID: ReadonlyMap<string, DemoPolicy> = new Map(DEMO_POLICIES.map((p) => [p.id, p]));
