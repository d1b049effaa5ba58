import fs from 'node:fs';
import path from 'node:path';

// The share scope hands every `import { x } from 'react-router-dom'` (and the two Apollo entries)
// the module in packages/mfe-build/shared/, also inside the libraries themselves (@apollo/client/react imports
// NetworkStatus from '@apollo/client'). A name a facade lacks is not a build error there: the
// import would be undefined at run time. This test reads every such import and fails first.

const ROOT = path.join(__dirname, '..', '..', '..');
const SHARED = path.join(__dirname, '..', 'shared');
const FACADES: Record<string, string> = {
  'react-router-dom': 'react-router-dom.mjs',
  '@apollo/client': 'apollo-client.mjs',
  '@apollo/client/react': 'apollo-client-react.mjs',
};
const APP_SOURCES = [
  'mfe-shell/src',
  'mfe-storefront/src',
  'mfe-account/src',
  'mfe-admin/src',
  'packages/ui/src',
  'packages/shared/src',
];
// Library code that imports the shared names (their own packages are consumed from the scope too).
const LIBRARY_SOURCES = [
  'node_modules/@apollo/client/react',
  'node_modules/@apollo/client/link',
  'node_modules/@apollo/client/cache',
  'node_modules/@apollo/client/utilities',
];

function files(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const source =
      entry.isFile() && /\.(tsx?|m?js)$/.test(entry.name) && !/\.(spec|test)\.|\.d\.ts$|\/(__cjs|testing)\//.test(file);
    return source ? [file] : [];
  });
}

/** Value names imported or re-exported from `specifier` (type-only imports need nothing at run time). */
function importedNames(source: string, specifier: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const quoted = specifier.replace(/[/.]/g, '\\$&');
  const pattern = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  return [...code.matchAll(pattern)].flatMap((match) =>
    match[1]
      ? []
      : match[2]
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]),
  );
}

function namespaceImports(source: string, specifier: string): boolean {
  return new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s*['"]${specifier.replace(/[/.]/g, '\\$&')}['"]`).test(
    source,
  );
}

describe.each(Object.entries(FACADES))('the shared %s', (specifier, facade) => {
  const exported = new Set(
    importedNames(
      fs.readFileSync(path.join(SHARED, facade), 'utf8'),
      facade === 'apollo-client.mjs'
        ? '@apollo/client/core'
        : facade === 'apollo-client-react.mjs'
          ? '@shop/unshared/apollo-client-react'
          : 'react-router',
    ),
  );
  const sources = [...APP_SOURCES, ...LIBRARY_SOURCES]
    .flatMap(files)
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

  it('re-exports something', () => {
    expect(exported.size).toBeGreaterThan(3);
  });

  it(`exports every name the apps and the libraries import from it (${facade})`, () => {
    const missing = sources.flatMap(({ file, text }) =>
      importedNames(text, specifier)
        .filter((name) => !exported.has(name))
        .map((name) => `${name} (${path.relative(ROOT, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('is never imported as a namespace (the names used could not be checked)', () => {
    expect(
      sources.filter(({ text }) => namespaceImports(text, specifier)).map(({ file }) => path.relative(ROOT, file)),
    ).toEqual([]);
  });
});
