import { X509Certificate } from 'node:crypto';
import { AppError } from '../../../http/AppError.js';

export interface CertificateInfo { subject: string; validTo: string; fingerprint: string; der: Buffer }

/** Why a signing certificate was refused; the message is shown on the certificate field. */
export class CertificateError extends Error {
  override name = 'CertificateError';
}

/** Parses a PEM X.509 certificate and refuses one that does not parse or is outside its validity period. */
export function parseCertificate(pem: string, now: number): CertificateInfo {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(pem);
  } catch (cause) {
    throw new CertificateError('The signing certificate is not a valid X.509 certificate (it does not parse)', { cause });
  }
  const validTo = new Date(x509.validTo);
  if (validTo.getTime() <= now) throw new CertificateError(`The signing certificate expired on ${validTo.toISOString().slice(0, 10)}`);
  const validFrom = new Date(x509.validFrom);
  if (validFrom.getTime() > now) throw new CertificateError(`The signing certificate is not valid before ${validFrom.toISOString().slice(0, 10)}`);
  return { subject: x509.subject.replace(/\n/g, ', '), validTo: validTo.toISOString(), fingerprint: x509.fingerprint256, der: x509.raw };
}

/** parseCertificate for a request: a refusal becomes a field error on `certificate`. */
export function requireValidCertificate(pem: string, now: number): CertificateInfo {
  try {
    return parseCertificate(pem, now);
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error;
    throw new AppError(400, 'VALIDATION_FAILED', error.message, [{ path: 'certificate', message: error.message }], { cause: error });
  }
}

/** A certificate as metadata carries it (base64 DER) or as PEM, wrapped for X509Certificate. */
export function toPem(base64OrPem: string): string {
  if (base64OrPem.includes('-----BEGIN CERTIFICATE-----')) return base64OrPem;
  const body = base64OrPem.replace(/\s+/g, '').match(/.{1,64}/g)?.join('\n') ?? '';
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;
}
