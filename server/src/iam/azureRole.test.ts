import { describe, expect, it } from 'vitest';
import { evaluateAzure, type AzureRoleDefinition, withinScope } from './azureRole.js';

// Built-in role definitions as Azure publishes them (permissions abridged to what the tests need).
const contributor: AzureRoleDefinition = {
  roleName: 'Contributor',
  permissions: [{ actions: ['*'], notActions: ['Microsoft.Authorization/*/Delete', 'Microsoft.Authorization/*/Write', 'Microsoft.Authorization/elevateAccess/Action'] }],
  assignableScopes: ['/'],
};
const reader: AzureRoleDefinition = { roleName: 'Reader', permissions: [{ actions: ['*/read'], notActions: [] }], assignableScopes: ['/'] };
const sub = '/subscriptions/0b1f6471-1bf0-4dda-aec3-111122223333';
const rg = `${sub}/resourceGroups/payments-prod`;
const vm = `${rg}/providers/Microsoft.Compute/virtualMachines/api-1`;

describe('evaluateAzure', () => {
  it('allows an operation the role grants at the assignment scope and below', () => {
    expect(evaluateAzure([{ role: contributor, scope: rg }], 'Microsoft.Compute/virtualMachines/start/action', vm))
      .toEqual({ decision: 'allow', allowedBy: [`Contributor@${rg}`] });
  });

  it('does not allow outside the assignment scope', () => {
    expect(evaluateAzure([{ role: contributor, scope: rg }], 'Microsoft.Compute/virtualMachines/start/action', `${sub}/resourceGroups/payments-dev`).decision)
      .toBe('notAllowed');
  });

  it('notActions remove operations from the role: Contributor cannot write role assignments', () => {
    expect(evaluateAzure([{ role: contributor, scope: sub }], 'Microsoft.Authorization/roleAssignments/write', rg).decision).toBe('notAllowed');
    expect(evaluateAzure([{ role: contributor, scope: sub }], 'Microsoft.Authorization/roleAssignments/read', rg).decision).toBe('allow');
  });

  it('is additive: another role can grant what one role\'s notActions leave out', () => {
    const uaa: AzureRoleDefinition = { roleName: 'User Access Administrator', permissions: [{ actions: ['*/read', 'Microsoft.Authorization/*'], notActions: [] }], assignableScopes: ['/'] };
    expect(evaluateAzure([{ role: contributor, scope: sub }, { role: uaa, scope: rg }], 'Microsoft.Authorization/roleAssignments/write', vm))
      .toEqual({ decision: 'allow', allowedBy: [`User Access Administrator@${rg}`] });
  });

  it('matches wildcards in the middle of operations and case-insensitively', () => {
    expect(evaluateAzure([{ role: reader, scope: sub }], 'microsoft.storage/storageAccounts/READ', rg).decision).toBe('allow');
    expect(evaluateAzure([{ role: reader, scope: sub }], 'Microsoft.Storage/storageAccounts/listKeys/action', rg).decision).toBe('notAllowed');
  });
});

describe('withinScope', () => {
  it('compares whole path segments, not prefixes of a name', () => {
    expect(withinScope(`${sub}/resourceGroups/pay`, `${sub}/resourceGroups/payments-prod`)).toBe(false);
    expect(withinScope(rg.toUpperCase(), vm)).toBe(true);
    expect(withinScope('/', vm)).toBe(true);
  });
});
