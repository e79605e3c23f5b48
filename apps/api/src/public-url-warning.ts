import type { Config } from './config';
import { isLoopback } from './modules/identity/client-ip';

type VendorSettings = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'SMTP_URL'
  | 'STRIPE_SECRET_KEY'
  | 'GELATO_API_KEY'
  | 'STORAGE'
  | 'IMAGE_GENERATOR'
  | 'DATABASE_URL'
>;

/** localhost, *.localhost, loopback addresses, or no host at all (a socket): this machine only. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === '' || host === 'localhost' || host.endsWith('.localhost') || isLoopback(host);
}

/** The real vendors configured: any of them suggests a deployment, not a developer's first run. */
function realVendors(config: VendorSettings): string[] {
  const vendors: string[] = [];
  if (config.SMTP_URL) vendors.push('SMTP_URL');
  if (config.STRIPE_SECRET_KEY) vendors.push('STRIPE_SECRET_KEY');
  if (config.GELATO_API_KEY) vendors.push('GELATO_API_KEY');
  if (config.STORAGE === 's3') vendors.push('STORAGE=s3');
  if (config.IMAGE_GENERATOR.includes('openai')) vendors.push('IMAGE_GENERATOR=openai');
  // A socket path or a local server is still a developer's database; any other host is not.
  if (config.DATABASE_URL && !isLocalHost(new URL(config.DATABASE_URL).hostname))
    vendors.push('DATABASE_URL');
  return vendors;
}

/**
 * The start-up warning for a shop that talks to real vendors while its PUBLIC_URL (unset, it is
 * http://localhost:PORT) names this machine: every e-mail link, payment return URL and the one
 * origin sign-in accepts would point customers at their own computer. Null when all is well.
 */
export function publicUrlWarning(config: VendorSettings): string | null {
  if (!isLocalHost(new URL(config.PUBLIC_URL).hostname)) return null;
  const vendors = realVendors(config);
  if (vendors.length === 0) return null;
  return (
    `PUBLIC_URL is ${config.PUBLIC_URL} but real vendors are configured (${vendors.join(', ')}): ` +
    "e-mail links, payment return URLs and sign-in would point at this machine; set PUBLIC_URL to the shop's public address"
  );
}
