import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, X509Certificate } from 'node:crypto';
import type { Db } from '../db/openDatabase.js';

/** The stand-in enterprise IdP's SAML entity id (what its metadata names). */
export const STAND_IN_IDP_ENTITY_ID = 'urn:palisade:stand-in-idp';
const META_KEY = 'idp_saml_credential';
const TEN_YEARS_MS = 10 * 365 * 86_400_000;

export interface SamlCredential { certificatePem: string; privateKeyPem: string }

// Minimal DER writer: enough to build one self-signed X.509 v3 certificate (node:crypto verifies but cannot issue them).
const der = (tag: number, body: Buffer): Buffer => {
  const n = body.length;
  const len = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), len, body]);
};
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const oid = (hex: string) => der(0x06, Buffer.from(hex, 'hex'));
const utcTime = (ms: number) => der(0x17, Buffer.from(new Date(ms).toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z'));
const ECDSA_SHA256 = seq(oid('2a8648ce3d040302'));
const commonName = (cn: string) => seq(der(0x31, seq(oid('550403'), der(0x0c, Buffer.from(cn)))));

/** A self-signed P-256 certificate for `cn`, valid from `now` for ten years. */
export function selfSignedCertificate(cn: string, now: number): SamlCredential {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const serial = createHash('sha256').update(`${cn}|${now}|${Math.random()}`).digest().subarray(0, 16);
  // Positive and minimally encoded: the first byte is 0x40..0x7f (DER refuses a leading zero byte and a set sign bit).
  serial[0] = (serial[0]! & 0x3f) | 0x40;
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))), der(0x02, serial), ECDSA_SHA256, commonName(cn),
    seq(utcTime(now - 60_000), utcTime(now + TEN_YEARS_MS)), commonName(cn), publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const cert = seq(tbs, ECDSA_SHA256, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const body = cert.toString('base64').match(/.{1,64}/g)!.join('\n');
  return { certificatePem: `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/** The stand-in IdP's signing credential, created on first use and kept in the database so its metadata is stable across restarts. */
export async function loadSamlCredential(db: Db, now: number): Promise<SamlCredential> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', META_KEY).executeTakeFirst();
  if (row) return JSON.parse(row.value) as SamlCredential;
  const created = selfSignedCertificate('Palisade stand-in IdP', now);
  // Checked once here so a broken certificate never reaches a metadata document.
  const x509 = new X509Certificate(created.certificatePem);
  if (!x509.verify(createPublicKey(createPrivateKey(created.privateKeyPem)))) throw new Error('The stand-in IdP certificate does not verify');
  await db.insertInto('meta').values({ key: META_KEY, value: JSON.stringify(created) }).onConflict((c) => c.doNothing()).execute();
  const stored = await db.selectFrom('meta').select('value').where('key', '=', META_KEY).executeTakeFirstOrThrow();
  return JSON.parse(stored.value) as SamlCredential;
}

/** The base64 body of a PEM certificate, as SAML metadata carries it. */
export const certificateBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/** The stand-in IdP's SAML metadata document: its entity id, signing certificate and SSO endpoint. */
export function standInMetadataXml(credential: SamlCredential, ssoUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${STAND_IN_IDP_ENTITY_ID}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(credential.certificatePem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`;
}
