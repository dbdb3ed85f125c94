/**
 * The only reader of process.env. Every setting is optional with a working default, parsed once at
 * start-up; a bad value stops the process with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** Unset and empty are the same: `S3_BUCKET=` in an env file means "not configured". */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = (name: string, fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { error: `${name} deve ser true ou false` })
    .default(fallback)
    .transform((value) => value === 'true');

/** S3's bucket naming rules, checked here so a typo stops the start instead of the first upload. */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Empty counts as unset: `DATA_DIR= npm start` must not make the working folder the data folder.
  DATA_DIR: optionalText.pipe(z.string().default('./data')),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET precisa de pelo menos 32 caracteres').optional(),
  UPLOAD_DIR: optionalText,
  /** Where uploaded images live: the local disk (UPLOAD_DIR) or an S3-compatible bucket. */
  STORAGE_DRIVER: z
    .enum(['local', 's3'], { error: "STORAGE_DRIVER deve ser 'local' ou 's3'" })
    .default('local'),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        S3_BUCKET_NAME,
        'S3_BUCKET deve ter de 3 a 63 caracteres: letras minúsculas, números, pontos e hífens',
      )
      .optional(),
  ),
  S3_REGION: optionalText.pipe(z.string().default('us-east-1')),
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'S3_ENDPOINT deve ser uma URL http(s), como http://127.0.0.1:9000',
      })
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag('S3_FORCE_PATH_STYLE', 'false'),
  /** Hops of reverse proxies whose X-Forwarded-For is trusted; 0 trusts none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  MERCADOPAGO_BASE_URL: z.url().default('https://api.mercadopago.com'),
  /**
   * Comanda's own Mercado Pago application (decision 0066): owners connect their account through its
   * OAuth (authorization code), never by pasting a token. Without the id and secret the card says the
   * server is not configured. MERCADOPAGO_WEBHOOK_SECRET above is this application's secret signature.
   */
  MERCADOPAGO_CLIENT_ID: optionalText,
  MERCADOPAGO_CLIENT_SECRET: optionalText,
  /** The application's static Redirect URL; default PUBLIC_URL + /api/payments/mercadopago/oauth/callback. */
  MERCADOPAGO_OAUTH_REDIRECT_URI: optionalUrl,
  MERCADOPAGO_AUTH_BASE_URL: z.url().default('https://auth.mercadopago.com'),
  /** true when "PKCE verification" is on in the application's details (S256 code_challenge). */
  MERCADOPAGO_OAUTH_PKCE: booleanFlag('MERCADOPAGO_OAUTH_PKCE', 'true'),
  IFOOD_BASE_URL: z.url().default('https://merchant-api.ifood.com.br'),
  /** Focus NFe's hosts for the NFC-e (decision 0056); tests point them at a local fake. */
  FOCUS_NFE_HOMOLOGATION_URL: z.url().default('https://homologacao.focusnfe.com.br'),
  FOCUS_NFE_PRODUCTION_URL: z.url().default('https://api.focusnfe.com.br'),
  /**
   * Comanda's own account at Focus NFe (its Empresas API registers each restaurant). Without it, outside
   * a deployment (production on DATABASE_URL), NFC-e go to the local sandbox (integrations/fiscal/focus-nfe-sandbox.ts).
   */
  FOCUS_NFE_RESELLER_TOKEN: optionalText,
  /** The CEP look-up (ViaCEP's API); tests point it at a local fake. */
  CEP_LOOKUP_URL: z.url().default('https://viacep.com.br'),
  /** Meta's Graph API (WhatsApp Cloud API); tests and e2e point it at a local fake. */
  GRAPH_API_BASE_URL: z.url().default('https://graph.facebook.com'),
  /** The Meta app's secret: WhatsApp webhooks are signed with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: optionalText,
  /** The token Meta echoes when it verifies the webhook URL (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: optionalText,
  /**
   * Comanda's Meta app as a Tech Provider (decision 0067): its id and the Facebook Login for Business
   * configuration of Embedded Signup. Without both, the WhatsApp card says the server is not set up.
   */
  WHATSAPP_APP_ID: optionalText,
  WHATSAPP_ES_CONFIG_ID: optionalText,
  /** The Graph API version in every call's path. */
  GRAPH_API_VERSION: z
    .string()
    .regex(/^v\d{1,3}\.\d$/, 'GRAPH_API_VERSION deve ser como v23.0')
    .default('v23.0'),
  /** Meta's JavaScript SDK, loaded by the 'Conectar WhatsApp' button; tests point it at the fake's. */
  WHATSAPP_SDK_URL: z.url().default('https://connect.facebook.net/pt_BR/sdk.js'),
  /**
   * Keeta's own Open Delivery API (decision 0063): "Keeta provide one clientId and clientSecret
   * credentials for Software Service" (api-docs.mykeeta.com/apis/opendelivery), so these are
   * Comanda's, never an owner's. Unset: the Keeta card says Comanda is not configured for Keeta.
   * The secret also keys the request signature and verifies Keeta's webhooks.
   */
  KEETA_CLIENT_ID: optionalText,
  KEETA_CLIENT_SECRET: optionalText,
  /**
   * Keeta's server; unset, Comanda's Keeta app uses the documented one
   * (https://open.mykeeta.com/api/open/opendelivery) and the bare adapter the URL an owner typed.
   */
  KEETA_BASE_URL: z.url().optional(),
  /**
   * Tests only: lets URLs an owner types (a marketplace's base URL) reach loopback, where the
   * tests' fakes listen. Refused in production (lib/safe-outbound.ts).
   */
  PARTNER_URLS_ALLOW_LOOPBACK: booleanFlag('PARTNER_URLS_ALLOW_LOOPBACK', 'false'),
  /**
   * Comanda's iFood app (decision 0061): one client id and secret for every restaurant; the secret
   * also keys the webhook's X-IFood-Signature. Without them the iFood card says the server is not
   * configured for iFood.
   */
  IFOOD_CLIENT_ID: optionalText,
  IFOOD_CLIENT_SECRET: optionalText,
  /**
   * 'centralized' (iFood's 'Centralizado', cloud software): the app's own token (client_credentials)
   * reaches every store whose owner approved it in the Portal do Parceiro. 'distributed' stays for a
   * self-hosted install whose stores were linked by code (polling only, per iFood).
   */
  IFOOD_APP_TYPE: z.enum(['distributed', 'centralized']).default('centralized'),
  /** How a centralized app gets iFood's events: its one webhook URL, or one poll for every linked store. */
  IFOOD_EVENTS_MODE: z.enum(['webhook', 'polling']).default('webhook'),
  /**
   * Rappi's new API family for Brazil (dev-portal.rappi.com: "Dominios por País … Brasil
   * https://api.rappi.com.br"): the login under /restaurants/auth/v1 and the orders under
   * /restaurants/orders/v1 both live there (decision 0060). RAPPI_AUTH_URL and RAPPI_AUDIENCE,
   * the old Auth0 token, are no longer read.
   */
  RAPPI_BASE_URL: z.url().default('https://api.rappi.com.br'),
  /**
   * Comanda's ally credentials at Rappi (issued by Rappi's technical account manager to the
   * integrator, decision 0065): one login for every restaurant that links its store by id. Unset,
   * the Rappi card says Comanda is not configured for Rappi on this server.
   */
  RAPPI_CLIENT_ID: optionalText,
  RAPPI_CLIENT_SECRET: optionalText,
  /**
   * The legacy family, where stores-pa and the webhook registration still live
   * (`/api/v2/restaurants-integrations-public-api/...`; Brasil https://services.rappi.com.br).
   */
  RAPPI_LEGACY_BASE_URL: z.url().default('https://services.rappi.com.br'),
  /**
   * Seconds Rappi gives a store to take an order before cancelling it. Rappi's portal publishes no
   * number: 360 is the "6 minutos (OCC timeout)" of a public transcription; change it when
   * homologation says otherwise.
   */
  RAPPI_TAKE_DEADLINE_SECONDS: z.coerce.number().int().min(60).max(3_600).default(360),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Comanda <nao-responda@comanda.local>'),
  /** Sign-ups accepted from one client address (request.ip) per hour (decision 0022). */
  SIGNUPS_PER_HOUR_PER_ADDRESS: z.coerce
    .number({ error: 'SIGNUPS_PER_HOUR_PER_ADDRESS deve ser um número inteiro de 1 a 100000' })
    .int()
    .min(1)
    .max(100_000)
    .default(5),
  /** Report e-mails (one per recipient) a restaurant may send in 24 hours (issue 19: no open relay). */
  REPORT_EMAILS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Recipient confirmation links a restaurant may have mailed in 24 hours. */
  REPORT_CONFIRMATIONS_PER_DAY: z.coerce.number().int().min(1).max(1_000).default(20),
  /** Images one restaurant may keep, and their megabytes (decision 0035); beyond, uploads are refused. */
  UPLOADS_MAX_IMAGES_PER_RESTAURANT: z.coerce.number().int().min(1).max(100_000).default(300),
  UPLOADS_MAX_MB_PER_RESTAURANT: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Hours an uploaded image nothing refers to is kept before the orphan-image job deletes it. */
  UPLOADS_ORPHAN_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /**
   * One-time codes (each a paid WhatsApp template) a restaurant sends per hour and per 24 hours,
   * whoever asks, so nobody fires its number's templates at a list of phones (issue 32).
   */
  PHONE_PROOF_CODES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  PHONE_PROOF_CODES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Orders' personal data is anonymised after this many months (LGPD retention). */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /** How long an order's Idempotency-Key replays its answer; the key is deleted after (issue 32). */
  IDEMPOTENCY_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  /** How often pending sales changes are folded into the daily summary rows (decision 0026). */
  SALES_FOLD_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'ENCRYPTION_KEY deve ter 64 caracteres hexadecimais')
    .optional(),
});

/** The s3 driver cannot work without its bucket and keys; the other variables stand alone. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && env.PARTNER_URLS_ALLOW_LOOPBACK)
    context.addIssue({
      code: 'custom',
      path: ['PARTNER_URLS_ALLOW_LOOPBACK'],
      message: 'PARTNER_URLS_ALLOW_LOOPBACK=true só é aceito fora de produção',
    });
  if (env.STORAGE_DRIVER !== 's3') return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name])
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} é obrigatório quando STORAGE_DRIVER=s3`,
      });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Where uploaded images live: the local disk (`uploadDir`) or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** MinIO, Cloudflare R2, s3rver...; AWS itself when absent. */
      endpoint: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  uploadDir: string;
  storage: StorageConfig;
  /** What one restaurant's uploads may keep, and how long an unused one stays (decision 0035). */
  uploads: { maxImages: number; maxBytes: number; orphanGraceHours: number };
  trustProxy: number;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  mercadoPago: {
    accessToken?: string;
    webhookSecret?: string;
    baseUrl: string;
    /** Comanda's application for owners' OAuth (decision 0066); null when the operator has not set it. */
    oauth: { clientId: string; clientSecret: string } | null;
    authBaseUrl: string;
    redirectUri: string;
    pkce: boolean;
  };
  ifoodBaseUrl: string;
  /** The fiscal provider for the NFC-e (decision 0056). */
  focusNfe: { homologationUrl: string; productionUrl: string; resellerToken: string | null };
  cepLookupUrl: string;
  whatsapp: {
    graphBaseUrl: string;
    graphVersion: string;
    appSecret: string | undefined;
    verifyToken: string | undefined;
    /** Embedded Signup (decision 0067): null until the operator sets the app id and the configuration. */
    embeddedSignup: { appId: string; configId: string; sdkUrl: string } | null;
  };
  keetaBaseUrl: string | null;
  /** Comanda's Keeta app (decision 0063); both unset when the operator has not configured Keeta. */
  keeta: { clientId?: string; clientSecret?: string; baseUrl: string };
  /** What a URL an owner typed may reach (lib/safe-outbound.ts). */
  ownerUrlPolicy: { requireHttps: boolean; allowLoopback: boolean };
  ifood: {
    appType: 'distributed' | 'centralized';
    eventsMode: 'webhook' | 'polling';
    clientId?: string;
    clientSecret?: string;
  };
  /** Rappi: the ally's app (decision 0065); clientId/clientSecret unset when not configured. */
  rappi: {
    baseUrl: string;
    legacyBaseUrl: string;
    clientId?: string;
    clientSecret?: string;
    takeDeadlineSeconds: number;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Daily caps on scheduled-report mail per restaurant (decision 0023). */
  reportMail: { emailsPerDay: number; confirmationsPerDay: number };
  /** Caps on one-time codes sent per restaurant (issue 32). */
  phoneProofCodes: { perHour: number; perDay: number };
  encryptionKey: string;
  retentionMonths: number;
  salesFoldIntervalMs: number;
  idempotencyWindowSeconds: number;
  signupsPerHourPerAddress: number;
}

/** A secret kept in DATA_DIR when not configured, so restarts keep sessions and ciphertexts valid. */
function persistedSecret(dataDir: string, file: string, bytes: number): string {
  const target = path.join(dataDir, file);
  try {
    return readFileSync(target, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(bytes).toString('hex');
    writeFileSync(target, secret, { mode: 0o600 });
    return secret;
  }
}

function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local' };
  // The schema's refinement has already required the bucket and both keys for this driver.
  return {
    driver: 's3',
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR);
  const port = overrides.port ?? env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    sessionSecret: env.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret', 32),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    storage: storageConfig(env),
    uploads: {
      maxImages: env.UPLOADS_MAX_IMAGES_PER_RESTAURANT,
      maxBytes: env.UPLOADS_MAX_MB_PER_RESTAURANT * 1024 * 1024,
      orphanGraceHours: env.UPLOADS_ORPHAN_GRACE_HOURS,
    },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    mercadoPago: {
      accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET,
      baseUrl: env.MERCADOPAGO_BASE_URL,
      oauth:
        env.MERCADOPAGO_CLIENT_ID && env.MERCADOPAGO_CLIENT_SECRET
          ? { clientId: env.MERCADOPAGO_CLIENT_ID, clientSecret: env.MERCADOPAGO_CLIENT_SECRET }
          : null,
      authBaseUrl: env.MERCADOPAGO_AUTH_BASE_URL.replace(/\/$/, ''),
      redirectUri:
        env.MERCADOPAGO_OAUTH_REDIRECT_URI ??
        `${(env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')}/api/payments/mercadopago/oauth/callback`,
      pkce: env.MERCADOPAGO_OAUTH_PKCE,
    },
    ifoodBaseUrl: env.IFOOD_BASE_URL,
    focusNfe: {
      homologationUrl: env.FOCUS_NFE_HOMOLOGATION_URL,
      productionUrl: env.FOCUS_NFE_PRODUCTION_URL,
      resellerToken: env.FOCUS_NFE_RESELLER_TOKEN ?? null,
    },
    cepLookupUrl: env.CEP_LOOKUP_URL,
    whatsapp: {
      graphBaseUrl: env.GRAPH_API_BASE_URL,
      graphVersion: env.GRAPH_API_VERSION,
      appSecret: env.WHATSAPP_APP_SECRET,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN,
      embeddedSignup:
        env.WHATSAPP_APP_ID && env.WHATSAPP_ES_CONFIG_ID && env.WHATSAPP_APP_SECRET
          ? { appId: env.WHATSAPP_APP_ID, configId: env.WHATSAPP_ES_CONFIG_ID, sdkUrl: env.WHATSAPP_SDK_URL }
          : null,
    },
    keetaBaseUrl: env.KEETA_BASE_URL ?? null,
    keeta: {
      clientId: env.KEETA_CLIENT_ID,
      clientSecret: env.KEETA_CLIENT_SECRET,
      baseUrl: env.KEETA_BASE_URL ?? 'https://open.mykeeta.com/api/open/opendelivery',
    },
    ownerUrlPolicy: {
      // A deployment (production, or a PostgreSQL server) calls owners' URLs over https only.
      requireHttps: env.NODE_ENV === 'production' || Boolean(env.DATABASE_URL),
      allowLoopback: env.PARTNER_URLS_ALLOW_LOOPBACK,
    },
    ifood: {
      appType: env.IFOOD_APP_TYPE,
      eventsMode: env.IFOOD_EVENTS_MODE,
      clientId: env.IFOOD_CLIENT_ID,
      clientSecret: env.IFOOD_CLIENT_SECRET,
    },
    rappi: {
      baseUrl: env.RAPPI_BASE_URL,
      legacyBaseUrl: env.RAPPI_LEGACY_BASE_URL,
      clientId: env.RAPPI_CLIENT_ID,
      clientSecret: env.RAPPI_CLIENT_SECRET,
      takeDeadlineSeconds: env.RAPPI_TAKE_DEADLINE_SECONDS,
    },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    reportMail: {
      emailsPerDay: env.REPORT_EMAILS_PER_DAY,
      confirmationsPerDay: env.REPORT_CONFIRMATIONS_PER_DAY,
    },
    phoneProofCodes: { perHour: env.PHONE_PROOF_CODES_PER_HOUR, perDay: env.PHONE_PROOF_CODES_PER_DAY },
    encryptionKey: env.ENCRYPTION_KEY ?? persistedSecret(dataDir, 'encryption-key', 32),
    retentionMonths: env.RETENTION_MONTHS,
    salesFoldIntervalMs: env.SALES_FOLD_INTERVAL_MS,
    idempotencyWindowSeconds: env.IDEMPOTENCY_WINDOW_SECONDS,
    signupsPerHourPerAddress: env.SIGNUPS_PER_HOUR_PER_ADDRESS,
    ...overrides,
  };
}
