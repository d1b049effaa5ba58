import fs from 'node:fs';
import { BEGIN, CONFIGURATION_MD, END, PROCESS_ENVS, renderConfiguration } from '../lib/configuration-docs';
import { startEnvVariables } from '../lib/start-env.cjs';

// docs/configuration.md's tables are generated from the configuration schemas (`npm run docs:config`):
// the committed file must be exactly what the schemas render, so a variable added, renamed, or given
// another default or description in a schema without regenerating the file fails here.
describe('docs/configuration.md', () => {
  const committed = fs.readFileSync(CONFIGURATION_MD, 'utf8');

  it('holds the tables the schemas render (run `npm run docs:config` after changing a schema)', () => {
    expect(renderConfiguration(committed)).toBe(committed);
  });

  it('lists every variable of every process schema with its default', () => {
    const generated = committed.slice(committed.indexOf(BEGIN), committed.indexOf(END));
    for (const env of PROCESS_ENVS) {
      for (const variable of env.variables()) {
        expect([env.process, variable.name, generated.includes(`| \`${variable.name}\``)]).toEqual([
          env.process,
          variable.name,
          true,
        ]);
      }
    }
    const start = generated.slice(generated.indexOf('### `npm start`'));
    for (const variable of startEnvVariables() as { name: string }[])
      expect([variable.name, start.includes(`| \`${variable.name}\``)]).toEqual([variable.name, true]);
    expect(generated).toMatch(/\| `SESSION_IDLE_TIMEOUT` +\| duration +\| `12h` +\|/);
  });

  it('notices a schema change the file does not have', () => {
    // A default changed in the schema and not regenerated: the committed text differs from the render.
    const stale = committed.replace(/(\| `RATE_LIMIT_SIGNUP` +\| count\/duration +\| )`50\/1h`/, '$1`40/1h`');
    expect(stale).not.toBe(committed);
    expect(renderConfiguration(stale)).not.toBe(stale);
  });
});
