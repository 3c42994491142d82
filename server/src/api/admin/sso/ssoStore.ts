import type { SsoSettings, SsoSettingsRequest } from '@palisade/contracts';
import type { Db } from '../../../db/openDatabase.js';
import type { SsoSettingsTable } from '../../../db/schema.js';
import { AppError } from '../../../http/AppError.js';
import { parseCertificate } from './certificate.js';
import { MetadataError, parseIdpMetadata } from './samlMetadata.js';

export const STAND_IN_METADATA_PATH = '/idp/saml/metadata';

export async function ssoRow(db: Db, tenantId: string): Promise<SsoSettingsTable | undefined> {
  return db.selectFrom('sso_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** The tenant's groups (the default-group choices) and its organisation's SAML connection. */
async function tenantContext(db: Db, tenantId: string) {
  const [groups, connection] = await Promise.all([
    db.selectFrom('access_groups').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('name').execute(),
    db.selectFrom('connections').innerJoin('tenants', 'tenants.org_id', 'connections.org_id').select('connections.name')
      .where('tenants.id', '=', tenantId).where('connections.type', '=', 'samlp').executeTakeFirst(),
  ]);
  return { groups, connection: connection?.name ?? null };
}

export async function ssoSettings(db: Db, tenantId: string, now: number): Promise<SsoSettings> {
  const [row, context] = await Promise.all([ssoRow(db, tenantId), tenantContext(db, tenantId)]);
  let certificateInfo: SsoSettings['certificateInfo'] = null;
  if (row?.certificate) {
    try {
      const { der: _der, ...info } = parseCertificate(row.certificate, now);
      certificateInfo = info;
    } catch {
      certificateInfo = null;
    }
  }
  return {
    configured: Boolean(row), metadataUrl: row?.metadata_url ?? '', metadataXml: row?.metadata_xml ?? '', entityId: row?.entity_id ?? '',
    ssoUrl: row?.sso_url ?? '', certificate: row?.certificate ?? '', certificateInfo, jitEnabled: row?.jit_enabled === 1,
    defaultGroupId: row?.default_group_id ?? null, updatedAt: row?.updated_at ?? null,
    lastTest: row?.last_test_at ? { at: row.last_test_at, status: row.last_test_status === 'success' ? 'success' : 'failure', message: row.last_test_message ?? '' } : null,
    connection: context.connection, groups: context.groups, standInMetadataPath: STAND_IN_METADATA_PATH,
  };
}

/** A compact, secret-free image for the audit log (the certificate by fingerprint, not in full). */
export function auditImage(row: SsoSettingsTable | undefined, fingerprint: string | null) {
  if (!row) return null;
  return { metadataUrl: row.metadata_url, metadataXml: row.metadata_xml ? `${row.metadata_xml.length} characters` : '', entityId: row.entity_id,
    certificateFingerprint: fingerprint, jitEnabled: row.jit_enabled === 1, defaultGroupId: row.default_group_id };
}

/** Checks what the schema cannot (the group is the tenant's, the XML is metadata) and saves. */
export async function saveSso(db: Db, tenantId: string, request: SsoSettingsRequest, actorId: string, now: number): Promise<SsoSettingsTable> {
  const fields: { path: string; message: string }[] = [];
  if (request.defaultGroupId) {
    const group = await db.selectFrom('access_groups').select('id').where('tenant_id', '=', tenantId).where('id', '=', request.defaultGroupId).executeTakeFirst();
    if (!group) fields.push({ path: 'defaultGroupId', message: `Group ${request.defaultGroupId} is not a group of this tenant` });
  }
  let ssoUrl = '';
  if (request.metadataXml) {
    try {
      ssoUrl = parseIdpMetadata(request.metadataXml).ssoUrl ?? '';
    } catch (error) {
      if (!(error instanceof MetadataError)) throw error;
      fields.push({ path: 'metadataXml', message: error.message });
    }
  }
  if (fields.length) throw new AppError(400, 'VALIDATION_FAILED', fields.map((f) => f.message).join('; '), fields);
  const values = {
    metadata_url: request.metadataUrl, metadata_xml: request.metadataXml, entity_id: request.entityId, sso_url: ssoUrl,
    certificate: request.certificate, jit_enabled: request.jitEnabled ? 1 : 0, default_group_id: request.defaultGroupId || null,
    enabled: 1, updated_at: now, updated_by: actorId,
  };
  await db.insertInto('sso_settings').values({ tenant_id: tenantId, ...values, last_test_at: null, last_test_status: null, last_test_message: null })
    .onConflict((c) => c.column('tenant_id').doUpdateSet(values)).execute();
  return (await ssoRow(db, tenantId))!;
}
