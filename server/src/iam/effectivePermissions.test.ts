import { describe, expect, it } from 'vitest';
import { awsEffective, azureEffective } from './effectivePermissions.js';

describe('awsEffective', () => {
  it('expands a service wildcard into the catalogue actions and keeps the statement resources', () => {
    const eff = awsEffective([{ name: 'kms', document: { Version: '2012-10-17', Statement: { Effect: 'Allow', Action: 'kms:*', Resource: 'arn:aws:kms:us-east-1:111122223333:key/*' } } }]);
    expect(eff.map((e) => e.action)).toEqual(['kms:ListKeys', 'kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey', 'kms:ScheduleKeyDeletion', 'kms:PutKeyPolicy']);
    expect(eff[0]).toEqual({ action: 'kms:ListKeys', service: 'kms', resources: ['arn:aws:kms:us-east-1:111122223333:key/*'], conditional: false });
  });

  it('drops what a Deny on every resource removes, and keeps the rest of the wildcard', () => {
    const eff = awsEffective([
      { name: 'rds', document: { Version: '2012-10-17', Statement: { Effect: 'Allow', Action: 'rds:*', Resource: '*' } } },
      { name: 'no-delete', document: { Version: '2012-10-17', Statement: { Effect: 'Deny', Action: 'rds:Delete*', Resource: '*' } } },
    ]);
    expect(eff.map((e) => e.action)).toEqual(['rds:DescribeDBInstances', 'rds:CreateDBSnapshot', 'rds:ModifyDBInstance', 'rds:RebootDBInstance']);
  });

  it('shows a NotResource grant as every resource except the listed ones', () => {
    const eff = awsEffective([{ name: 'p', document: { Version: '2012-10-17', Statement: { Effect: 'Allow', Action: 'sts:GetCallerIdentity', NotResource: 'arn:aws:iam::*:role/admin' } } }]);
    expect(eff).toEqual([{ action: 'sts:GetCallerIdentity', service: 'sts', resources: ['* except arn:aws:iam::*:role/admin'], conditional: false }]);
  });
});

describe('azureEffective', () => {
  it('lists the operations a role grants, with the scopes it is assigned at', () => {
    const reader = { roleName: 'Reader', permissions: [{ actions: ['*/read'], notActions: [] }], assignableScopes: ['/'] };
    const eff = azureEffective([{ role: reader, scope: '/subscriptions/s1/resourceGroups/kv' }]).filter((e) => e.service === 'Microsoft.KeyVault');
    expect(eff).toEqual([{ action: 'Microsoft.KeyVault/vaults/read', service: 'Microsoft.KeyVault', resources: ['/subscriptions/s1/resourceGroups/kv'], conditional: false }]);
  });
});
