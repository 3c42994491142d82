import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/openDatabase.js';
import { accessKeyPage, accessKeySearch, roleAssignmentPage, roleAssignmentSearch } from './credentialStore.js';

let db: Db;
let dir: string;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24);
const SUB = '/subscriptions/0000-1111';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-credentials-'));
  db = await openDatabase(dir);
  await db.insertInto('iam_policies').values({ tenant_id: 'tnt_a', id: 'azure:Owner', cloud: 'azure', name: 'Owner', document: '{}' }).execute();
  const base = { kind: 'user', risk: 'Low', type: 'user', resource_id: '', access_keys: '[]', policies: '[]' };
  await db.insertInto('identities').values([
    { ...base, id: 1, tenant_id: 'tnt_a', account_id: 1, name: 'alice', cloud: 'aws', account_name: 'prod', access_keys: JSON.stringify([
      { id: 'AKIAOLD', createdAt: NOW - 200 * DAY, status: 'Active', lastUsed: NOW - 2 * DAY },
      { id: 'AKIANEW', createdAt: NOW - 10 * DAY, status: 'Active', lastUsed: null },
      { id: 'AKIAOFF', createdAt: NOW - 300 * DAY, status: 'Inactive', lastUsed: null }]) },
    { ...base, id: 2, tenant_id: 'tnt_a', account_id: 2, name: 'bob@contoso.example', cloud: 'azure', account_name: 'sub',
      policies: JSON.stringify([{ policy: 'azure:Owner', scope: SUB }, { policy: 'azure:Reader', scope: `${SUB}/resourceGroups/rg-web` }]) },
    { ...base, id: 3, tenant_id: 'tnt_b', account_id: 9, name: 'mallory', cloud: 'aws', account_name: 'other', access_keys: JSON.stringify([
      { id: 'AKIAOTHER', createdAt: NOW - 400 * DAY, status: 'Active', lastUsed: null }]) },
  ]).execute();
}, 120_000);
afterAll(async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); });

const keys = (query: Record<string, string>, tenant = 'tnt_a') => accessKeyPage(db, tenant, accessKeySearch.parse(query), NOW);

describe('access keys as rows of their own', () => {
  it('lists each key with its principal, age, last use, status and risk flags, oldest first', async () => {
    const page = await keys({});
    expect(page.total).toBe(3);
    expect(page.items).toEqual([
      { identityId: 1, keyId: 'AKIAOFF', principal: 'alice', principalType: 'user', cloud: 'aws', account: { id: 1, name: 'prod' }, status: 'Inactive',
        createdAt: '2026-01-28T00:00:00.000Z', ageDays: 300, lastUsed: null, flags: ['unusedKey'] },
      { identityId: 1, keyId: 'AKIAOLD', principal: 'alice', principalType: 'user', cloud: 'aws', account: { id: 1, name: 'prod' }, status: 'Active',
        createdAt: '2026-05-08T00:00:00.000Z', ageDays: 200, lastUsed: '2026-11-22T00:00:00.000Z', flags: ['oldKey'] },
      { identityId: 1, keyId: 'AKIANEW', principal: 'alice', principalType: 'user', cloud: 'aws', account: { id: 1, name: 'prod' }, status: 'Active',
        createdAt: '2026-11-14T00:00:00.000Z', ageDays: 10, lastUsed: null, flags: ['unusedKey'] },
    ]);
  });

  it('filters by flag, status and search', async () => {
    expect((await keys({ flag: 'oldKey' })).items.map((k) => k.keyId)).toEqual(['AKIAOLD']);
    expect((await keys({ flag: 'unusedKey', status: 'Active' })).items.map((k) => k.keyId)).toEqual(['AKIANEW']);
    expect((await keys({ q: 'akianew' })).items.map((k) => k.keyId)).toEqual(['AKIANEW']);
    expect((await keys({ sort: 'lastUsed', dir: 'desc' })).items.map((k) => k.keyId)[0]).toBe('AKIAOLD');
  });

  it('follows the identity: a rotated key replaces the old one, a deleted identity takes its keys along', async () => {
    await db.updateTable('identities').set({ access_keys: JSON.stringify([{ id: 'AKIAROTATED', createdAt: NOW - DAY, status: 'Active', lastUsed: NOW }]) })
      .where('id', '=', 1).execute();
    expect((await keys({})).items.map((k) => [k.keyId, k.flags])).toEqual([['AKIAROTATED', []]]);
    await db.deleteFrom('identities').where('id', '=', 3).execute();
    expect((await keys({}, 'tnt_b')).total).toBe(0);
  });
});

describe('Azure role assignments as rows of their own', () => {
  it('lists each assignment with the role name, scope and its level, and filters by role and scope level', async () => {
    const all = await roleAssignmentPage(db, 'tnt_a', roleAssignmentSearch.parse({ sort: 'role' }));
    expect(all.items).toEqual([
      { identityId: 2, principal: 'bob@contoso.example', principalType: 'user', account: { id: 2, name: 'sub' }, role: { id: 'azure:Owner', name: 'Owner' },
        scope: SUB, scopeLevel: 'subscription' },
      { identityId: 2, principal: 'bob@contoso.example', principalType: 'user', account: { id: 2, name: 'sub' }, role: { id: 'azure:Reader', name: 'azure:Reader' },
        scope: `${SUB}/resourceGroups/rg-web`, scopeLevel: 'resourceGroup' },
    ]);
    expect(all.roles).toEqual([{ value: 'azure:Owner', label: 'Owner', count: 1 }, { value: 'azure:Reader', label: 'azure:Reader', count: 1 }]);
    const owners = await roleAssignmentPage(db, 'tnt_a', roleAssignmentSearch.parse({ role: 'azure:Owner' }));
    expect(owners.items.map((a) => a.scope)).toEqual([SUB]);
    expect(owners.roles.length).toBe(2);
    const groups = await roleAssignmentPage(db, 'tnt_a', roleAssignmentSearch.parse({ scopeLevel: 'resourceGroup' }));
    expect(groups.items.map((a) => a.role.id)).toEqual(['azure:Reader']);
    expect((await roleAssignmentPage(db, 'tnt_b', roleAssignmentSearch.parse({}))).total).toBe(0);
  });
});
