// Client certificates: issuing one (a new serial and fingerprint, valid one year) and the archive
// `GET /products/client-certificate` answers (ca.pem, client.crt, client.key).
import { createHash } from 'node:crypto';
import { iso } from '../../core/clock.js';
import { seededRandom } from '../../core/ids.js';
import { bytesFrom, hashString, type Random } from '../../core/random.js';
import { zip } from './zip.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface CertificateRecord {
  issuedAt: number;
  expiresAt: number;
  /** Identifies the key material the archive is built from. */
  serial: string;
  /** SHA-256 of the certificate, worked out when first read (see `fingerprintOf`). */
  fingerprint: string | null;
}

/** What the archive names: the product's host and its current certificate. */
interface CertifiedProduct {
  domainName: string;
  subdomainName: string;
  productId: string;
  certificate: CertificateRecord;
}

/** The certificate's DER bytes, derived from its serial (so the archive is the same on every download). */
function derOf(serial: string, length = 320): Uint8Array {
  return bytesFrom(seededRandom(hashString(`der:${serial}`)), length);
}

const sha256Pairs = (der: Uint8Array) =>
  (createHash('sha256').update(der).digest('hex').toUpperCase().match(/../g) ?? []).join(':');

/** A new certificate valid for one year from `issuedAt` (its fingerprint is worked out when first read). */
export function issueCertificate(issuedAt: number, random: Random): CertificateRecord {
  const serial = Array.from({ length: 4 }, () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  return { issuedAt, expiresAt: issuedAt + YEAR_MS, serial, fingerprint: null };
}

/** The certificate's SHA-256 fingerprint (of its DER bytes). */
export function fingerprintOf(certificate: CertificateRecord): string {
  certificate.fingerprint ??= sha256Pairs(derOf(certificate.serial));
  return certificate.fingerprint;
}

function pem(label: string, der: Uint8Array): string {
  const body =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${body.join('\n')}\n-----END ${label}-----\n`;
}

/** The archive of the product's current certificate. */
export function certificateArchive(product: CertifiedProduct): Uint8Array<ArrayBuffer> {
  const host = `${product.subdomainName}.${product.domainName}.dbcloud.dev`;
  const { certificate } = product;
  const ca = [
    `Subject: CN=DBCloud cluster CA for ${host}`,
    pem('CERTIFICATE', derOf(`ca:${product.domainName}:${product.productId}`, 280)),
  ].join('\n');
  const client = [
    `Subject: CN=client.${host}`,
    `Serial: ${certificate.serial}`,
    `Not before: ${iso(certificate.issuedAt)}`,
    `Not after: ${iso(certificate.expiresAt)}`,
    `SHA-256 fingerprint: ${fingerprintOf(certificate)}`,
    pem('CERTIFICATE', derOf(certificate.serial)),
  ].join('\n');
  const key = pem('PRIVATE KEY', derOf(`key:${certificate.serial}`, 1190));
  const text = (s: string) => new TextEncoder().encode(s);
  return zip([
    { name: 'ca.pem', data: text(ca), modifiedAt: certificate.issuedAt },
    { name: 'client.crt', data: text(client), modifiedAt: certificate.issuedAt },
    { name: 'client.key', data: text(key), modifiedAt: certificate.issuedAt },
  ]);
}
