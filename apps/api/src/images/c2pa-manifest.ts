import { constants, createPrivateKey, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { Builder, Reader } from '@contentauth/c2pa-node';
import { DIGITAL_SOURCE_TYPES, type Provenance } from './provenance';

/** Who signs: the certificate chain (PEM, signer first, root last) and its PKCS#8 private key (PEM). */
export type SigningIdentity = { certificateChainPem: Buffer; privateKeyPem: Buffer };

type Algorithm = 'es256' | 'es384' | 'es512' | 'ps256' | 'ed25519';

/** The key, the chain (PEM, one certificate each), and how Node signs in each algorithm C2PA allows. */
export type C2paSigner = { alg: Algorithm; certs: Buffer[]; sign(data: Buffer): Buffer };

function signerFor(key: KeyObject): Pick<C2paSigner, 'alg' | 'sign'> {
  const curve = key.asymmetricKeyDetails?.namedCurve;
  // COSE wants ECDSA signatures as r|s, not DER.
  const ecdsa = (alg: Algorithm, hash: string) => ({
    alg,
    sign: (data: Buffer) => sign(hash, data, { key, dsaEncoding: 'ieee-p1363' }),
  });
  if (key.asymmetricKeyType === 'ec' && curve === 'prime256v1') return ecdsa('es256', 'sha256');
  if (key.asymmetricKeyType === 'ec' && curve === 'secp384r1') return ecdsa('es384', 'sha384');
  if (key.asymmetricKeyType === 'ec' && curve === 'secp521r1') return ecdsa('es512', 'sha512');
  if (key.asymmetricKeyType === 'rsa' || key.asymmetricKeyType === 'rsa-pss') {
    const options = { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 };
    return { alg: 'ps256', sign: (data) => sign('sha256', data, options) };
  }
  if (key.asymmetricKeyType === 'ed25519') return { alg: 'ed25519', sign: (data) => sign(null, data, key) };
  throw new Error(`a ${key.asymmetricKeyType} ${curve ?? ''} key cannot sign a C2PA manifest`);
}

export function createC2paSigner(identity: SigningIdentity): C2paSigner {
  const pems = identity.certificateChainPem
    .toString('latin1')
    .match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g);
  if (!pems) throw new Error('the certificate file holds no PEM certificate');
  return {
    ...signerFor(createPrivateKey(identity.privateKeyPem)),
    // Parsed first, so a damaged file is named here rather than deep in the library.
    certs: pems.map((pem) => Buffer.from(new X509Certificate(pem).toString())),
  };
}

// No claim thumbnail (a second encode of 17 megapixels, ~110 ms) and no read-back after signing.
const BUILDER_SETTINGS = { builder: { thumbnail: { enabled: false } }, verify: { verify_after_sign: false } };
// Room for the COSE signature beside the certificates, as the library's own local signer keeps.
const SIGNATURE_ROOM = 10_000;

/**
 * The PNG with a signed C2PA manifest (Content Credentials) in a caBX chunk: PromptTee made it,
 * a `c2pa.created` action with the generator as software agent and the IPTC digital source type
 * of the XMP. The other chunks, the XMP packet among them, are kept byte for byte. The library
 * hashes the file off the event loop (~8 ms per MB); only the signature itself is made here.
 */
export async function withC2paManifest(
  png: Buffer,
  provenance: Provenance,
  signer: C2paSigner,
): Promise<Buffer> {
  const builder = Builder.withJson(
    {
      claim_generator_info: [{ name: 'PromptTee' }],
      format: 'image/png',
      assertions: [
        {
          label: 'c2pa.actions',
          data: {
            actions: [
              {
                action: 'c2pa.created',
                digitalSourceType: DIGITAL_SOURCE_TYPES[provenance.digitalSourceType],
                softwareAgent: { name: provenance.creatorTool },
              },
            ],
          },
        },
      ],
    },
    BUILDER_SETTINGS,
  );
  const output: { buffer: Buffer | null } = { buffer: null };
  await builder.signConfigAsync(
    async (data) => signer.sign(data),
    {
      alg: signer.alg,
      certs: signer.certs,
      reserveSize: SIGNATURE_ROOM + signer.certs.reduce((sum, cert) => sum + cert.length, 0),
      directCoseHandling: false,
    },
    { buffer: png, mimeType: 'image/png' },
    output,
  );
  if (!output.buffer) throw new Error('the C2PA library returned no signed image');
  return output.buffer;
}

export type C2paAction = { action: string; digitalSourceType?: string; softwareAgent?: { name?: string } };

/** What a reader of the image's Content Credentials sees (tests, the operator console). */
export type C2paSummary = {
  /** Trusted: valid and signed under one of `trustAnchorsPem`; Valid: intact, signer unknown. */
  validationState: 'Trusted' | 'Valid' | 'Invalid';
  claimGenerator: string | undefined;
  signerName: string | undefined;
  actions: C2paAction[];
};

/** The PNG's active C2PA manifest, or null when it has none. */
export async function readC2paManifest(png: Buffer, trustAnchorsPem?: string): Promise<C2paSummary | null> {
  const settings = trustAnchorsPem
    ? { trust: { trust_anchors: trustAnchorsPem }, verify: { verify_trust: true } }
    : { verify: { verify_trust: false } };
  const reader = await Reader.fromAsset({ buffer: png, mimeType: 'image/png' }, settings);
  if (!reader) return null;
  const store = reader.json() as {
    validation_state: C2paSummary['validationState'];
    active_manifest?: string;
    manifests: Record<string, ManifestJson>;
  };
  const active = store.active_manifest ? store.manifests[store.active_manifest] : undefined;
  if (!active) return null;
  const actions = active.assertions?.find((a) => a.label.startsWith('c2pa.actions'))?.data.actions ?? [];
  return {
    validationState: store.validation_state,
    claimGenerator: active.claim_generator_info?.[0]?.name,
    signerName: active.signature_info?.common_name,
    actions,
  };
}

type ManifestJson = {
  claim_generator_info?: { name?: string }[];
  signature_info?: { common_name?: string };
  assertions?: { label: string; data: { actions?: C2paAction[] } }[];
};
