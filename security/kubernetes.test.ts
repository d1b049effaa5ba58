import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as apps from 'kubernetes-models/apps/v1';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import type { IJob } from 'kubernetes-models/batch/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import type { IConfigMap, IContainer, IPodSpec, ISecret, IService } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { GRANT_ISSUER, privateKeyVar, publicKeyVar, trustedIssuers, type Party } from '@shop/server-kit';
import { PROCESS_ENVS } from '../scripts/lib/configuration-docs';
import { figure } from './figure';

// Battery (issue 17 items 4-5): the Kubernetes manifests in deploy/kubernetes. `kubectl kustomize`
// (Debian's kubernetes-client) renders the base and the production overlay; every object is
// validated against the Kubernetes schema (kubernetes-models); then the promises of
// docs/kubernetes.md are checked on what a cluster would receive: two replicas, both probes,
// requests and limits, a PodDisruptionBudget and a CPU HorizontalPodAutoscaler per Deployment;
// migrations in a Job per piece and never at pod start; every variable a piece's code reads is
// given to it (or has a safe default, listed below with its reason); each piece's Secret holds
// only its own keys, as docker-compose.yml does (security/compose.test.ts).
const root = path.resolve(__dirname, '..');
const KUBERNETES = path.join(root, 'deploy', 'kubernetes');

type NodePiece = Party;
const NODE_PIECES: NodePiece[] = ['gateway', 'catalog', 'commerce', 'support'];

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

// ---------------------------------------------------------------------------------------------
// What each piece reads: its configuration schema (gateway/src/env.ts, subgraphs/*/src/env.ts, with
// server-kit's shared part), the one every process parses at start-up and docs/configuration.md is
// generated from. Sources read nothing else of the environment (checked below, SOURCE_READS).

const SCHEMAS = Object.fromEntries(PROCESS_ENVS.map((env) => [env.process, env])) as Record<
  NodePiece,
  (typeof PROCESS_ENVS)[number]
>;

/** Given to every Deployment of the piece though the schema has a fallback: its own key, database role, the keys it checks. */
function requiredDynamic(piece: NodePiece): string[] {
  const trusts: Party[] = piece === 'gateway' ? [GRANT_ISSUER] : trustedIssuers(piece);
  return [privateKeyVar(piece), `${piece.toUpperCase()}_DATABASE_URL`, ...trusts.map(publicKeyVar)];
}

/**
 * Read, without a default in the schema, not given, and fine that way (a variable with a default
 * in its schema need not be given: docs/configuration.md names the default).
 */
const OPTIONAL: Record<string, string> = {
  SQL_POOL_MAX: 'the prepared-statement pool follows DB_POOL_MAX unless set',
  SESSION_SECRET_PREVIOUS: 'gateway: only during a rotation of SESSION_SECRET (docs/operations.md)',
  AWS_ACCESS_KEY_ID: 'support with ATTACHMENT_STORE=s3: the other name of S3_ACCESS_KEY_ID',
  AWS_SECRET_ACCESS_KEY: 'support with ATTACHMENT_STORE=s3: the other name of S3_SECRET_ACCESS_KEY',
  S3_SESSION_TOKEN: 'support with ATTACHMENT_STORE=s3 and temporary credentials only',
  DATABASE_URL: "fallback of <PIECE>_DATABASE_URL, which each piece's Secret gives",
  CATALOG_DATABASE_URL:
    "gateway: the catalog's change feed falls back to the gateway's own role; giving it would hand the gateway another role's password",
  COMMERCE_DATABASE_URL: 'gateway: as CATALOG_DATABASE_URL (change feed, rights feed)',
  SUPPORT_DATABASE_URL: 'gateway: as CATALOG_DATABASE_URL',
  SUPERGRAPH_PATH: 'contracts/supergraph.graphql in the image',
  STATIC_ROOT: 'the image root, where mfe-shell/dist and mfe-storefront/dist are',
  COMMUNITY_CHAT_URL: 'no link',
  RELEASE_TEAM_EMAILS: 'gateway: no team addresses, so a stopped canary is e-mailed to the admins alone',
  API_DOCS: 'gateway: `admin` with NODE_ENV=production, which every piece is given',
  MAIL_DIR: 'used only without SMTP_URL (commerce-secrets)',
  MAIL_FROM: "the mailer's default sender",
  ATTACHMENTS_DIR: 'a file store only; Kubernetes keeps attachments in PostgreSQL (ATTACHMENT_STORE=postgres)',
  S3_ENDPOINT: 'only with ATTACHMENT_STORE=s3 (docs/kubernetes.md)',
  S3_BUCKET: 'only with ATTACHMENT_STORE=s3',
  S3_REGION: 'only with ATTACHMENT_STORE=s3',
  S3_ACCESS_KEY_ID: 'only with ATTACHMENT_STORE=s3, then in support-secrets',
  S3_SECRET_ACCESS_KEY: 'only with ATTACHMENT_STORE=s3, then in support-secrets',
};

/** Given though no schema lists it: a given key nobody reads is otherwise a misspelling. */
const GIVEN_UNREAD: Record<string, string> = {};

/** Every variable the piece's schema lists, and those it must be given (no default, not OPTIONAL). */
function readsOf(piece: NodePiece): { names: Set<string>; required: Set<string> } {
  const variables = SCHEMAS[piece].variables();
  const required = new Set([
    ...variables
      .filter((variable) => variable.default === undefined && !(variable.name in OPTIONAL))
      .map((variable) => variable.name),
    ...requiredDynamic(piece),
  ]);
  return { names: new Set(variables.map((variable) => variable.name)), required };
}

/**
 * The only places outside the schemas that read the environment, each with its reason; every other
 * source file reads its settings from the parsed configuration (checked below).
 */
const SOURCE_READS: Record<string, string> = {
  'packages/server-kit/src/env.ts': 'the schemas and their loader',
  'packages/server-kit/src/keys.ts':
    'the key variables at sign/verify time (checked by each schema at start), so tests can rotate keys in one process',
  'packages/server-kit/src/identity.ts': 'the same key variables, to sign and check tokens',
  'packages/server-kit/src/orm.ts': "resolveDatabaseUrl: the migrate commands' <PIECE>_DATABASE_URL / DATABASE_URL",
  'gateway/src/config.ts': "loadConfig's default (process.env) and the key variables identity.ts reads",
  'subgraphs/commerce/src/modules/vault/credential-vault.ts':
    'CREDENTIALS_KEY where credentials are sealed or opened (checked by the schema at start)',
  'subgraphs/commerce/src/modules/api-key/api-key-pepper.ts':
    'API_KEY_PEPPER where API keys are hashed (checked by the schema at start)',
  'subgraphs/commerce/src/modules/payment/payment-config.ts':
    'paymentSettings re-checks NODE_ENV guards for apps built in one process (tests)',
  'packages/server-kit/src/tracing/index.ts':
    "OpenTelemetry's standard OTEL_* variables, read by its SDK (docs/operations.md#traces), before any schema loads",
};

const SOURCE_DIRS = ['gateway/src', 'subgraphs/catalog/src', 'subgraphs/commerce/src', 'subgraphs/support/src'];
const SHARED_SOURCES = ['packages/server-kit/src', 'packages/shared/src'];

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!['test', 'generated', '__tests__'].includes(entry.name)) walk(full);
      } else if (/\.ts$/.test(entry.name) && !/\.(spec|test|d)\.ts$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(path.join(root, dir));
  return files;
}

/** Source files that touch `process.env`. */
function environmentReaders(): string[] {
  return [...SOURCE_DIRS, ...SHARED_SOURCES]
    .flatMap(sourceFiles)
    .filter((file) => /\bprocess\.env\b/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
}

// ---------------------------------------------------------------------------------------------
// Rendering and schema validation.

function kubectl(args: string[]): string {
  try {
    return execFileSync('kubectl', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error('kubectl is not installed: apt-get install -y kubernetes-client (.ci/run does)');
    throw new Error(`kubectl ${args.join(' ')} failed: ${failure.stderr ?? String(error)}`);
  }
}

/** Renders the base, or the production overlay on a copy whose secrets/ a fresh scripts/kubernetes-secrets.mjs run filled. */
function render(which: 'base' | 'production'): K8sObject[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'kubernetes-'));
  try {
    fs.cpSync(KUBERNETES, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}secrets`) });
    const target = which === 'base' ? path.join(copy, 'base') : path.join(copy, 'overlays', 'production');
    if (which === 'production') {
      execFileSync(process.execPath, [path.join(root, 'scripts', 'kubernetes-secrets.mjs')], {
        env: { ...process.env, KUBERNETES_SECRETS_DIR: path.join(target, 'secrets') },
        stdio: 'pipe',
      });
    }
    const objects = parseAllDocuments(kubectl(['kustomize', target]))
      .map((document) => document.toJSON() as K8sObject | null)
      .filter((object): object is K8sObject => object !== null);
    // kustomize folds long base64 values over lines, which the API server's decoder skips; the
    // schema's `byte` format does not, so the line breaks go before validation.
    for (const object of objects) {
      if (object.kind === 'Secret' && object.data) {
        object.data = Object.fromEntries(
          Object.entries(object.data as Record<string, string>).map(([key, value]) => [key, value.replace(/\n/g, '')]),
        );
      }
    }
    return objects;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

type ModelClass = new (data: object) => { validate(): void };
const MODELS: Record<string, Record<string, unknown>> = {
  v1: core,
  'apps/v1': apps,
  'batch/v1': batch,
  'policy/v1': policy,
  'autoscaling/v2': autoscaling,
  'networking.k8s.io/v1': networking,
};

/** Each object through its kubernetes-models class's validate(): the Kubernetes OpenAPI schema. */
function schemaProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const object of objects) {
    const Model = MODELS[object.apiVersion]?.[object.kind] as ModelClass | undefined;
    if (typeof Model !== 'function') {
      problems.push(
        `${object.kind} ${object.metadata.name}: no schema model for ${object.apiVersion} (add it to MODELS)`,
      );
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${object.kind} ${object.metadata.name}: ${String(error)}`);
    }
  }
  return problems;
}

/**
 * Fields the Kubernetes schema does not know (a misspelling such as `replica` or `imagePullPolicyy`,
 * which the schema's validate() lets through: its objects allow additional properties, and the API
 * server would drop the field without a word). Each key is probed: set to a value no schema accepts,
 * the object is validated again; a key whose probe draws no error at its path is one the schema
 * never reads. Known keys are walked into (maps such as labels are known with every key).
 */
function unknownFields(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const probe = Symbol('probe');
  const pointer = (path: (string | number)[]) =>
    path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  for (const object of objects) {
    const Model = MODELS[object.apiVersion]?.[object.kind] as ModelClass | undefined;
    if (typeof Model !== 'function') continue; // schemaProblems reports it
    const errorsAt = (copy: object): string[] => {
      try {
        new Model(copy).validate();
        return [];
      } catch (error) {
        return ((error as { errors?: { instancePath: string }[] }).errors ?? []).map((e) => e.instancePath);
      }
    };
    const walk = (path: (string | number)[], value: unknown): void => {
      if (Array.isArray(value)) value.forEach((item, index) => walk([...path, index], item));
      else if (value && typeof value === 'object')
        for (const key of Object.keys(value)) {
          const copy = structuredClone(object) as unknown as Record<string | number, any>;
          let parent = copy;
          for (const part of path) parent = parent[part];
          parent[key] = probe;
          const at = pointer([...path, key]);
          if (errorsAt(copy).some((found) => found === at || found.startsWith(`${at}/`)))
            walk([...path, key], (value as Record<string, unknown>)[key]);
          else
            problems.push(
              `${object.kind} ${object.metadata.name}: ${at} is no field of ${object.apiVersion} ${object.kind}`,
            );
        }
    };
    walk([], object);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The promises, as a list of problems (empty when kept), so a mutated copy can show each one bites.

const of = <T>(objects: K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as unknown as (T & K8sObject)[];
const pieceOf = (object: K8sObject) => object.metadata.labels?.['app.kubernetes.io/name'] ?? '';
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/** Secret-looking names (compose.test.ts's list): they reach a pod only from its own Secret. */
const SECRET_NAMES =
  /PRIVATE_KEY|SESSION_SECRET|CREDENTIALS_KEY|API_KEY_PEPPER|PASSWORD|DATABASE_URL|STRIPE_SECRET|WEBHOOK_SECRET|SMTP_URL|SECRET_ACCESS_KEY|ACCESS_KEY_ID/;
/** What each piece's Secret may hold: its own keys, nothing of another piece. */
const OWN_SECRET_KEYS: Record<NodePiece, string[]> = {
  gateway: ['GATEWAY_PRIVATE_KEY', 'SESSION_SECRET', 'GATEWAY_DATABASE_URL'],
  catalog: ['CATALOG_PRIVATE_KEY', 'CATALOG_DATABASE_URL'],
  commerce: [
    'COMMERCE_PRIVATE_KEY',
    'CREDENTIALS_KEY',
    'API_KEY_PEPPER',
    'COMMERCE_DATABASE_URL',
    'ADMIN_PASSWORD',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'SMTP_URL',
  ],
  support: ['SUPPORT_PRIVATE_KEY', 'SUPPORT_DATABASE_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
};

interface Environment {
  values: Map<string, { value: string; from: string }>;
  secretsUsed: Set<string>;
  missingSources: string[];
}

/** The variables a container gets: env entries and whole ConfigMaps/Secrets through envFrom. */
function environmentOf(container: IContainer, objects: K8sObject[]): Environment {
  const values = new Map<string, { value: string; from: string }>();
  const secretsUsed = new Set<string>();
  const missingSources: string[] = [];
  const configMaps = new Map(of<IConfigMap>(objects, 'ConfigMap').map((map) => [map.metadata.name, map.data ?? {}]));
  const secrets = new Map(
    of<ISecret>(objects, 'Secret').map((secret) => [
      secret.metadata.name,
      {
        ...Object.fromEntries(
          Object.entries(secret.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]),
        ),
        ...(secret.stringData ?? {}),
      },
    ]),
  );
  for (const source of container.envFrom ?? []) {
    const configName = source.configMapRef?.name;
    const secretName = source.secretRef?.name;
    if (configName) {
      const data = configMaps.get(configName);
      if (!data) missingSources.push(`ConfigMap ${configName}`);
      for (const [key, value] of Object.entries(data ?? {}))
        values.set(key, { value, from: `ConfigMap ${configName}` });
    }
    if (secretName) {
      secretsUsed.add(secretName);
      const data = secrets.get(secretName);
      if (!data) missingSources.push(`Secret ${secretName}`);
      for (const [key, value] of Object.entries(data ?? {})) values.set(key, { value, from: `Secret ${secretName}` });
    }
  }
  for (const variable of container.env ?? []) {
    const secretRef = variable.valueFrom?.secretKeyRef;
    const configRef = variable.valueFrom?.configMapKeyRef;
    if (secretRef) {
      secretsUsed.add(secretRef.name ?? '');
      const value = secrets.get(secretRef.name ?? '')?.[secretRef.key];
      if (value === undefined) missingSources.push(`Secret ${secretRef.name} key ${secretRef.key}`);
      else values.set(variable.name, { value, from: `Secret ${secretRef.name}` });
    } else if (configRef) {
      const value = configMaps.get(configRef.name ?? '')?.[configRef.key];
      if (value === undefined) missingSources.push(`ConfigMap ${configRef.name} key ${configRef.key}`);
      else values.set(variable.name, { value, from: `ConfigMap ${configRef.name}` });
    } else {
      values.set(variable.name, { value: variable.value ?? '', from: 'env' });
    }
  }
  return { values, secretsUsed, missingSources };
}

const secretBase = (name: string) => name.replace(/-[a-z0-9]{10}$/, '');

function securityProblems(label: string, pod: IPodSpec): string[] {
  const problems: string[] = [];
  for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
    const context = container.securityContext ?? {};
    const nonRoot = context.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
    if (nonRoot !== true) problems.push(`${label} container ${container.name}: not runAsNonRoot`);
    if (context.readOnlyRootFilesystem !== true)
      problems.push(`${label} container ${container.name}: root filesystem not read-only`);
    if (context.allowPrivilegeEscalation !== false)
      problems.push(`${label} container ${container.name}: privilege escalation allowed`);
    if (!(context.capabilities?.drop ?? []).includes('ALL'))
      problems.push(`${label} container ${container.name}: capabilities not dropped`);
  }
  return problems;
}

/** Every promise of docs/kubernetes.md on a rendering; `withEnvironment` only where the Secrets are rendered (the overlay). */
function promiseProblems(objects: K8sObject[], withEnvironment: boolean): string[] {
  const problems: string[] = [];
  const deployments = of<IDeployment>(objects, 'Deployment');
  const jobs = of<IJob>(objects, 'Job');
  const pdbs = of<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
  const hpas = of<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler');
  const services = of<IService>(objects, 'Service');

  for (const piece of NODE_PIECES) {
    if (!deployments.some((deployment) => deployment.metadata.name === piece)) problems.push(`no Deployment ${piece}`);
  }
  for (const deployment of deployments) {
    const name = deployment.metadata.name;
    const spec = deployment.spec;
    const pod = spec?.template.spec;
    const podLabels = spec?.template.metadata?.labels;
    if (!spec || !pod) {
      problems.push(`Deployment ${name}: no pod template`);
      continue;
    }
    if (spec.replicas !== 2) problems.push(`Deployment ${name}: ${spec.replicas ?? 'no'} replicas, not 2`);
    for (const container of pod.containers) {
      if (!container.readinessProbe) problems.push(`Deployment ${name} container ${container.name}: no readinessProbe`);
      if (!container.livenessProbe) problems.push(`Deployment ${name} container ${container.name}: no livenessProbe`);
      const resources = container.resources;
      for (const kind of ['requests', 'limits'] as const) {
        for (const resource of ['cpu', 'memory']) {
          if (resources?.[kind]?.[resource] === undefined)
            problems.push(`Deployment ${name} container ${container.name}: no ${resource} ${kind}`);
        }
      }
      if ((container.command ?? []).some((part) => /migrate\.js$/.test(part)))
        problems.push(`Deployment ${name}: runs migrations in its pods`);
    }
    problems.push(...securityProblems(`Deployment ${name}`, pod));
    if (
      !pdbs.some(
        (pdb) =>
          matches(pdb.spec?.selector?.matchLabels, podLabels) &&
          (pdb.spec?.minAvailable !== undefined || pdb.spec?.maxUnavailable !== undefined),
      )
    ) {
      problems.push(`Deployment ${name}: no PodDisruptionBudget selects its pods`);
    }
    const hpa = hpas.find(
      (candidate) =>
        candidate.spec?.scaleTargetRef.kind === 'Deployment' && candidate.spec.scaleTargetRef.name === name,
    );
    if (!hpa) problems.push(`Deployment ${name}: no HorizontalPodAutoscaler targets it`);
    else {
      if (!(hpa.spec?.metrics ?? []).some((metric) => metric.type === 'Resource' && metric.resource?.name === 'cpu'))
        problems.push(`HorizontalPodAutoscaler ${hpa.metadata.name}: not on CPU`);
      if ((hpa.spec?.minReplicas ?? 1) < 2)
        problems.push(`HorizontalPodAutoscaler ${hpa.metadata.name}: may scale below 2 replicas`);
    }
    if (!services.some((service) => matches(service.spec?.selector, podLabels)))
      problems.push(`Deployment ${name}: no Service selects its pods`);
  }

  for (const piece of NODE_PIECES) {
    const job = jobs.find(
      (candidate) =>
        pieceOf(candidate) === piece && candidate.metadata.labels?.['app.kubernetes.io/component'] === 'migration',
    );
    const command =
      job?.spec?.template.spec?.containers.flatMap((container) => container.command ?? []).join(' ') ?? '';
    const script = piece === 'gateway' ? 'gateway/dist/migrate.js' : `subgraphs/${piece}/dist/migrate.js`;
    if (!job) problems.push(`no migration Job for ${piece}`);
    else {
      if (!command.includes(script)) problems.push(`Job ${job.metadata.name}: does not run ${script}`);
      if (job.spec?.template.spec)
        problems.push(...securityProblems(`Job ${job.metadata.name}`, job.spec.template.spec));
    }
  }

  const ingresses = of<IIngress>(objects, 'Ingress');
  const backendOf = (wanted: string) =>
    ingresses
      .flatMap((ingress) => ingress.spec?.rules ?? [])
      .flatMap((rule) => rule.http?.paths ?? [])
      .find((entry) => entry.path === wanted)?.backend.service?.name;
  for (const [route, service] of [
    ['/', 'gateway'],
    ['/api', 'gateway'],
    ['/graphql', 'gateway'],
    ['/api/delivery', 'gateway'],
  ]) {
    if (backendOf(route) !== service) problems.push(`Ingress: ${route} does not go to ${service}`);
  }

  if (!withEnvironment) return problems;

  const workloads = [
    ...deployments.map((deployment) => ({
      label: `Deployment ${deployment.metadata.name}`,
      piece: pieceOf(deployment),
      pod: deployment.spec?.template.spec,
    })),
    ...jobs.map((job) => ({ label: `Job ${job.metadata.name}`, piece: pieceOf(job), pod: job.spec?.template.spec })),
  ];
  for (const { label, piece, pod } of workloads) {
    for (const container of pod?.containers ?? []) {
      const environment = environmentOf(container, objects);
      for (const missing of environment.missingSources)
        problems.push(`${label}: refers to ${missing}, which is not rendered`);
      // deploy/kubernetes/rollout.sh applies the Jobs with what carries component=config only.
      if (label.startsWith('Job')) {
        const sources = (container.envFrom ?? []).map((source) => source.configMapRef?.name ?? source.secretRef?.name);
        for (const name of sources) {
          const source = objects.find(
            (object) => (object.kind === 'ConfigMap' || object.kind === 'Secret') && object.metadata.name === name,
          );
          if (source && source.metadata.labels?.['app.kubernetes.io/component'] !== 'config')
            problems.push(
              `${label}: ${source.kind} ${name} is not labelled component=config, so rollout.sh would not apply it before the Job`,
            );
        }
      }
      for (const secret of environment.secretsUsed) {
        if (secretBase(secret) !== `${piece}-secrets`)
          problems.push(`${label}: uses Secret ${secret}, not its own ${piece}-secrets`);
      }
      for (const [name, { from }] of environment.values) {
        if (SECRET_NAMES.test(name) && !from.startsWith('Secret'))
          problems.push(`${label}: ${name} comes from ${from}, not a Secret`);
      }
      if (piece === 'mfe') {
        if (environment.values.size > 0 || environment.secretsUsed.size > 0)
          problems.push(`${label}: static files need no variables or secrets`);
        continue;
      }
      if (!NODE_PIECES.includes(piece as NodePiece)) {
        problems.push(`${label}: belongs to no known piece ('${piece}')`);
        continue;
      }
      if (label.startsWith('Deployment') && environment.values.get('MIGRATE_ON_START')?.value !== 'false')
        problems.push(`${label}: MIGRATE_ON_START is not false`);
      const reads = readsOf(piece as NodePiece);
      // What the pod is given must pass the piece's schema as the process parses it at start.
      if (withEnvironment && label.startsWith('Deployment')) {
        try {
          SCHEMAS[piece as NodePiece].load(
            Object.fromEntries([...environment.values].map(([name, { value }]) => [name, value])),
          );
        } catch (error) {
          problems.push(`${label}: ${String((error as Error).message)}`);
        }
      }
      for (const name of reads.required) {
        if (!environment.values.has(name)) problems.push(`${label}: reads ${name}, which is not provided`);
      }
      for (const name of environment.values.keys()) {
        if (!reads.names.has(name) && !(name in GIVEN_UNREAD) && !name.endsWith('_PUBLIC_KEY'))
          problems.push(`${label}: is given ${name}, which it never reads`);
      }
    }
  }

  for (const map of of<IConfigMap>(objects, 'ConfigMap')) {
    for (const key of Object.keys(map.data ?? {}))
      if (SECRET_NAMES.test(key))
        problems.push(`ConfigMap ${map.metadata.name}: holds ${key}, which belongs in a Secret`);
  }
  for (const secret of of<ISecret>(objects, 'Secret')) {
    const owner = NODE_PIECES.find((piece) => secretBase(secret.metadata.name) === `${piece}-secrets`);
    const keys = [...Object.keys(secret.data ?? {}), ...Object.keys(secret.stringData ?? {})];
    if (!owner) {
      problems.push(`Secret ${secret.metadata.name}: belongs to no piece`);
      continue;
    }
    for (const key of keys)
      if (!OWN_SECRET_KEYS[owner].includes(key))
        problems.push(`Secret ${secret.metadata.name}: holds ${key}, not a key of ${owner}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Egress (issue 30 item 5): where each piece may connect out.

interface Peer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string; except?: string[] };
}
interface EgressRule {
  to?: Peer[];
  ports?: Array<{ protocol?: string; port?: number | string }>;
}
interface Policy extends K8sObject {
  spec: {
    podSelector: {
      matchLabels?: Record<string, string>;
      matchExpressions?: Array<{ key: string; operator: string; values?: string[] }>;
    };
    policyTypes?: string[];
    egress?: EgressRule[];
  };
}

const METADATA = '169.254.169.254';
const PIECES_WITH_PODS = [...NODE_PIECES, 'mfe'];

function selects(selector: Policy['spec']['podSelector'], labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every((expression) =>
    expression.operator === 'In' ? (expression.values ?? []).includes(labels[expression.key]) : false,
  );
  return byLabels && byExpressions;
}

function inCidr(address: string, cidr: string): boolean {
  const [network, prefix] = cidr.split('/');
  if (net.isIP(network) !== 4) return false;
  const list = new net.BlockList();
  list.addSubnet(network, Number(prefix ?? 32), 'ipv4');
  return list.check(address, 'ipv4');
}

/** An ipBlock's reach of `address`: its range holds it and no `except` takes it out. */
const reaches = (block: NonNullable<Peer['ipBlock']>, address: string) =>
  inCidr(address, block.cidr) && !(block.except ?? []).some((except) => inCidr(address, except));

/** The egress rules that apply to a piece's pods (an Egress policy selecting them with no rule denies). */
function egressOf(objects: K8sObject[], piece: string): { rules: EgressRule[]; isolated: boolean } {
  const labels = { 'app.kubernetes.io/name': piece };
  const policies = of<Policy>(objects, 'NetworkPolicy').filter(
    (policy) => (policy.spec.policyTypes ?? []).includes('Egress') && selects(policy.spec.podSelector, labels),
  );
  return { rules: policies.flatMap((policy) => policy.spec.egress ?? []), isolated: policies.length > 0 };
}

const portsOf = (rule: EgressRule) => (rule.ports ?? []).map((port) => String(port.port));

function egressProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const denyAll = of<Policy>(objects, 'NetworkPolicy').some(
    (policy) =>
      Object.keys(policy.spec.podSelector).length === 0 &&
      (policy.spec.policyTypes ?? []).includes('Egress') &&
      !(policy.spec.egress ?? []).length,
  );
  if (!denyAll) problems.push('no NetworkPolicy denies egress by default');
  for (const piece of PIECES_WITH_PODS) {
    const { rules, isolated } = egressOf(objects, piece);
    if (!isolated) problems.push(`${piece}: egress not restricted`);
    for (const rule of rules) {
      if (!rule.to?.length) problems.push(`${piece}: an egress rule to every destination`);
      if (!rule.ports?.length) problems.push(`${piece}: an egress rule on every port`);
      for (const peer of rule.to ?? []) {
        if (!peer.ipBlock) continue;
        if (reaches(peer.ipBlock, METADATA)) problems.push(`${piece}: reaches the metadata address ${METADATA}`);
        const publicAddresses = reaches(peer.ipBlock, '8.8.8.8');
        if (publicAddresses && !['commerce', 'support'].includes(piece))
          problems.push(`${piece}: reaches public addresses (only commerce for Stripe, support for S3)`);
        if (publicAddresses && portsOf(rule).some((port) => port !== '443'))
          problems.push(`${piece}: reaches public addresses on ${portsOf(rule).join(',')}, not HTTPS alone`);
        if (reaches(peer.ipBlock, '10.1.2.3') && portsOf(rule).includes('443'))
          problems.push(`${piece}: HTTPS to private addresses`);
      }
    }
    const ipRules = rules.filter((rule) => rule.to?.some((peer) => peer.ipBlock));
    const database = ipRules.some((rule) => portsOf(rule).includes('5432'));
    if (NODE_PIECES.includes(piece as NodePiece) && !database) problems.push(`${piece}: cannot reach PostgreSQL`);
    if (piece === 'mfe' && rules.length) problems.push('mfe: may connect out');
    const smtp = ipRules.some((rule) => portsOf(rule).includes('587'));
    if (smtp !== (piece === 'commerce')) problems.push(`${piece}: SMTP ${smtp ? 'allowed' : 'not allowed'}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

type Mutable = K8sObject & { spec: { replicas?: number; template: { spec: IPodSpec } } } & {
  data?: Record<string, string>;
};
const copyOf = (objects: K8sObject[]) => JSON.parse(JSON.stringify(objects)) as Mutable[];
const find = (objects: Mutable[], kind: string, name: string) => {
  const found = objects.find(
    (object) => object.kind === kind && (object.metadata.name === name || secretBase(object.metadata.name) === name),
  );
  if (!found) throw new Error(`no ${kind} ${name} in the rendering`);
  return found;
};

describe('Kubernetes manifests (deploy/kubernetes)', () => {
  let base: K8sObject[];
  let production: K8sObject[];

  beforeAll(() => {
    base = render('base');
    production = render('production');
  });

  it('renders the base and the production overlay, and every object passes the Kubernetes schema', () => {
    const problems = [...schemaProblems(base), ...schemaProblems(production)];
    figure(
      'kubernetes: objects rendered and validated against the schema (base + production)',
      `${base.length} + ${production.length}`,
    );
    figure('kubernetes: objects failing the schema', problems.length);
    expect(production.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
    // The validator is live: a wrong type is refused.
    const broken = copyOf(production);
    (find(broken, 'Deployment', 'gateway').spec as unknown as { replicas: string }).replicas = 'two';
    expect(schemaProblems(broken).join('\n')).toMatch(/Deployment gateway: .*replicas/);
  });

  it('is strict: no object has a field the Kubernetes schema does not know', () => {
    const problems = [...unknownFields(base), ...unknownFields(production)];
    figure('kubernetes: fields unknown to the schema (base + production)', problems.length);
    expect(problems).toEqual([]);
  });

  it('is strict: a misspelt field fails (the control)', () => {
    const broken = copyOf(production);
    // The schema's own validate() lets both through: it allows additional properties.
    const gateway = find(broken, 'Deployment', 'gateway') as unknown as { spec: Record<string, any> };
    gateway.spec.replica = 3;
    gateway.spec.template.spec.containers[0].imagePullPolicyy = 'Always';
    expect(schemaProblems(broken)).toEqual([]);
    expect(unknownFields(broken)).toEqual([
      'Deployment gateway: /spec/template/spec/containers/0/imagePullPolicyy is no field of apps/v1 Deployment',
      'Deployment gateway: /spec/replica is no field of apps/v1 Deployment',
    ]);
  });

  it('keeps every promise: replicas, probes, resources, PDB, HPA, non-root, migration Jobs, ingress routes', () => {
    const problems = [...promiseProblems(base, false), ...promiseProblems(production, true)];
    figure(
      'kubernetes: broken promises (replicas, probes, resources, PDB, HPA, migrations, variables, secrets)',
      problems.length,
    );
    expect(problems).toEqual([]);
    expect(
      of<IDeployment>(production, 'Deployment')
        .map((deployment) => deployment.metadata.name)
        .sort(),
    ).toEqual(['catalog', 'commerce', 'gateway', 'support']);
  });

  it("reads each piece's variables from its schema, and the sources read no others", () => {
    for (const piece of NODE_PIECES) {
      const reads = readsOf(piece);
      expect([...reads.required]).toEqual(expect.arrayContaining(requiredDynamic(piece)));
      for (const name of reads.required) expect([piece, name, reads.names.has(name)]).toEqual([piece, name, true]);
    }
    expect([...readsOf('gateway').names]).toEqual(
      expect.arrayContaining(['SESSION_SECRET', 'TRUST_PROXY', 'RATE_LIMIT_SIGNUP', 'COMMUNITY_CHAT_URL']),
    );
    expect([...readsOf('commerce').required]).toEqual(
      expect.arrayContaining(['CREDENTIALS_KEY', 'PAYMENT_PROVIDER', 'SMTP_URL', 'PUBLIC_URL']),
    );
    expect([...readsOf('catalog').names]).not.toContain('CREDENTIALS_KEY');
    // Nothing slips past the schemas: a new process.env read elsewhere must go into one.
    const readers = environmentReaders();
    figure(
      'kubernetes: source files reading process.env besides the schemas (each listed with its reason)',
      readers.length - 1,
    );
    for (const file of readers) expect([file, file in SOURCE_READS]).toEqual([file, true]);
    for (const name of Object.keys(OPTIONAL))
      expect([name, NODE_PIECES.some((piece) => readsOf(piece).names.has(name))]).toEqual([name, true]);
  });

  it("gives CREDENTIALS_KEY to commerce only, and each piece only its own Secret's keys", () => {
    const holders = of<IDeployment>(production, 'Deployment')
      .filter((deployment) =>
        (deployment.spec?.template.spec?.containers ?? []).some((container) =>
          environmentOf(container, production).values.has('CREDENTIALS_KEY'),
        ),
      )
      .map((deployment) => deployment.metadata.name);
    figure('kubernetes: Deployments given CREDENTIALS_KEY', holders.join(', '));
    expect(holders).toEqual(['commerce']);
    const secrets = of<ISecret>(production, 'Secret')
      .map((secret) => secretBase(secret.metadata.name))
      .sort();
    expect(secrets).toEqual(['catalog-secrets', 'commerce-secrets', 'gateway-secrets', 'support-secrets']);
  });

  it('writes each piece its own database role and keeps an existing set (scripts/kubernetes-secrets.mjs)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kubernetes-secrets-'));
    const run = (...args: string[]) =>
      execFileSync(process.execPath, [path.join(root, 'scripts', 'kubernetes-secrets.mjs'), ...args], {
        env: { ...process.env, KUBERNETES_SECRETS_DIR: dir },
        stdio: 'pipe',
      });
    const read = (name: string) =>
      Object.fromEntries(
        fs
          .readFileSync(path.join(dir, name), 'utf8')
          .split('\n')
          .filter((line) => line.includes('='))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
    try {
      run('--database=postgres://db.internal.example:6543/shop?sslmode=verify-full');
      const roles = read('database-roles.env');
      for (const piece of NODE_PIECES) {
        expect(fs.statSync(path.join(dir, `${piece}.env`)).mode & 0o777).toBe(0o600);
        const own = read(`${piece}.env`);
        expect(Object.keys(own).every((key) => OWN_SECRET_KEYS[piece].includes(key))).toBe(true);
        const url = new URL(own[`${piece.toUpperCase()}_DATABASE_URL`]);
        expect([url.username, url.host, url.pathname, url.search]).toEqual([
          `shop_${piece}`,
          'db.internal.example:6543',
          '/shop',
          '?sslmode=verify-full',
        ]);
        expect(decodeURIComponent(url.password)).toBe(roles[`${piece.toUpperCase()}_DB_PASSWORD`]);
      }
      expect(read('commerce.env').ADMIN_PASSWORD.length).toBeGreaterThanOrEqual(20);
      const before = fs.readFileSync(path.join(dir, 'commerce.env'), 'utf8');
      expect(() => run()).toThrow();
      expect(fs.readFileSync(path.join(dir, 'commerce.env'), 'utf8')).toBe(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('limits egress: PostgreSQL, SMTP, Stripe and S3 only, never the metadata address', () => {
    const problems = [...egressProblems(base), ...egressProblems(production)];
    figure(
      'kubernetes: egress problems (default deny, metadata address, public reach, SMTP, database)',
      problems.length,
    );
    expect(problems).toEqual([]);
    // The check bites: an open rule, the metadata address or public reach from the gateway.
    const mutated = JSON.parse(JSON.stringify(production)) as Policy[];
    const database = mutated.find((object) => object.metadata.name === 'egress-dns-and-database')!;
    database.spec.egress!.push({ to: [{ ipBlock: { cidr: '169.254.0.0/16' } }], ports: [{ port: 80 }] });
    database.spec.egress!.push({});
    expect(egressProblems(mutated as unknown as K8sObject[])).toEqual(
      expect.arrayContaining([
        `gateway: reaches the metadata address ${METADATA}`,
        'gateway: an egress rule to every destination',
        'catalog: an egress rule on every port',
      ]),
    );
    const open = (JSON.parse(JSON.stringify(production)) as Policy[]).filter(
      (object) => object.metadata.name !== 'default-deny-egress',
    );
    expect(egressProblems(open as unknown as K8sObject[])).toContain('no NetworkPolicy denies egress by default');
  });

  it("TRUST_PROXY names the ingress controller's own range only, as docs/kubernetes.md says", () => {
    const docs = fs.readFileSync(path.join(root, 'docs', 'kubernetes.md'), 'utf8');
    for (const objects of [base, production]) {
      const config = of<IConfigMap>(objects, 'ConfigMap').find((map) => map.metadata.name.startsWith('gateway-config'));
      const value = config?.data?.TRUST_PROXY ?? '';
      const entries = value.split(',').map((entry) => entry.trim());
      figure('kubernetes: TRUST_PROXY of the gateway', value);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        // Not a name for every private address (uniquelocal), not the pod network's /8 or /16.
        expect(entry).toMatch(/^\d+\.\d+\.\d+\.\d+\/(\d+)$/);
        expect(Number(entry.split('/')[1])).toBeGreaterThanOrEqual(20);
        expect(docs).toContain(`TRUST_PROXY=${entry}`);
      }
    }
    // Only the controller's pods reach the gateway: namespace and pod labels in one peer.
    const fromIngress = of<Policy & { spec: { ingress: Array<{ from: Peer[] }> } }>(production, 'NetworkPolicy').find(
      (policy) => policy.metadata.name === 'gateway-from-ingress',
    )!;
    expect(fromIngress.spec.ingress.flatMap((rule) => rule.from)).toEqual([
      {
        namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
        podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
      },
    ]);
  });

  describe('fails when a promise is broken (assertions run on a mutated copy)', () => {
    const broken = (mutate: (objects: Mutable[]) => void) => {
      const objects = copyOf(production);
      mutate(objects);
      return promiseProblems(objects, true).join('\n');
    };

    it('a Deployment loses its readiness probe', () => {
      expect(
        broken(
          (objects) => delete find(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].readinessProbe,
        ),
      ).toContain('Deployment gateway container gateway: no readinessProbe');
    });

    it('a Deployment loses its liveness probe or its limits', () => {
      const text = broken((objects) => {
        const container = find(objects, 'Deployment', 'support').spec.template.spec.containers[0];
        delete container.livenessProbe;
        delete container.resources?.limits;
      });
      expect(text).toContain('Deployment support container support: no livenessProbe');
      expect(text).toContain('Deployment support container support: no memory limits');
    });

    it('a Deployment runs one replica, or loses its PDB or HPA', () => {
      const text = broken((objects) => {
        find(objects, 'Deployment', 'catalog').spec.replicas = 1;
        objects.splice(objects.indexOf(find(objects, 'PodDisruptionBudget', 'commerce')), 1);
        objects.splice(objects.indexOf(find(objects, 'HorizontalPodAutoscaler', 'support')), 1);
      });
      expect(text).toContain('Deployment catalog: 1 replicas, not 2');
      expect(text).toContain('Deployment commerce: no PodDisruptionBudget selects its pods');
      expect(text).toContain('Deployment support: no HorizontalPodAutoscaler targets it');
    });

    it('a variable a piece reads goes missing', () => {
      const text = broken((objects) => {
        delete find(objects, 'Secret', 'gateway-secrets').data?.SESSION_SECRET;
        delete find(objects, 'ConfigMap', 'commerce-config').data?.PAYMENT_PROVIDER;
      });
      expect(text).toContain('Deployment gateway: reads SESSION_SECRET, which is not provided');
      expect(text).toContain('Deployment commerce: reads PAYMENT_PROVIDER, which is not provided');
    });

    it("a value the piece's schema refuses is given", () => {
      const text = broken((objects) => {
        const config = find(objects, 'ConfigMap', 'gateway-config');
        config.data = { ...config.data, RATE_LIMITS: 'maybe', SESSION_IDLE_TIMEOUT: 'soon' };
      });
      expect(text).toContain("RATE_LIMITS must be one of on, off (got 'maybe')");
      expect(text).toContain("SESSION_IDLE_TIMEOUT must be a duration such as 30s, 10m, 1h or 7d (got 'soon')");
    });

    it('pods would migrate at start, or a migration Job is gone', () => {
      const text = broken((objects) => {
        find(objects, 'ConfigMap', 'support-config').data = {
          ...find(objects, 'ConfigMap', 'support-config').data,
          MIGRATE_ON_START: 'true',
        };
        objects.splice(objects.indexOf(find(objects, 'Job', 'catalog-migrate')), 1);
      });
      expect(text).toContain('Deployment support: MIGRATE_ON_START is not false');
      expect(text).toContain('no migration Job for catalog');
      expect(
        broken(
          (objects) =>
            delete find(objects, 'Secret', 'commerce-secrets').metadata.labels?.['app.kubernetes.io/component'],
        ),
      ).toMatch(/Job commerce-migrate: Secret commerce-secrets-\w+ is not labelled component=config/);
    });

    it("a piece's Secret holds another's key, or a piece uses another's Secret", () => {
      const text = broken((objects) => {
        const catalog = find(objects, 'Secret', 'catalog-secrets');
        catalog.data = {
          ...catalog.data,
          CREDENTIALS_KEY: find(objects, 'Secret', 'commerce-secrets').data?.CREDENTIALS_KEY ?? '',
        };
        const gateway = find(objects, 'Deployment', 'gateway').spec.template.spec.containers[0];
        gateway.envFrom = [
          ...(gateway.envFrom ?? []),
          { secretRef: { name: find(objects, 'Secret', 'commerce-secrets').metadata.name } },
        ];
      });
      expect(text).toMatch(/Secret catalog-secrets-\w+: holds CREDENTIALS_KEY, not a key of catalog/);
      expect(text).toMatch(/Deployment gateway: uses Secret commerce-secrets-\w+, not its own gateway-secrets/);
    });

    it('a secret is put in a ConfigMap, or a given key is misspelt', () => {
      const text = broken((objects) => {
        const config = find(objects, 'ConfigMap', 'gateway-config');
        config.data = { ...config.data, SESSION_SECRET: 'x'.repeat(32), RESPONSE_CACH: 'off' };
        find(objects, 'Deployment', 'catalog').spec.template.spec.containers[0].env = [
          { name: 'CATALOG_PRIVATE_KEY', value: 'inline' },
        ];
      });
      expect(text).toContain('Deployment catalog: CATALOG_PRIVATE_KEY comes from env, not a Secret');
      expect(text).toMatch(/ConfigMap gateway-config-\w+: holds SESSION_SECRET, which belongs in a Secret/);
      expect(text).toContain('Deployment gateway: is given RESPONSE_CACH, which it never reads');
    });

    it('a container runs as root with a writable root filesystem', () => {
      const text = broken((objects) => {
        const deployment = find(objects, 'Deployment', 'gateway');
        deployment.spec.template.spec.securityContext = {};
        deployment.spec.template.spec.containers[0].securityContext = {};
      });
      expect(text).toContain('Deployment gateway container gateway: not runAsNonRoot');
      expect(text).toContain('Deployment gateway container gateway: root filesystem not read-only');
    });
  });
});
