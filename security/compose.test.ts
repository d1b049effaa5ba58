import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { figure } from './figure';

// Battery (issue 22 item 12, issue 30 item 5): docker-compose.yml as a safe starting point. Docker
// does not run here, so the file is read: the mail catcher (its page shows every delivered
// credential) only in the `development` profile and bound to 127.0.0.1; the production set (no
// profile) runs every container as a non-root user, read-only, with every capability dropped, from
// images pinned by exact tag; no container mounts the repository root (where one `.env` would hold
// every secret); each service reads only its own secrets file, written by
// scripts/compose-secrets.mjs, and connects to PostgreSQL with its own role
// (security/database-roles.test.ts runs the shop on them).
const root = path.resolve(__dirname, '..');
interface ComposeService {
  image?: string;
  profiles?: string[];
  user?: string;
  read_only?: boolean;
  cap_drop?: string[];
  cap_add?: string[];
  privileged?: boolean;
  tmpfs?: string[] | string;
  ports?: string[];
  volumes?: string[];
  env_file?: string[] | string;
  environment?: Record<string, unknown>;
}
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
/** What `docker compose up` starts: every service outside a profile. */
const production = Object.entries(compose.services).filter(([, service]) => !service.profiles?.length);
const NODE_SERVICES = ['catalog', 'commerce', 'support', 'gateway'];
const SECRET_NAMES =
  /PRIVATE_KEY|SESSION_SECRET|CREDENTIALS_KEY|API_KEY_PEPPER|PASSWORD|DATABASE_URL|STRIPE_SECRET|WEBHOOK_SECRET/;

const envFiles = (service: string) => {
  const files = compose.services[service].env_file ?? [];
  return (Array.isArray(files) ? files : [files]).map((file) => path.normalize(file));
};

function readEnv(file: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('docker-compose.yml', () => {
  it("binds the mail catcher's web page to 127.0.0.1 only", () => {
    const ports = compose.services.mailcatcher.ports ?? [];
    const local = ports.filter((port) => String(port).startsWith('127.0.0.1:'));
    figure('compose: mail catcher ports bound to 127.0.0.1', `${local.length} of ${ports.length}`);
    expect(ports.length).toBeGreaterThan(0);
    expect(local).toEqual(ports);
  });

  it('has the mail catcher only in the development profile: the production set has no mail page', () => {
    expect(compose.services.mailcatcher.profiles).toEqual(['development']);
    const mailPages = production.filter(
      ([name, service]) =>
        /mail(pit|hog|catcher)|smtp4dev|maildev/i.test(`${name} ${service.image ?? ''}`) ||
        (service.ports ?? []).some((port) => /:8025$|^8025/.test(String(port))),
    );
    figure('compose: mail pages in the production set', mailPages.length);
    expect(mailPages).toEqual([]);
    // Nothing in the production set sends mail to the catcher.
    for (const [, service] of production) expect(JSON.stringify(service.environment ?? {})).not.toMatch(/mailcatcher/);
  });

  it('runs every production container as a non-root user, read-only, with every capability dropped', () => {
    const offenders: string[] = [];
    for (const [name, service] of production) {
      const user = String(service.user ?? '');
      if (!user || /^(root|0)(:|$)/.test(user)) offenders.push(`${name}: user ${user || 'unset (root)'}`);
      if (service.read_only !== true) offenders.push(`${name}: root file system writable`);
      if (!(service.cap_drop ?? []).includes('ALL')) offenders.push(`${name}: capabilities not dropped`);
      if (service.cap_add?.length || service.privileged) offenders.push(`${name}: capabilities added`);
      const tmpfs = service.tmpfs === undefined ? [] : [service.tmpfs].flat();
      if (!tmpfs.some((mount) => String(mount).startsWith('/tmp'))) offenders.push(`${name}: no tmpfs for /tmp`);
    }
    figure(
      'compose: production containers not hardened (non-root, read_only, cap_drop ALL, tmpfs)',
      `${offenders.length} problems in ${production.length} services`,
    );
    expect(production.map(([name]) => name).sort()).toEqual(
      ['catalog', 'commerce', 'gateway', 'mfe', 'postgres', 'support'].sort(),
    );
    expect(offenders).toEqual([]);
  });

  it('pins every image by its exact tag (or digest), the Dockerfile too', () => {
    // major.minor.patch; PostgreSQL numbers its releases major.minor (18.1), which is exact for it.
    const exact = /(@sha256:[0-9a-f]{64}$)|(:v?\d+\.\d+\.\d+(-[a-z0-9.-]+)?$)|(^postgres:\d+\.\d+(-[a-z0-9.-]+)?$)/;
    const images = Object.entries(compose.services).map(([name, service]) => [name, service.image ?? ''] as const);
    const dockerfile = fs.readFileSync(path.join(root, 'deploy', 'Dockerfile'), 'utf8');
    const bases = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => ['Dockerfile', match[1]] as const);
    const loose = [...images, ...bases].filter(([, image]) => !exact.test(image));
    figure(
      'compose and Dockerfile: images not pinned by exact tag',
      `${loose.length} of ${images.length + bases.length}`,
    );
    expect(loose).toEqual([]);
  });

  it('mounts no repository root and no shared secrets file into any container', () => {
    const offenders: string[] = [];
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = String(volume).split(':')[0];
        if (/^\.\/?$/.test(source) || source === '..' || /(^|\/)\.env$/.test(source) || /deploy\/secrets/.test(source))
          offenders.push(`${name}: ${volume}`);
      }
      for (const file of envFiles(name))
        if (path.basename(file) === '.env' || path.dirname(file) === '.') offenders.push(`${name}: env_file ${file}`);
      // Secrets never come inline (from the shell or a root `.env` through ${...}).
      for (const [key, value] of Object.entries(service.environment ?? {}))
        if (SECRET_NAMES.test(key)) offenders.push(`${name}: environment ${key}=${String(value).slice(0, 30)}`);
    }
    figure('compose: repository-root mounts, shared secret files and inline secrets', offenders.length);
    expect(offenders).toEqual([]);
  });

  it('gives each service its own secrets file and its own database role', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-secrets-'));
    try {
      execFileSync(process.execPath, [path.join(root, 'scripts', 'compose-secrets.mjs')], {
        env: { ...process.env, COMPOSE_SECRETS_DIR: dir },
        stdio: 'pipe',
      });
      const own: Record<string, Record<string, string>> = {};
      for (const service of [...NODE_SERVICES, 'postgres']) {
        const files = envFiles(service);
        const secretFiles = files.filter((file) => path.basename(file) !== 'public.env');
        // One secrets file, named after the service; public.env holds public keys only.
        expect(secretFiles).toEqual([path.normalize(`deploy/secrets/${service}.env`)]);
        const file = path.join(dir, `${service}.env`);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        own[service] = readEnv(file);
      }
      expect(Object.keys(readEnv(path.join(dir, 'public.env'))).every((key) => key.endsWith('_PUBLIC_KEY'))).toBe(true);
      let foreign = 0;
      for (const service of NODE_SERVICES) {
        const upper = service.toUpperCase();
        const names = Object.keys(own[service]);
        // Its own private key and database URL; no other party's key, no other role.
        expect(names).toEqual(expect.arrayContaining([`${upper}_PRIVATE_KEY`, `${upper}_DATABASE_URL`]));
        foreign += names.filter((name) => name.endsWith('_PRIVATE_KEY') && name !== `${upper}_PRIVATE_KEY`).length;
        const url = new URL(own[service][`${upper}_DATABASE_URL`]);
        expect(url.username).toBe(`shop_${service}`);
        expect(decodeURIComponent(url.password)).toBe(own.postgres[`${upper}_DB_PASSWORD`]);
        for (const other of NODE_SERVICES.filter((name) => name !== service)) {
          expect(Object.values(own[service]).join('\n')).not.toContain(
            own.postgres[`${other.toUpperCase()}_DB_PASSWORD`],
          );
        }
      }
      expect(Object.keys(own.commerce)).toContain('CREDENTIALS_KEY');
      expect(Object.keys(own.gateway)).toContain('SESSION_SECRET');
      expect([...Object.keys(own.catalog), ...Object.keys(own.support), ...Object.keys(own.gateway)]).not.toContain(
        'CREDENTIALS_KEY',
      );
      figure("compose: secrets of another service in a service's file", foreign);
      expect(foreign).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the role script on a new database volume', () => {
    const volumes = (compose.services.postgres.volumes ?? []).map(String);
    expect(volumes).toEqual(
      expect.arrayContaining([
        './deploy/postgres/10-roles.sh:/docker-entrypoint-initdb.d/10-roles.sh:ro',
        './deploy/postgres/init-roles.sql:/etc/shop/init-roles.sql:ro',
      ]),
    );
    expect(fs.readFileSync(path.join(root, 'deploy/postgres/10-roles.sh'), 'utf8')).toContain(
      '-f /etc/shop/init-roles.sql',
    );
    expect(fs.statSync(path.join(root, 'deploy/postgres/10-roles.sh')).mode & 0o111).not.toBe(0);
  });
});
