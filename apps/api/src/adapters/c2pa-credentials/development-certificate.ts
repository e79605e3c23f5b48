import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;
const OID = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  subjectKeyId: '2.5.29.14',
  authorityKeyId: '2.5.29.35',
  extendedKeyUsage: '2.5.29.37',
  emailProtection: '1.3.6.1.5.5.7.3.4',
} as const;
// KeyUsage bits, first octet: digitalSignature (0), keyCertSign (5), cRLSign (6).
const DIGITAL_SIGNATURE = 0x80;
const CERT_AND_CRL_SIGN = 0x06;

export type DevelopmentCertificate = {
  /** The signer's certificate, then the root's (PEM). */
  certificateChainPem: string;
  /** The signer's private key (PKCS#8 PEM). */
  privateKeyPem: string;
  /** The root alone: what a reader must trust to see the signature as trusted. */
  rootPem: string;
};

const pem = (label: string, der: ArrayBuffer | Buffer) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der as ArrayBuffer)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd()}\n-----END ${label}-----\n`;

// The C2PA library takes the signer's organisation as the manifest's issuer: without one (O) it
// reports the claim signature as not valid.
const name = (commonName: string) =>
  new pkijs.RelativeDistinguishedNames({
    typesAndValues: [
      new pkijs.AttributeTypeAndValue({
        type: OID.organization,
        value: new asn1js.Utf8String({ value: 'PromptTee' }),
      }),
      new pkijs.AttributeTypeAndValue({
        type: OID.commonName,
        value: new asn1js.Utf8String({ value: commonName }),
      }),
    ],
  });

const extension = (extnID: string, critical: boolean, value: { toBER(sizeOnly?: boolean): ArrayBuffer }) =>
  new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });

const keyUsage = (bits: number) => new asn1js.BitString({ valueHex: new Uint8Array([bits]).buffer });

async function keyIdOf(publicKey: CryptoKey): Promise<ArrayBuffer> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', publicKey));
  return new Uint8Array(createHash('sha1').update(raw).digest()).buffer;
}

async function certificate(input: {
  serial: number;
  subject: string;
  issuer: string;
  publicKey: CryptoKey;
  issuerKey: CryptoKey;
  issuerKeyId?: ArrayBuffer;
  now: Date;
}): Promise<pkijs.Certificate> {
  const isCa = input.issuerKeyId === undefined;
  const cert = new pkijs.Certificate();
  cert.version = 2;
  cert.serialNumber = new asn1js.Integer({ value: input.serial });
  cert.subject = name(input.subject);
  cert.issuer = name(input.issuer);
  // A minute back, so a reader whose clock is a little behind still sees it as valid.
  cert.notBefore.value = new Date(input.now.getTime() - 60_000);
  cert.notAfter.value = new Date(input.now.getTime() + TEN_YEARS_MS);
  cert.extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: isCa }).toSchema()),
    extension(OID.keyUsage, true, keyUsage(isCa ? CERT_AND_CRL_SIGN : DIGITAL_SIGNATURE)),
    extension(OID.subjectKeyId, false, new asn1js.OctetString({ valueHex: await keyIdOf(input.publicKey) })),
  ];
  if (input.issuerKeyId) {
    cert.extensions.push(
      // C2PA asks a signer certificate for an extended key usage; e-mail protection is one it takes.
      extension(
        OID.extendedKeyUsage,
        false,
        new pkijs.ExtKeyUsage({ keyPurposes: [OID.emailProtection] }).toSchema(),
      ),
      extension(
        OID.authorityKeyId,
        false,
        new pkijs.AuthorityKeyIdentifier({
          keyIdentifier: new asn1js.OctetString({ valueHex: input.issuerKeyId }),
        }).toSchema(),
      ),
    );
  }
  await cert.subjectPublicKeyInfo.importKey(input.publicKey);
  await cert.sign(input.issuerKey, 'SHA-256');
  return cert;
}

/**
 * A development root and a signer certificate under it (ES256, ten years). The C2PA library
 * refuses a self-signed signer certificate, so "self-signed" here is the two-link chain whose
 * root nobody else trusts: readers show the manifest as valid but its signer as unknown.
 */
export async function createDevelopmentCertificate(now = new Date()): Promise<DevelopmentCertificate> {
  const root = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const signer = await crypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const rootName = 'PromptTee development root (not trusted)';
  const rootCert = await certificate({
    serial: 1,
    subject: rootName,
    issuer: rootName,
    publicKey: root.publicKey,
    issuerKey: root.privateKey,
    now,
  });
  const signerCert = await certificate({
    serial: 2,
    subject: 'PromptTee development signer',
    issuer: rootName,
    publicKey: signer.publicKey,
    issuerKey: root.privateKey,
    issuerKeyId: await keyIdOf(root.publicKey),
    now,
  });
  const rootPem = pem('CERTIFICATE', rootCert.toSchema(true).toBER(false));
  return {
    certificateChainPem: pem('CERTIFICATE', signerCert.toSchema(true).toBER(false)) + rootPem,
    privateKeyPem: pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', signer.privateKey)),
    rootPem,
  };
}
