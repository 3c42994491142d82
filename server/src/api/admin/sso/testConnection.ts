import type { SsoTestCheck, SsoTestResponse } from '@palisade/contracts';
import type { SsoSettingsTable } from '../../../db/schema.js';
import { certificateBody } from '../../../idp/samlCredential.js';
import { CertificateError, parseCertificate, toPem } from './certificate.js';
import { fetchMetadata, MetadataError, parseIdpMetadata } from './samlMetadata.js';

/**
 * Tests the saved connection: reads the IdP's metadata (fetched from the URL, or the pasted XML) and checks that
 * its entity id and signing certificate are the configured ones; says exactly what did not match.
 */
export async function testConnection(row: SsoSettingsTable, now: number, allowInternal: boolean): Promise<SsoTestResponse> {
  const checks: SsoTestCheck[] = [];
  const done = (): SsoTestResponse => {
    const failed = checks.filter((c) => !c.ok);
    return { at: now, checks, status: failed.length ? 'failure' : 'success',
      message: failed.length ? failed.map((c) => c.message).join(' ') : checks.map((c) => c.message).join(' ') };
  };
  let xml: string;
  try {
    xml = row.metadata_url ? await fetchMetadata(row.metadata_url, allowInternal) : row.metadata_xml;
    const metadata = parseIdpMetadata(xml);
    checks.push({ name: 'metadata', ok: true, message: `Metadata read from ${row.metadata_url || 'the pasted XML'}.` });
    checks.push(metadata.entityId === row.entity_id
      ? { name: 'entityId', ok: true, message: `Entity id ${row.entity_id} matches.` }
      : { name: 'entityId', ok: false, message: `Entity id does not match: configured ${row.entity_id}, the IdP says ${metadata.entityId ?? '(none)'}.` });
    checks.push(certificateCheck(row.certificate, metadata.certificates, now));
  } catch (error) {
    if (!(error instanceof MetadataError)) throw error;
    checks.push({ name: 'metadata', ok: false, message: `${error.message}.`.replace(/\.\.$/, '.') });
  }
  return done();
}

function certificateCheck(configured: string, offered: string[], now: number): SsoTestCheck {
  if (offered.length === 0) return { name: 'certificate', ok: false, message: 'The IdP metadata has no signing certificate.' };
  const mine = certificateBody(configured);
  if (!offered.includes(mine)) {
    const theirs = offered.map((body) => {
      try {
        return parseCertificate(toPem(body), now).fingerprint;
      } catch (error) {
        return error instanceof CertificateError ? `an unusable certificate (${error.message})` : 'an unreadable certificate';
      }
    });
    let own = 'an unreadable certificate';
    try { own = parseCertificate(configured, now).fingerprint; } catch { /* reported by the save already */ }
    return { name: 'certificate', ok: false, message: `Signing certificate does not match: configured ${own}, the IdP signs with ${theirs.join(' or ')}.` };
  }
  return { name: 'certificate', ok: true, message: 'Signing certificate matches.' };
}
