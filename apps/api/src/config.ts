import path from 'node:path';
import { DEFAULT_MONETARY_FACTOR_KG_PER_KEUR } from '@pharmatrace/domain';
import { z } from 'zod';
import type { AuthLimitSettings } from './features/auth/attempt-limits';

/**
 * Configuration, read once at start from the environment (DESIGN.md §Configuration).
 * Nothing else in the API reads process.env: everything is passed down from here.
 */

const bool = (name: string) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'], {
      error: `${name} must be one of 0, 1, true, false`,
    })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const int = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`);

const url = (name: string, protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int('PORT', 0, 65535).default(3000),
  HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  PUBLIC_URL: url('PUBLIC_URL', ['http:', 'https:']).optional(),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'MAIL_FROM must be an address')
    .default('Pharmatrace <no-reply@pharmatrace.local>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  STAFF_EMAIL: z.string().email('STAFF_EMAIL must be an e-mail address').optional(),
  STAFF_PASSWORD: z.string().min(9, 'STAFF_PASSWORD must have at least 9 characters').optional(),
  REDIS_URL: url('REDIS_URL', ['redis:', 'rediss:']).optional(),
  S3_ENDPOINT: url('S3_ENDPOINT', ['http:', 'https:']).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DEMO_DATA: bool('DEMO_DATA').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: int('ACCESS_TOKEN_TTL_SECONDS', 1, 86_400).default(900),
  AUTH_MAX_FAILURES_PER_ACCOUNT: int('AUTH_MAX_FAILURES_PER_ACCOUNT', 1, 1000).default(5),
  AUTH_LOCKOUT_MAX_SECONDS: int('AUTH_LOCKOUT_MAX_SECONDS', 1, 86_400).default(900),
  AUTH_FAILURE_WINDOW_SECONDS: int('AUTH_FAILURE_WINDOW_SECONDS', 60, 30 * 86_400).default(86_400),
  AUTH_MAX_FAILURES_PER_IP: int('AUTH_MAX_FAILURES_PER_IP', 1, 100_000).default(50),
  AUTH_IP_WINDOW_SECONDS: int('AUTH_IP_WINDOW_SECONDS', 1, 86_400).default(900),
  AUTH_MAILS_PER_ADDRESS_PER_HOUR: int('AUTH_MAILS_PER_ADDRESS_PER_HOUR', 1, 1000).default(5),
  AUTH_REGISTRATIONS_PER_IP_PER_HOUR: int('AUTH_REGISTRATIONS_PER_IP_PER_HOUR', 1, 100_000).default(20),
  MEDICINE_SEARCHES_PER_MINUTE: int('MEDICINE_SEARCHES_PER_MINUTE', 1, 1_000_000).default(60),
  PURCHASES_MONETARY_FACTOR: z.coerce
    .number({ error: 'PURCHASES_MONETARY_FACTOR must be a number (kgCO2e per k€)' })
    .min(0, 'PURCHASES_MONETARY_FACTOR must not be negative')
    .max(100_000, 'PURCHASES_MONETARY_FACTOR must be at most 100000 kgCO2e per k€')
    .default(DEFAULT_MONETARY_FACTOR_KG_PER_KEUR),
  SHUTDOWN_TIMEOUT_SECONDS: int('SHUTDOWN_TIMEOUT_SECONDS', 1, 3600).default(15),
  HTTPS_CERT_FILE: z.string().min(1).optional(),
  HTTPS_KEY_FILE: z.string().min(1).optional(),
  PACT_TOKEN_TTL_SECONDS: int('PACT_TOKEN_TTL_SECONDS', 60, 86_400).default(900),
  PACT_SECRETS_KEY: z.string().min(32, 'PACT_SECRETS_KEY must be at least 32 characters').optional(),
  PACT_CALLBACK_CA_FILE: z.string().min(1).optional(),
  PACT_CALLBACK_PRIVATE_NETWORKS: bool('PACT_CALLBACK_PRIVATE_NETWORKS').optional(),
  PACT_TOKEN_FAILURES_PER_CONNECTION: int('PACT_TOKEN_FAILURES_PER_CONNECTION', 1, 100_000).default(10),
  PACT_TOKEN_REQUESTS_PER_IP_PER_MINUTE: int('PACT_TOKEN_REQUESTS_PER_IP_PER_MINUTE', 1, 100_000).default(60),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  staff: { email: string; password: string } | undefined;
  redisUrl: string | undefined;
  s3:
    | { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  demoData: boolean;
  logLevel: string;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  webDistDir: string;
  accessTokenTtlSeconds: number;
  /** Attempt limits of the auth flows (features/auth/attempt-limits.ts, docs/security.md). */
  authLimits: AuthLimitSettings;
  /** Medicine searches (autocomplete and list) one user may make per minute before 429. */
  medicineSearchesPerMinute: number;
  /** kgCO2e per k€ for purchase lines matched by nothing but their price (issue #25). */
  purchasesMonetaryFactor: number;
  /** On SIGTERM, how long requests in flight may run before their connections are cut (shutdown.ts). */
  shutdownTimeoutSeconds: number;
  /** PEM files: the server listens with TLS on its port (PACT requires HTTPS); unset: plain HTTP. */
  https: { certFile: string; keyFile: string } | undefined;
  /** The PACT host (issue #24, decisions 0032, 0033). */
  pact: PactSettings;
}

export interface PactSettings {
  /** Life of a PACT access token. */
  tokenTtlSeconds: number;
  /** Key of the callback credentials' encryption; unset: derived from the signing secret. */
  secretsKey: string | undefined;
  /** Extra certificate authorities (PEM) trusted when calling a customer's host back. */
  callbackCaFile: string | undefined;
  /** Whether callbacks may reach loopback and private addresses (tests, private networks). */
  callbackPrivateNetworks: boolean;
  /** Wrong secrets per connection (client id, known or not) per 15 minutes before 429. */
  tokenFailuresPerConnection: number;
  /** Token requests per address per minute before 429. */
  tokenRequestsPerIpPerMinute: number;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // comma-separated addresses or CIDRs
}

/** Parses the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  // An empty variable means "unset", as in most shells' `FOO= cmd`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name}: ${issue.message}`);
  }
  const e = parsed.data;
  if ((e.STAFF_EMAIL === undefined) !== (e.STAFF_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: STAFF_EMAIL and STAFF_PASSWORD must be set together');
  }
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some((v) => v !== undefined) && s3Vars.some((v) => v === undefined)) {
    throw new ConfigError(
      'Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if ((e.HTTPS_CERT_FILE === undefined) !== (e.HTTPS_KEY_FILE === undefined)) {
    throw new ConfigError('Invalid configuration: HTTPS_CERT_FILE and HTTPS_KEY_FILE must be set together');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const scheme = e.HTTPS_CERT_FILE ? 'https' : 'http';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `${scheme}://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    staff:
      e.STAFF_EMAIL && e.STAFF_PASSWORD ? { email: e.STAFF_EMAIL, password: e.STAFF_PASSWORD } : undefined,
    redisUrl: e.REDIS_URL,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    // Demo data is on by default only for the embedded database: never seed a real server by surprise.
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    authLimits: {
      maxFailuresPerAccount: e.AUTH_MAX_FAILURES_PER_ACCOUNT,
      lockoutMaxSeconds: e.AUTH_LOCKOUT_MAX_SECONDS,
      failureMemorySeconds: e.AUTH_FAILURE_WINDOW_SECONDS,
      maxFailuresPerIp: e.AUTH_MAX_FAILURES_PER_IP,
      ipWindowSeconds: e.AUTH_IP_WINDOW_SECONDS,
      mailsPerAddressPerHour: e.AUTH_MAILS_PER_ADDRESS_PER_HOUR,
      registrationsPerIpPerHour: e.AUTH_REGISTRATIONS_PER_IP_PER_HOUR,
    },
    medicineSearchesPerMinute: e.MEDICINE_SEARCHES_PER_MINUTE,
    purchasesMonetaryFactor: e.PURCHASES_MONETARY_FACTOR,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    https:
      e.HTTPS_CERT_FILE && e.HTTPS_KEY_FILE
        ? { certFile: path.resolve(e.HTTPS_CERT_FILE), keyFile: path.resolve(e.HTTPS_KEY_FILE) }
        : undefined,
    pact: {
      tokenTtlSeconds: e.PACT_TOKEN_TTL_SECONDS,
      secretsKey: e.PACT_SECRETS_KEY,
      callbackCaFile: e.PACT_CALLBACK_CA_FILE ? path.resolve(e.PACT_CALLBACK_CA_FILE) : undefined,
      callbackPrivateNetworks: e.PACT_CALLBACK_PRIVATE_NETWORKS ?? false,
      tokenFailuresPerConnection: e.PACT_TOKEN_FAILURES_PER_CONNECTION,
      tokenRequestsPerIpPerMinute: e.PACT_TOKEN_REQUESTS_PER_IP_PER_MINUTE,
    },
  };
}
