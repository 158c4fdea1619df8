import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { MAX_JSON_NESTING, PACT_REQUESTS_PER_MINUTE, serverMessages } from '@pharmatrace/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { EmbeddedStatistics } from './db/embedded-statistics';
import { StaffAccounts } from './features/accounts/account-store';
import { AuditLogReader } from './features/accounts/audit-log';
import { accountRoutes } from './features/accounts/routes';
import { AuthLimits } from './features/auth/attempt-limits';
import { authRoutes } from './features/auth/routes';
import { AuthService, type AuthServiceDeps } from './features/auth/service';
import { REVOCATION_CHANNEL, SessionCache } from './features/auth/session-cache';
import { StaffBootstrap } from './features/auth/staff-bootstrap';
import { SubUserService } from './features/auth/sub-users';
import { TokenService } from './features/auth/tokens';
import { clientRoutes } from './features/client/routes';
import { ClientService } from './features/client/service';
import { createFileStore } from './features/files/create-file-store';
import { fileRoutes } from './features/files/routes';
import { FileUrlSigner } from './features/files/signed-urls';
import { StaffUploadService } from './features/files/staff-uploads';
import { StoredFiles } from './features/files/stored-files';
import { uploadRoutes } from './features/files/upload-routes';
import { UploadSweeper } from './features/files/upload-sweeper';
import { UploadService } from './features/files/uploads';
import { FootprintEstimates } from './features/footprint-estimates/estimates';
import { FactorLibraryStore } from './features/footprint-estimates/factor-library';
import { footprintEstimateRoutes } from './features/footprint-estimates/routes';
import { healthRoutes } from './features/health/routes';
import { labelCertificateRoutes } from './features/label-certificates/routes';
import { medicineFootprintRoutes } from './features/medicine-footprints/routes';
import { MedicineStudies } from './features/medicine-footprints/studies';
import { MEDICINES_CHANNEL, MedicineNameIndex, readMedicineNames } from './features/medicines/name-index';
import { medicineRoutes } from './features/medicines/routes';
import { MedicineService } from './features/medicines/service';
import { CallbackHttp } from './features/pact/callback-http';
import { PactCallbackOutbox } from './features/pact/callback-outbox';
import { PactConnections } from './features/pact/connections';
import { PactFootprintStore } from './features/pact/footprint-store';
import { pactHostRoutes } from './features/pact/host-routes';
import { PactTokens } from './features/pact/pact-tokens';
import { PactPublisher } from './features/pact/publisher';
import { PactInbox } from './features/pact/requests';
import { pactScreenRoutes } from './features/pact/routes';
import { SecretBox } from './features/pact/secret-box';
import { PactTokenLimits } from './features/pact/token-limits';
import { plantRoutes } from './features/plants/routes';
import { PlantService } from './features/plants/service';
import { projectDocumentRoutes } from './features/project-documents/routes';
import { ProjectDocumentStore } from './features/project-documents/store';
import { deletedProjectRoutes } from './features/projects/admin-routes';
import { projectChangeRoutes } from './features/projects/change-routes';
import { projectRoutes } from './features/projects/routes';
import { secondPartRoutes } from './features/projects/second-part-routes';
import { SecondPartStore } from './features/projects/second-part-store';
import { StaffProjectList } from './features/projects/staff-list';
import { staffRoutes } from './features/projects/staff-routes';
import { StaffProjectStore } from './features/projects/staff-store';
import { DeletedProjectRecovery, ProjectStore } from './features/projects/store';
import { basketRoutes } from './features/purchasing/basket-routes';
import { BasketService } from './features/purchasing/baskets';
import { purchaseRoutes } from './features/purchasing/purchase-routes';
import { PurchaseService } from './features/purchasing/purchase-service';
import { tenderRoutes } from './features/purchasing/tender-routes';
import { TenderStore } from './features/purchasing/tenders';
import { referenceRoutes } from './features/reference/routes';
import { badRequest } from './lib/app-error';
import { CpuPool, type CpuPoolOptions } from './lib/cpu-pool';
import { FairUseLimiter } from './lib/fair-use-limiter';
import { IdempotencyKeys } from './lib/idempotency';
import { jsonNestingExceeds } from './lib/json-nesting';
import { resolveSigningSecret } from './lib/secrets';
import { readCaFile, readTlsFiles } from './lib/tls';
import { MailOutbox } from './mail/outbox';
import { fileTransport, type MailTransport, smtpTransport } from './mail/transport';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';
import gracefulClose, { InFlightRequests } from './plugins/graceful-close';
import language from './plugins/language';
import openapi from './plugins/openapi';
import requestLog from './plugins/request-log';
import securityHeaders from './plugins/security-headers';
import spa from './plugins/spa';
import textCharacters from './plugins/text-characters';

/** Public label verifications per address per minute (issue #14). */
const LABEL_CHECKS_PER_MINUTE = 20;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    services: Services;
  }
}

/** The app's long-lived parts, built once and shared by routes, seeds and tests. */
export interface Services {
  tokens: TokenService;
  sessions: SessionCache;
  auth: AuthService;
  subUsers: SubUserService;
  staffBootstrap: StaffBootstrap;
  clients: ClientService;
  files: StoredFiles;
  fileUrls: FileUrlSigner;
  uploads: UploadService;
  staffUploads: StaffUploadService;
  uploadSweeper: UploadSweeper;
  outbox: MailOutbox;
  plants: PlantService;
  projects: ProjectStore;
  staffProjects: StaffProjectStore;
  medicines: MedicineService;
  baskets: BasketService;
  purchases: PurchaseService;
  tenders: TenderStore;
  accounts: StaffAccounts;
  projectDocuments: ProjectDocumentStore;
  factorLibrary: FactorLibraryStore;
  footprintEstimates: FootprintEstimates;
  /** Issue #37: the medicine footprint study's estimate, adoption and publication. */
  medicineStudies: MedicineStudies;
  pact: PactServices;
}

/** The PACT host's parts (issue #24): the seeds and tests reach them here. */
export interface PactServices {
  connections: PactConnections;
  footprints: PactFootprintStore;
  publisher: PactPublisher;
  inbox: PactInbox;
  callbacks: PactCallbackOutbox;
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests may pass their own transport; otherwise SMTP_URL or files under DATA_DIR/mail. */
  mailTransport?: MailTransport;
  /** Pino options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The worker threads of CPU-heavy work (issue #35); sized to the machine by default. */
  cpuPool?: CpuPoolOptions;
}

/** Builds the whole API (not listening). main.ts listens; tests use inject() or listen on port 0. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // HTTPS_CERT_FILE and HTTPS_KEY_FILE: TLS on the server's own port (PACT requires HTTPS).
  const tls = readTlsFiles(config);
  const app = Fastify({
    ...(tls ? { https: tls } : {}),
    logger: options.logger ?? {
      level: config.logLevel,
      // Belt and braces: nothing that looks like a secret reaches a log line.
      redact: ['req.headers.authorization', '*.password', '*.RefreshToken', '*.AccessToken', '*.token'],
    },
    // Fastify's own two lines per request are replaced by one (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count is valid at run time (Fastify docs) though its types only list strings and booleans.
    trustProxy: config.trustProxy as boolean | string,
    genReqId: () => randomUUID(),
    // Uploads have their own limit (1.2 MB); JSON documents (route trees) stay well under this.
    bodyLimit: 2 * 1024 * 1024,
    // plugins/graceful-close.ts answers those requests itself, with Retry-After and our error body.
    return503OnClosing: false,
    // Fastify's default is 10 s a plugin, of wall-clock time: on the shared 2-core box at load 18
    // the journeys' servers failed to start on '@fastify/swagger-ui' and 'openapi' (decision 0080).
    // A safety net against a hung plugin, not a speed check (decision 0075).
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The spec's client sends deletes as POST with an empty body and a JSON content type:
  // an empty JSON body is "no body", not a parse error. A body nested deeper than any document
  // can be is refused before it is parsed (issue #8). Everything else keeps Fastify's own parser
  // (with its prototype-poisoning protection). Parsing happens after the routes' onRequest
  // authentication, so an anonymous caller's body is never read.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  // PACT events arrive as CloudEvents in structured mode: JSON under a media type of its own.
  app.addContentTypeParser(
    ['application/json', 'application/cloudevents+json'],
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      if (jsonNestingExceeds(text, MAX_JSON_NESTING)) {
        return done(badRequest(serverMessages.bodyTooDeep), undefined);
      }
      return defaultJsonParser(request, text, done);
    },
  );
  // DESIGN.md: POST with X-HTTP-Method-Override: DELETE is a DELETE.
  app.addHook('onRoute', (route) => {
    if (route.method === 'DELETE') route.method = ['DELETE', 'POST'];
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method === 'POST' && request.routeOptions.method?.includes('DELETE')) {
      const override = String(request.headers['x-http-method-override'] ?? '').toUpperCase();
      if (override !== 'DELETE') {
        return reply
          .status(404)
          .send({ message: `Route POST ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
      }
    }
  });

  const secret = await resolveSigningSecret(database.db, config.jwtSecret);
  const tokens = new TokenService(secret, config.accessTokenTtlSeconds);
  // Live sessions are cached only while the revocation channel listens (issue #17): every
  // revocation committed by any instance drops its entry within milliseconds.
  const sessions = new SessionCache();
  const stopListening = await database.listen(REVOCATION_CHANNEL, {
    message: (payload) => sessions.message(payload),
    up: (listening) => {
      sessions.setListening(listening);
      if (!listening) app.log.warn('session revocation channel down: sessions are read from the database');
    },
  });
  // The autocomplete's names are held in memory while the medicines channel listens (issue #17):
  // every write to the table announces itself there, and each instance drops its copy at once.
  const medicineNames = new MedicineNameIndex({
    load: () => readMedicineNames(database.db),
    onError: (err) =>
      app.log.warn({ err }, 'reading the medicine names failed: the database answers meanwhile'),
  });
  const stopListeningMedicines = await database.listen(MEDICINES_CHANNEL, {
    message: () => medicineNames.changed(),
    up: (listening) => {
      medicineNames.setListening(listening);
      if (!listening) app.log.warn('medicines channel down: the autocomplete asks the database');
    },
  });
  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : fileTransport(path.join(config.dataDir, 'mail'), config.mailFrom, app.log));
  const outbox = new MailOutbox(database.db, transport, app.log);
  const fileUrls = new FileUrlSigner(secret);
  // DATA_DIR/files, or the S3 bucket when S3_* is set: reports, invoices and uploads alike.
  const fileStore = createFileStore(config);
  const files = new StoredFiles(database.db, fileStore, app.log);
  const uploadSweeper = new UploadSweeper(database.db, fileStore, app.log);
  // A server's autovacuum keeps its planner statistics; the embedded database needs us to (issue #28).
  const statistics = database.kind === 'pglite' ? new EmbeddedStatistics(database.db, app.log) : undefined;
  // Shared by every instance through Redis when REDIS_URL is set, else counted in this process.
  const searchLimiter = config.redisUrl
    ? FairUseLimiter.inRedis(config.redisUrl, config.medicineSearchesPerMinute, 60, app.log)
    : FairUseLimiter.inMemory(config.medicineSearchesPerMinute, 60);
  // Public label checks (issue #14): per address, so that codes cannot be tried by the thousand.
  const labelVerifyLimiter = config.redisUrl
    ? FairUseLimiter.inRedis(
        config.redisUrl,
        LABEL_CHECKS_PER_MINUTE,
        60,
        app.log,
        'pharmatrace:label-checks',
      )
    : FairUseLimiter.inMemory(LABEL_CHECKS_PER_MINUTE, 60);
  // PACT RequestCreated events per connection (issue #35 'PACT request flood').
  const pactRequestLimiter = config.redisUrl
    ? FairUseLimiter.inRedis(
        config.redisUrl,
        PACT_REQUESTS_PER_MINUTE,
        60,
        app.log,
        'pharmatrace:pact-requests',
      )
    : FairUseLimiter.inMemory(PACT_REQUESTS_PER_MINUTE, 60);
  const authLimits = new AuthLimits(database.db, config.authLimits);
  const idempotency = new IdempotencyKeys(database.db);
  const projects = new ProjectStore(database.db, fileUrls);
  const plants = new PlantService(database.db);
  // Estimates, purchases files and factor files run in worker threads (issue #35).
  const cpu = new CpuPool(options.cpuPool);
  const factorLibrary = new FactorLibraryStore(database.db, (bytes, actor) =>
    cpu.run(actor, 'parseFactors', bytes),
  );
  const pactApiBaseUrl = `${config.publicUrl}/api/pact`;
  const pactConnections = new PactConnections(database.db, new SecretBox(config.pact.secretsKey ?? secret));
  const pactFootprints = new PactFootprintStore(database.db);
  const callbackHttp = new CallbackHttp({
    ca: readCaFile(config.pact.callbackCaFile),
    allowPrivateNetworks: config.pact.callbackPrivateNetworks,
  });
  const pactCallbacks = new PactCallbackOutbox(database.db, pactConnections, callbackHttp, app.log);
  const pactInbox = new PactInbox(database.db, pactFootprints, projects, pactApiBaseUrl, () =>
    pactCallbacks.kick(),
  );
  const pactPublisher = new PactPublisher(
    database.db,
    projects,
    pactFootprints,
    pactConnections,
    pactInbox,
    () => pactCallbacks.kick(),
  );
  const authDeps: AuthServiceDeps = {
    db: database.db,
    tokens,
    limits: authLimits,
    publicUrl: config.publicUrl,
    mailQueued: () => outbox.kick(),
    sessions,
  };
  const services: Services = {
    tokens,
    sessions,
    auth: new AuthService(authDeps),
    subUsers: new SubUserService(authDeps),
    staffBootstrap: new StaffBootstrap(database.db),
    clients: new ClientService(database.db, fileUrls),
    files,
    fileUrls,
    uploads: new UploadService(database.db, files, fileUrls),
    staffUploads: new StaffUploadService(database.db, files, fileUrls),
    uploadSweeper,
    outbox,
    plants,
    projects,
    staffProjects: new StaffProjectStore({
      db: database.db,
      projects,
      publicUrl: config.publicUrl,
      mailQueued: () => outbox.kick(),
    }),
    medicines: new MedicineService(database.db, searchLimiter, medicineNames),
    purchases: new PurchaseService(
      database.db,
      searchLimiter,
      config.purchasesMonetaryFactor,
      (bytes, caller) => cpu.run(caller, 'parsePurchases', bytes),
    ),
    tenders: new TenderStore(database.db),
    baskets: new BasketService(database.db, config.purchasesMonetaryFactor),
    accounts: new StaffAccounts(database.db, files, fileUrls, {
      publicUrl: config.publicUrl,
      mailQueued: () => outbox.kick(),
    }),
    projectDocuments: new ProjectDocumentStore(database.db, files, fileUrls, (tx, projectId, actor) =>
      pactPublisher.republishIfPublished(tx, projectId, actor),
    ),
    factorLibrary,
    // An adopted estimate changes the result a published PACT footprint carries, as staff's own does.
    footprintEstimates: new FootprintEstimates(
      database.db,
      factorLibrary,
      plants,
      cpu,
      (tx, projectId, actor) => pactPublisher.republishIfPublished(tx, projectId, actor),
    ),
    medicineStudies: new MedicineStudies(database.db, factorLibrary, plants, cpu),
    pact: {
      connections: pactConnections,
      footprints: pactFootprints,
      publisher: pactPublisher,
      inbox: pactInbox,
      callbacks: pactCallbacks,
    },
  };
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('services', services);

  const requestsInFlight = new InFlightRequests();
  await app.register(gracefulClose, { requests: requestsInFlight });
  await app.register(errorHandler);
  await app.register(language);
  await app.register(requestLog);
  await app.register(securityHeaders, { https: config.publicUrl.startsWith('https:') });
  await app.register(authPlugin, { tokens, sessions });
  await app.register(textCharacters);
  await app.register(openapi);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(authRoutes, { auth: services.auth, subUsers: services.subUsers });
      await api.register(clientRoutes, { clients: services.clients });
      await api.register(fileRoutes, { store: services.files, signer: fileUrls });
      await api.register(uploadRoutes, { uploads: services.uploads, staffUploads: services.staffUploads });
      await api.register(referenceRoutes);
      await api.register(plantRoutes, { plants: services.plants });
      await api.register(projectRoutes, { store: services.projects, idempotency });
      await api.register(secondPartRoutes, {
        store: new SecondPartStore(database.db, services.projects),
        idempotency,
      });
      await api.register(deletedProjectRoutes, { recovery: new DeletedProjectRecovery(database.db) });
      await api.register(projectChangeRoutes, { db: database.db });
      await api.register(staffRoutes, {
        list: new StaffProjectList(database.db),
        store: services.staffProjects,
      });
      await api.register(medicineRoutes, { medicines: services.medicines });
      await api.register(purchaseRoutes, { purchases: services.purchases });
      await api.register(basketRoutes, { baskets: services.baskets });
      await api.register(tenderRoutes, { tenders: services.tenders });
      await api.register(labelCertificateRoutes, {
        db: database.db,
        projects: services.projects,
        limiter: labelVerifyLimiter,
      });
      await api.register(accountRoutes, {
        db: database.db,
        accounts: services.accounts,
        auditLog: new AuditLogReader(database.db),
      });
      await api.register(projectDocumentRoutes, {
        documents: services.projectDocuments,
        estimateOf: (id) => services.footprintEstimates.forComparison(id),
      });
      await api.register(medicineFootprintRoutes, {
        store: services.projects,
        staffStore: services.staffProjects,
        studies: services.medicineStudies,
      });
      await api.register(footprintEstimateRoutes, {
        estimates: services.footprintEstimates,
        library: services.factorLibrary,
      });
      // Issue #24: the PACT v3 host (its own error format) and the calls of its screens.
      await api.register(pactHostRoutes, {
        prefix: '/pact',
        tokens: new PactTokens(secret, config.pact.tokenTtlSeconds),
        connections: pactConnections,
        limits: new PactTokenLimits(database.db, {
          failuresPerConnection: config.pact.tokenFailuresPerConnection,
          requestsPerIpPerMinute: config.pact.tokenRequestsPerIpPerMinute,
        }),
        footprints: pactFootprints,
        inbox: pactInbox,
        publicUrl: config.publicUrl,
        requestLimiter: pactRequestLimiter,
      });
      await api.register(pactScreenRoutes, {
        connections: pactConnections,
        callbackHttp,
        publisher: pactPublisher,
        inbox: pactInbox,
        footprints: pactFootprints,
        apiBaseUrl: pactApiBaseUrl,
      });
    },
    { prefix: '/api' },
  );

  await app.register(spa, { distDir: config.webDistDir });

  app.addHook('onReady', async () => {
    outbox.start();
    pactCallbacks.start();
    uploadSweeper.start();
    void statistics?.start();
    authLimits.startPurging((err) => app.log.warn({ err }, 'purging expired rate limits failed'));
    idempotency.startPurging((err) => app.log.warn({ err }, 'purging old idempotency keys failed'));
  });
  app.addHook('onClose', async () => {
    // The connections are closed; a handler whose client hung up may still be writing.
    await requestsInFlight.settled();
    await stopListening();
    await stopListeningMedicines();
    await outbox.stop();
    await pactCallbacks.stop();
    await uploadSweeper.stop();
    await statistics?.stop();
    await cpu.close();
    authLimits.stopPurging();
    idempotency.stopPurging();
    await fileStore.close();
    await searchLimiter.close();
    await labelVerifyLimiter.close();
    await pactRequestLimiter.close();
  });
  return app;
}
