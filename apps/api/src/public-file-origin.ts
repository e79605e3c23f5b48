// Where browsers fetch the shop's public files (thumbnails, mockups, composed previews) when
// they live in a bucket: the page's Content-Security-Policy must name that origin, and an https:
// page cannot show them from plain http: (browsers block or upgrade mixed content).

type StorageSettings = {
  STORAGE: 'local' | 's3';
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_PUBLIC_URL?: string | undefined;
};

/** The origin of the bucket's public URLs, as the S3 blob store makes them; null for local files. */
export function publicFileOrigin(settings: StorageSettings): string | null {
  if (settings.STORAGE !== 's3') return null;
  const base =
    settings.S3_PUBLIC_URL ?? settings.S3_ENDPOINT ?? `https://s3.${settings.S3_REGION}.amazonaws.com`;
  return new URL(base).origin;
}

// Browsers treat these as secure even over http:, so an https: page may show their images.
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an https: shop could not show its files, naming the variable to change, or null. Any other
 * pairing works once the policy names the file origin.
 */
export function mixedContentProblem(
  settings: StorageSettings & { PUBLIC_URL?: string | undefined },
): { variable: 'S3_PUBLIC_URL' | 'S3_ENDPOINT'; message: string } | null {
  const origin = publicFileOrigin(settings);
  if (!origin || !settings.PUBLIC_URL?.startsWith('https:')) return null;
  const files = new URL(origin);
  if (files.protocol !== 'http:' || loopbackHosts.has(files.hostname)) return null;
  const page = `PUBLIC_URL is ${new URL(settings.PUBLIC_URL).origin}: browsers do not show http: images on an https: page`;
  return settings.S3_PUBLIC_URL
    ? { variable: 'S3_PUBLIC_URL', message: `must be https: when ${page}` }
    : {
        variable: 'S3_ENDPOINT',
        message: `must be https: when ${page}; or set S3_PUBLIC_URL to an https: address serving the bucket`,
      };
}
