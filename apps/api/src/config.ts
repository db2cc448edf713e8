import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TOKEN_LIFETIME_MS } from '@hissa/contracts/auth';
import {
  DEFAULT_MEDIA_REGION,
  type IceServer,
  MEDIA_REGIONS,
  type MediaRegion,
} from '@hissa/contracts/meetings/meeting-rules';
import {
  DEFAULT_LIVEKIT_MAX_ATTENDEES,
  DEFAULT_REPLICA_MAX_WATCHERS,
  DEFAULT_SFU_MAX_ATTENDEES,
  MEDIA_MODES,
  type MediaMode,
} from '@hissa/contracts/meetings/meeting-media';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** An empty variable (`DATABASE_URL=`) means unset, as shells and .env files write it. */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where PGlite keeps its data (DATA_DIR/pg) and uploads and mail go. */
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** postgres://... switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /**
   * Connections to PostgreSQL per API process (decision 062). Each is a server process: more of
   * them than the database server's cores only adds switching between them.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Share of the advertised data volume the seed generates (1 = 26,000 companies). */
  SEED_SCALE: z.coerce.number().min(0).max(1).default(1),
  /** 'false': the seed leaves the demo provider on Basic and the demo company without a media package (the browser tests buy them). */
  SEED_BILLING_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a header-search answer is reused, in ms (0 turns the cache off). */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** The built web app served beside the API. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * A PEM certificate chain and its private key: with both, the server speaks HTTPS, with HTTP/2
   * to browsers that offer it and HTTP/1.1 to the rest (decision 061). Neither: plain HTTP,
   * for a proxy in front that terminates TLS.
   */
  TLS_CERT_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  TLS_KEY_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  /** HS256 key of the sign-in tokens; without it a random one is kept in DATA_DIR/jwt-secret. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Sign-in token lifetime: a number and a unit, s, m, h or d (8h by default). */
  TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]$/)
    .optional(),
  /** Public address of the web app, for links in e-mails (http://localhost:PORT by default). */
  APP_URL: z.string().url().optional(),
  /** smtp(s)://user:pass@host:port sends mail through SMTP; otherwise it goes to DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  MAIL_FROM: z.string().default('Hissa <no-reply@hissa.sa>'),
  /**
   * The demo accounts call (DemoAccountsEndpoint, the login page's demo panel): 'true' or
   * 'false'; unset, it is on except when NODE_ENV is 'production'.
   */
  DEMO_ACCOUNTS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** 'production' turns the demo accounts off unless DEMO_ACCOUNTS=true says otherwise. */
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().optional()),
  /** How often GTE offers past their expiry are closed, in ms (0 turns the sweep off). */
  TRADING_EXPIRY_SWEEP_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often the newsletter outbox's job mails queued issues, in ms; 0 turns it off (decision 040). */
  NEWSLETTER_SEND_INTERVAL_MS: z.coerce.number().int().min(0).default(10_000),
  /** How often the fintech saved screens' alert e-mails are sent, in ms (hourly; 0 turns them off; decision 041). */
  FINTECH_ALERTS_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (sign-in limits, rate
   * limits): unset or `false` none; a number of proxy hops; a comma-separated list of
   * addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`; `true` any (only when
   * the server cannot be reached but through the proxy).
   */
  /** VAT on every sale, in basis points (1500 = 15 %, the Kingdom's rate). */
  VAT_RATE_BASIS_POINTS: z.coerce.number().int().min(0).max(10_000).default(1500),
  /**
   * The card gateway (docs/decisions/020-payments.md): 'moyasar' (needs the three
   * MOYASAR_ keys), 'fake' (tests and trials: the amount chooses the outcome) or 'none' (bank
   * transfer only). Unset: moyasar when MOYASAR_SECRET_KEY is set, otherwise none.
   */
  CARD_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['moyasar', 'fake', 'none']).optional()),
  MOYASAR_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The publishable key the web's payment form uses (meeting-and-shell spec §9). */
  MOYASAR_PUBLISHABLE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The secret token Moyasar sends with each webhook, set in its dashboard. */
  MOYASAR_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Moyasar's REST API base URL (tests point it at a local fake server). */
  MOYASAR_API_URL: z.url().default('https://api.moyasar.com/v1'),
  /** The seller on every tax invoice: names, 15-digit VAT registration number and address. */
  SELLER_NAME_EN: z.string().default('Hissa Marketplace Company'),
  SELLER_NAME_AR: z.string().default('شركة حصة للأسواق'),
  SELLER_VAT_NUMBER: z
    .string()
    .regex(/^3\d{13}3$/)
    .default('310123456700003'),
  SELLER_ADDRESS_EN: z.string().default('King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia'),
  SELLER_ADDRESS_AR: z.string().default('طريق الملك فهد، العليا، الرياض 12214، المملكة العربية السعودية'),
  /** The account bank transfers are paid into, shown on every unpaid bank-transfer invoice. */
  BANK_NAME_EN: z.string().default('Al Rajhi Bank'),
  BANK_NAME_AR: z.string().default('مصرف الراجحي'),
  BANK_IBAN: z
    .string()
    .regex(/^SA\d{22}$/)
    .default('SA0380000000608010167519'),
  /** How often the billing jobs run (renewals, lapses, featuring expiry, unpaid transfers), in ms; 0 turns them off. */
  BILLING_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Comma-separated STUN/TURN urls the browsers use for the meeting's media (decision 032): stun:host:3478,turn:host:3478. */
  MEETING_ICE_SERVERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(stuns?|turns?):[^,\s]+(,(stuns?|turns?):[^,\s]+)*$/,
        'MEETING_ICE_SERVERS: comma-separated stun: or turn: urls',
      )
      .optional(),
  ),
  /** The TURN server's user name and password (coturn's static user), given to the browsers with the urls. */
  MEETING_TURN_USER: z.preprocess(emptyToUndefined, z.string().optional()),
  MEETING_TURN_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The media region the nearest-media-region call answers (meeting spec §9 default us-east-1). */
  MEETING_REGION: z.enum(MEDIA_REGIONS).default(DEFAULT_MEDIA_REGION),
  /**
   * How rooms carry media: auto (mesh up to 4, then the SFU; decision 037), mesh (never the SFU),
   * sfu (always), livekit (a LiveKit server: LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET; decision 038).
   */
  MEETING_MEDIA: z.enum(MEDIA_MODES).default('auto'),
  /** Most attendees of a room on the SFU (docs/benchmarks.md has what one machine carries). */
  MEETING_SFU_MAX_ATTENDEES: z.coerce.number().int().min(5).max(100).default(DEFAULT_SFU_MAX_ATTENDEES),
  /** Most replica attendees watching one primary meeting at a time (decision 056). */
  MEETING_REPLICA_MAX_WATCHERS: z.coerce.number().int().min(1).max(1000).default(DEFAULT_REPLICA_MAX_WATCHERS),
  /** The SFU's public address behind NAT, announced to the browsers as a host candidate (decision 048). */
  MEETING_SFU_PUBLIC_IP: z.preprocess(
    emptyToUndefined,
    z.union([z.ipv4(), z.ipv6()], 'MEETING_SFU_PUBLIC_IP: an IPv4 or IPv6 address, such as 203.0.113.7').optional(),
  ),
  /** The UDP ports the SFU's connections use, "min-max" (decision 048): the range the firewall or NAT forwards. */
  MEETING_SFU_UDP_PORTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,5}-\d{1,5}$/, 'MEETING_SFU_UDP_PORTS: a range "min-max", such as 40000-40199')
      .optional(),
  ),
  /** Most attendees of a LiveKit room (decision 048; a LiveKit server carries far more than the mesh). */
  LIVEKIT_MAX_ATTENDEES: z.coerce.number().int().min(2).max(1000).default(DEFAULT_LIVEKIT_MAX_ATTENDEES),
  /** Redis shared by several API instances: the meetings' rooms and signalling go through it (decision 038). */
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LIVEKIT_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LIVEKIT_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  LIVEKIT_API_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Live transcription engine: pocketsphinx when installed (auto), none, or fake (tests). */
  MEETING_TRANSCRIPTION: z.enum(['auto', 'pocketsphinx', 'fake', 'none']).default('auto'),
  TRUST_PROXY: z
    .preprocess(emptyToUndefined, z.string().optional())
    .transform((value, context) => parseTrustProxy(value, context)),
});

/** What Fastify's `trustProxy` option is given (see TRUST_PROXY). */
export type TrustProxy = boolean | number | string[];

const PROXY_HOPS = /^\d{1,2}$/;
/** An IPv4 or IPv6 address with an optional /prefix, or one of proxy-addr's names. */
const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;

/** TRUST_PROXY as Fastify's trustProxy: false, true, a hop count or a list of addresses. */
function parseTrustProxy(value: string | undefined, context: z.RefinementCtx): TrustProxy {
  const text = value?.trim().toLowerCase();
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  if (PROXY_HOPS.test(text)) return Number(text);
  const addresses = text.split(',').map((entry) => entry.trim());
  if (addresses.every((entry) => PROXY_ADDRESS.test(entry))) return addresses;
  context.addIssue({
    code: 'custom',
    message: 'TRUST_PROXY: false, true, a number of hops, or comma-separated addresses or CIDR ranges',
  });
  return z.NEVER;
}

const DURATION_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '8h' -> 28_800_000 ms (the schema has checked the shape). */
function durationMs(value: string): number {
  const unit = value.slice(-1);
  const unitMs = unit === 's' || unit === 'm' || unit === 'h' || unit === 'd' ? DURATION_UNIT_MS[unit] : 0;
  return Number(value.slice(0, -1)) * unitMs;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per process (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  seedScale: number;
  /** The seed writes the demo plan, featuring and media package (SEED_BILLING_DEMO). */
  seedBillingDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDistDir: string;
  searchCacheTtlMs: number;
  /** From JWT_SECRET; undefined means: use the one kept in DATA_DIR (see loadJwtSecret). */
  jwtSecret: string | undefined;
  tokenTtlMs: number;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** DemoAccountsEndpoint is served (DEMO_ACCOUNTS, NODE_ENV). */
  isDemoAccountsOn: boolean;
  tradingExpirySweepMs: number;
  /** How often queued newsletter issues are mailed, in ms (NEWSLETTER_SEND_INTERVAL_MS; 0: off). */
  newsletterSendIntervalMs: number;
  /** How often the fintech saved screens' alerts run (FINTECH_ALERTS_INTERVAL_MS; 0: off). */
  fintechAlertsIntervalMs: number;
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For gives request.ip. */
  trustProxy: TrustProxy;
  /** The certificate and key files of HTTPS (TLS_CERT_FILE, TLS_KEY_FILE); undefined: plain HTTP. */
  tls: TlsFiles | undefined;
  billing: BillingConfig;
  meetings: MeetingsConfig;
};

/**
 * The meeting's settings (MEETING_ICE_SERVERS, MEETING_TURN_*, MEETING_REGION, MEETING_MEDIA with
 * MEETING_SFU_MAX_ATTENDEES (decision 037) or LIVEKIT_*, REDIS_URL, MEETING_TRANSCRIPTION (decision 038),
 * MEETING_SFU_PUBLIC_IP, MEETING_SFU_UDP_PORTS and LIVEKIT_MAX_ATTENDEES (decision 048),
 * MEETING_REPLICA_MAX_WATCHERS (decision 056)).
 */
export type MeetingsConfig = {
  iceServers: IceServer[];
  mediaRegion: MediaRegion;
  /** Absent: 'auto'. */
  media?: MediaMode;
  /** Absent: DEFAULT_SFU_MAX_ATTENDEES. */
  sfuMaxAttendees?: number;
  /** Absent: DEFAULT_LIVEKIT_MAX_ATTENDEES. */
  livekitMaxAttendees?: number;
  /** Absent: DEFAULT_REPLICA_MAX_WATCHERS. */
  replicaMaxWatchers?: number;
  /** The SFU behind NAT (MEETING_SFU_PUBLIC_IP, MEETING_SFU_UDP_PORTS); absent: its interfaces' addresses, any port. */
  sfuNetwork?: SfuNetwork;
  /** Present exactly when media is 'livekit'. */
  livekit?: LiveKitConfig;
  redisUrl?: string;
  transcription?: TranscriptionEngineChoice;
};

/** The SFU's announced public address and its UDP port range [min, max] (werift's iceAdditionalHostAddresses, icePortRange). */
export type SfuNetwork = { publicIp?: string; udpPorts?: [number, number] };

/** A LiveKit server: its websocket url (given to the browsers) and the API key and secret that sign tokens. */
export type LiveKitConfig = { url: string; apiKey: string; apiSecret: string };

/** Which live transcription engine runs: 'auto' is pocketsphinx when installed, else none. */
export type TranscriptionEngineChoice = 'auto' | 'pocketsphinx' | 'fake' | 'none';

/** LiveKitConfig when MEETING_MEDIA=livekit; refused without its url, key and secret. */
function liveKitConfig(parsed: z.infer<typeof EnvSchema>): LiveKitConfig | undefined {
  if (parsed.MEETING_MEDIA !== 'livekit') return undefined;
  const { LIVEKIT_URL: url, LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret } = parsed;
  if (!url || !apiKey || !apiSecret)
    throw new Error('MEETING_MEDIA=livekit needs LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET');
  return { url, apiKey, apiSecret };
}

/**
 * MEETING_SFU_PUBLIC_IP and MEETING_SFU_UDP_PORTS as the SFU's network settings; a range outside
 * 1024-65535, upside down, or too small for one full room (two connections per attendee) is refused.
 */
function sfuNetwork(parsed: z.infer<typeof EnvSchema>): SfuNetwork | undefined {
  const { MEETING_SFU_PUBLIC_IP: publicIp, MEETING_SFU_UDP_PORTS: range } = parsed;
  if (!publicIp && !range) return undefined;
  if (!range) return { publicIp };
  const [min = 0, max = 0] = range.split('-').map(Number);
  const needed = 2 * parsed.MEETING_SFU_MAX_ATTENDEES;
  if (min < 1024 || max > 65535 || max - min + 1 < needed)
    throw new Error(
      `MEETING_SFU_UDP_PORTS: min-max within 1024-65535 with at least ${needed} ports (two per attendee of a full room, MEETING_SFU_MAX_ATTENDEES=${parsed.MEETING_SFU_MAX_ATTENDEES}); got ${range}`,
    );
  return { ...(publicIp && { publicIp }), udpPorts: [min, max] };
}

/** MeetingsConfig from the parsed environment: the TURN user and password go with the turn: urls. */
function meetingsConfig(parsed: z.infer<typeof EnvSchema>): MeetingsConfig {
  const urls = parsed.MEETING_ICE_SERVERS?.split(',') ?? [];
  const stun = urls.filter((url) => url.startsWith('stun'));
  const turn = urls.filter((url) => url.startsWith('turn'));
  const credentials =
    parsed.MEETING_TURN_USER && parsed.MEETING_TURN_SECRET
      ? { username: parsed.MEETING_TURN_USER, credential: parsed.MEETING_TURN_SECRET }
      : {};
  const network = sfuNetwork(parsed);
  return {
    iceServers: [...(stun.length ? [{ urls: stun }] : []), ...(turn.length ? [{ urls: turn, ...credentials }] : [])],
    mediaRegion: parsed.MEETING_REGION,
    media: parsed.MEETING_MEDIA,
    sfuMaxAttendees: parsed.MEETING_SFU_MAX_ATTENDEES,
    replicaMaxWatchers: parsed.MEETING_REPLICA_MAX_WATCHERS,
    ...(network && { sfuNetwork: network }),
    ...(parsed.MEETING_MEDIA === 'livekit' && {
      livekit: liveKitConfig(parsed),
      livekitMaxAttendees: parsed.LIVEKIT_MAX_ATTENDEES,
    }),
    ...(parsed.REDIS_URL && { redisUrl: parsed.REDIS_URL }),
    ...(parsed.MEETING_TRANSCRIPTION !== 'auto' && { transcription: parsed.MEETING_TRANSCRIPTION }),
  };
}

/** The money side's settings (VAT_RATE_BASIS_POINTS, CARD_GATEWAY, MOYASAR_*, SELLER_*, BANK_*, BILLING_JOBS_INTERVAL_MS). */
export type BillingConfig = {
  vatRateBasisPoints: number;
  cardGateway: 'moyasar' | 'fake' | 'none';
  moyasar: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string } | undefined;
  seller: { nameEn: string; nameAr: string; vatNumber: string; addressEn: string; addressAr: string };
  bank: { nameEn: string; nameAr: string; iban: string };
  jobsIntervalMs: number;
};

/** BillingConfig from the parsed environment; 'moyasar' without its three keys is refused. */
function billingConfig(parsed: z.infer<typeof EnvSchema>): BillingConfig {
  const moyasarKeys = [parsed.MOYASAR_SECRET_KEY, parsed.MOYASAR_PUBLISHABLE_KEY, parsed.MOYASAR_WEBHOOK_SECRET];
  const cardGateway = parsed.CARD_GATEWAY ?? (parsed.MOYASAR_SECRET_KEY ? 'moyasar' : 'none');
  const [secretKey, publishableKey, webhookSecret] = moyasarKeys;
  if (cardGateway === 'moyasar' && !(secretKey && publishableKey && webhookSecret)) {
    throw new Error(
      'CARD_GATEWAY=moyasar needs MOYASAR_SECRET_KEY, MOYASAR_PUBLISHABLE_KEY and MOYASAR_WEBHOOK_SECRET',
    );
  }
  return {
    vatRateBasisPoints: parsed.VAT_RATE_BASIS_POINTS,
    cardGateway,
    moyasar:
      secretKey && publishableKey && webhookSecret
        ? { secretKey, publishableKey, webhookSecret, apiUrl: parsed.MOYASAR_API_URL.replace(/\/+$/, '') }
        : undefined,
    seller: {
      nameEn: parsed.SELLER_NAME_EN,
      nameAr: parsed.SELLER_NAME_AR,
      vatNumber: parsed.SELLER_VAT_NUMBER,
      addressEn: parsed.SELLER_ADDRESS_EN,
      addressAr: parsed.SELLER_ADDRESS_AR,
    },
    bank: { nameEn: parsed.BANK_NAME_EN, nameAr: parsed.BANK_NAME_AR, iban: parsed.BANK_IBAN },
    jobsIntervalMs: parsed.BILLING_JOBS_INTERVAL_MS,
  };
}

/** Paths of a PEM certificate chain and its private key. */
export type TlsFiles = { certFile: string; keyFile: string };

/** TLS_CERT_FILE and TLS_KEY_FILE, both or neither; throws naming the missing one. */
function tlsFiles(parsed: z.infer<typeof EnvSchema>): TlsFiles | undefined {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = parsed;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new Error(
      `HTTPS needs both TLS_CERT_FILE and TLS_KEY_FILE; ${certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'} is not set`,
    );
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

/** The certificate chain and private key of HTTPS, read from their files (PEM bytes). */
export type TlsCredentials = { cert: Buffer; key: Buffer };

/** Reads the TLS files; throws the file system's error (naming the path) when one is unreadable. */
export async function loadTlsCredentials(files: TlsFiles): Promise<TlsCredentials> {
  const [cert, key] = await Promise.all([fs.readFile(files.certFile), fs.readFile(files.keyFile)]);
  return { cert, key };
}

/** Parses the environment once (house style: nothing else reads process.env). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    seedScale: parsed.SEED_SCALE,
    seedBillingDemo: parsed.SEED_BILLING_DEMO === 'true',
    logLevel: parsed.LOG_LEVEL,
    webDistDir: parsed.WEB_DIST_DIR,
    searchCacheTtlMs: parsed.SEARCH_CACHE_TTL_MS,
    jwtSecret: parsed.JWT_SECRET,
    tokenTtlMs: parsed.TOKEN_TTL ? durationMs(parsed.TOKEN_TTL) : TOKEN_LIFETIME_MS,
    appUrl: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    isDemoAccountsOn:
      parsed.DEMO_ACCOUNTS === undefined ? parsed.NODE_ENV !== 'production' : parsed.DEMO_ACCOUNTS === 'true',
    tradingExpirySweepMs: parsed.TRADING_EXPIRY_SWEEP_MS,
    newsletterSendIntervalMs: parsed.NEWSLETTER_SEND_INTERVAL_MS,
    fintechAlertsIntervalMs: parsed.FINTECH_ALERTS_INTERVAL_MS,
    trustProxy: parsed.TRUST_PROXY,
    tls: tlsFiles(parsed),
    billing: billingConfig(parsed),
    meetings: meetingsConfig(parsed),
  };
}

/** What the server warns about when it starts with `config` (each a sentence for the log). */
export function startupWarnings(config: Pick<Config, 'isDemoAccountsOn'>): string[] {
  return config.isDemoAccountsOn
    ? [
        'Demo accounts are on: the demo panel of the login page lists the demo accounts and their password. Set DEMO_ACCOUNTS=false wherever real people sign in.',
      ]
    : [];
}

/**
 * The token signing key: JWT_SECRET, or a random 32-byte key generated on the first start and
 * kept in DATA_DIR/jwt-secret (mode 600), so tokens survive restarts without a constant in code.
 */
export async function loadJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    await fs.writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // 'wx' fails when the file exists: the key of an earlier start is kept
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  return (await fs.readFile(file, 'utf8')).trim();
}
