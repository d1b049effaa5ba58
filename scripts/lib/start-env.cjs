// The configuration schema of `npm start` / `npm run dev` (scripts/start.mjs): the variables the
// start script itself reads, in zod as every process's schema is (packages/server-kit/src/env.ts,
// whose zod this uses), parsed once with every problem reported together. docs/configuration.md's
// "npm start" table is generated from it (`npm run docs:config`).
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const { z } = require(require.resolve('zod', { paths: [path.join(root, 'packages', 'server-kit')] }));

/** A variable: `parse` turns its text into the value or throws "must be ..."; `doc` is its documentation. */
function variable(type, spec, parse) {
  const text = z.string().transform((value, context) => {
    try {
      return parse(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });
  const schema = spec.default !== undefined ? text.prefault(spec.default) : text.optional();
  return schema.describe(spec.description).meta({
    description: spec.description,
    envType: type,
    envDefault: spec.default,
    envRequired: false,
    envSecret: false,
  });
}

const port = (spec) =>
  variable('integer', spec, (value) => {
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || number < 1 || number > 65535)
      throw new Error(`must be a port number, 1 to 65535 (got '${value}')`);
    return number;
  });
const text = (spec) => variable('text', spec, (value) => value);
const oneOf = (values, spec) =>
  variable(values.join(' | '), spec, (value) => {
    const word = value.trim().toLowerCase();
    if (!values.includes(word)) throw new Error(`must be one of ${values.join(', ')} (got '${value}')`);
    return word;
  });

const startEnv = {
  PORT: port({ default: '8080', description: "the gateway's port and the shop's address (`http://localhost:<PORT>`)" }),
  CATALOG_PORT: port({ default: '4001', description: "the catalog's port" }),
  COMMERCE_PORT: port({ default: '4002', description: "commerce's port" }),
  SUPPORT_PORT: port({ default: '4003', description: "support's port" }),
  DATA_DIR: text({
    default: '.data',
    description:
      'embedded database, generated secrets (`secrets.json`, mode 0600), mail, the generated admin password; passed on to the processes',
  }),
  DATABASE_URL: text({
    description: 'one PostgreSQL for every piece; unset: an embedded PostgreSQL under `DATA_DIR/postgres`',
  }),
  PG_PORT: port({ default: '15432', description: "the embedded PostgreSQL's port" }),
  PUBLIC_URL: text({ description: 'passed on to commerce and the gateway; unset: `http://localhost:<PORT>`' }),
  PAYMENT_PROVIDER: oneOf(['stripe', 'test'], {
    default: 'test',
    description:
      'passed on to commerce: `npm start` takes deposits without payment unless told otherwise (commerce prints a banner)',
  }),
  BUILD_MFES_ON_START: oneOf(['true', 'false'], {
    default: 'true',
    description:
      'rebuild a microfrontend whose sources changed since its build (`dist/.build-stamp`); `false` serves what is built ([development.md](development.md))',
  }),
  METRICS_PORT_BASE: port({
    description:
      "each process's Prometheus `/metrics` listener (`METRICS_PORT`): gateway base, catalog base+1, commerce base+2, support base+3, on `METRICS_HOST` (127.0.0.1); unset: none ([operations.md](operations.md#metrics-and-alerts))",
  }),
  MFE_DEV_PORT_BASE: port({
    default: '3000',
    description: "`npm run dev`: the microfrontends' dev-server ports (base to base+3)",
  }),
};

/** The start script's settings, or an Error listing every bad variable. */
function loadStartEnv(env = process.env) {
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const result = z.object(startEnv).safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(
    `npm start cannot start: ${problems.length} configuration problem${problems.length === 1 ? '' : 's'} ` +
      `(see docs/configuration.md):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
}

/** Its documentation, as packages/server-kit/src/env.ts's describeEnv gives a process's. */
function startEnvVariables() {
  return Object.entries(startEnv).map(([name, schema]) => {
    const meta = schema.meta();
    return {
      name,
      type: meta.envType,
      default: meta.envDefault,
      description: meta.description,
      required: false,
      secret: false,
    };
  });
}

module.exports = { loadStartEnv, startEnv, startEnvVariables };
