import { isIP } from 'node:net';
import path from 'node:path';
import { VAT_SCHEMES } from '@prompttee/domain';
import { z } from 'zod';
import { mixedContentProblem, publicFileOrigin } from './public-file-origin';

// Every environment variable the shop reads, with its default. The README's configuration table
// mirrors this schema; keep the two in step.
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const url = z.url({ protocol: /^https?$/ });
const email = z.email();

const TRUST_PROXY_HELP =
  "must be 'false', the number of proxies in front of the shop (e.g. 1) or their addresses " +
  "(e.g. 10.0.0.5,10.1.0.0/16); 'true' would trust any X-Forwarded-For a client sends";

/** TRUST_PROXY as Fastify takes it: false, a hop count, or a list of proxy addresses. */
function trustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = (entry: string) => {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
  };
  if (list.length === 0 || !list.every(valid)) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
    return z.NEVER;
  }
  return list;
}

export const configSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().default('127.0.0.1'),
    // Unset: http://localhost:$PORT (see publicOrigins).
    PUBLIC_URL: optional.pipe(url.optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // How many reverse proxies stand in front of the shop (their X-Forwarded-For entries are
    // trusted, the client's own are not), or the proxies' addresses/CIDRs, comma-separated.
    TRUST_PROXY: z.string().trim().default('false').transform(trustProxy),
    WEB_DIST_DIR: optional,
    // Checks every reply against its zod contract before sending it. The tests turn it on; in
    // production the contracts' compiled serialisers write replies without a second check.
    VALIDATE_RESPONSES: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),

    SHOP_NAME: z.string().min(1).default('PromptTee'),
    SUPPORT_EMAIL: email.default('support@prompttee.example'),
    PARTNER_EMAIL: email.default('partners@prompttee.example'),
    COMPANY_NAME: z.string().min(1).default('PromptTee OÜ'),
    COMPANY_REGISTRY_CODE: z.string().min(1).default('16000000'),
    COMPANY_ADDRESS: z.string().min(1).default('Narva mnt 5, 10117 Tallinn, Estonia'),
    COMPANY_VAT: z.string().min(1).default('EE102000000'),
    // Unset: "Check All Invoices" opens the shop's own list of the customer's invoices.
    INVOICE_URL: optional.pipe(url.optional()),
    // oss: VAT at the destination's rate (EU One-Stop-Shop); domestic: Estonia's rate for every order.
    VAT_SCHEME: z.enum(VAT_SCHEMES).default('oss'),
    TRACKING_URL: url.default('https://tracking.prompttee.example/track'),

    AUTH_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    // scrypt's cost as log2(N), r=8, p=1. 17 is the OWASP minimum for production; the tests set a
    // cheap value, because every sign-up and sign-in of the suite hashes a password.
    PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    FACEBOOK_CLIENT_ID: optional,
    FACEBOOK_CLIENT_SECRET: optional,
    // Verified accounts with one of these e-mails are the shop's operators (the /admin console).
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(email)),
    GITHUB_CLIENT_ID: optional,
    GITHUB_CLIENT_SECRET: optional,

    MAIL_FROM: z.string().min(3).default('PromptTee <no-reply@prompttee.example>'),
    SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),

    // An ordered list: the first provider serves, the next takes over when it refuses or fails.
    IMAGE_GENERATOR: z
      .string()
      .default('local')
      .transform((list) => list.split(',').map((name) => name.trim()))
      .pipe(
        z
          .array(z.enum(['local', 'openai']))
          .min(1)
          .refine((names) => new Set(names).size === names.length, 'names a provider twice'),
      ),
    // Images a provider may make in a UTC day (unset: no cap); past it, the next provider serves.
    IMAGE_DAILY_LIMIT: positiveInt.optional(),
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: optional.pipe(url.optional()),
    IMAGE_MODEL: z.string().default('gpt-image-1'),
    DESIGN_QUOTA: positiveInt.default(20),
    // Until the customer verifies their e-mail address (never more than DESIGN_QUOTA).
    UNVERIFIED_DESIGN_QUOTA: z.coerce.number().int().min(0).default(3),
    DESIGN_TTL_DAYS: positiveInt.default(30),
    REFUSED_WORDS: z.string().default(''),

    // Paths of the PEM files that sign generated print files' C2PA manifests: the PKCS#8 private
    // key, and the certificate chain (signer first). Unset: a development certificate in DATA_DIR.
    C2PA_SIGNING_KEY: optional,
    C2PA_CERTIFICATE: optional,

    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optional,
    S3_REGION: z.string().default('eu-central-1'),
    S3_ENDPOINT: optional.pipe(url.optional()),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_PUBLIC_URL: optional.pipe(url.optional()),

    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_API_BASE: optional.pipe(url.optional()),

    GELATO_API_KEY: optional,
    GELATO_API_BASE: url.default('https://order.gelatoapis.com'),
    GELATO_WEBHOOK_SECRET: optional,

    // The European Central Bank's daily euro reference rates (or a copy of them), imported daily
    // into the shop's rate table; out of reach, operators enter the day's rates in the console.
    ECB_RATES_URL: url.default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
    SIMULATED_PRODUCER_STEP_SECONDS: z.coerce.number().positive().default(60),
  })
  .superRefine((c, ctx) => {
    const need = (when: boolean, keys: (keyof typeof c)[], why: string) => {
      if (!when) return;
      for (const key of keys) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` });
      }
    };
    need(c.IMAGE_GENERATOR.includes('openai'), ['OPENAI_API_KEY'], 'when IMAGE_GENERATOR names openai');
    need(c.STORAGE === 's3', ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'when STORAGE=s3');
    need(
      !!c.STRIPE_SECRET_KEY,
      ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
      'when STRIPE_SECRET_KEY is set',
    );
    const mixed = mixedContentProblem(c);
    if (mixed) ctx.addIssue({ code: 'custom', path: [mixed.variable], message: mixed.message });
    need(!!c.C2PA_SIGNING_KEY, ['C2PA_CERTIFICATE'], 'when C2PA_SIGNING_KEY is set');
    need(!!c.C2PA_CERTIFICATE, ['C2PA_SIGNING_KEY'], 'when C2PA_CERTIFICATE is set');
    need(!!c.GELATO_API_KEY, ['GELATO_WEBHOOK_SECRET'], 'when GELATO_API_KEY is set');
    // The built-in test checkout takes no money: a real producer must never print for it.
    need(
      !!c.GELATO_API_KEY,
      ['STRIPE_SECRET_KEY'],
      'when GELATO_API_KEY is set (the test checkout takes no real payment)',
    );
  });

type ParsedConfig = z.infer<typeof configSchema>;

export type Config = Omit<ParsedConfig, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /**
   * The origins a browser may send the shop's own forms and API calls from (better-auth's trusted
   * origins). A set PUBLIC_URL is the only one. Unset, the shop on this machine answers at
   * localhost and at 127.0.0.1 on its port, and a first run opened either way must work.
   */
  trustedOrigins: string[];
  /** Where pages load public files from when that is not the shop itself (a bucket); else null. */
  publicFileOrigin: string | null;
  dataDir: string;
};

function publicOrigins(parsed: ParsedConfig): Pick<Config, 'PUBLIC_URL' | 'trustedOrigins'> {
  if (parsed.PUBLIC_URL) {
    return { PUBLIC_URL: parsed.PUBLIC_URL, trustedOrigins: [new URL(parsed.PUBLIC_URL).origin] };
  }
  const local = `http://localhost:${parsed.PORT}`;
  return { PUBLIC_URL: local, trustedOrigins: [local, `http://127.0.0.1:${parsed.PORT}`] };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'} ${i.message}`));
  }
  return {
    ...parsed.data,
    ...publicOrigins(parsed.data),
    publicFileOrigin: publicFileOrigin(parsed.data),
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
}
