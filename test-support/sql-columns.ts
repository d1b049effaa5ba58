import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { openOrm, type OrmOptions } from '@shop/server-kit';
import { Client } from 'pg';
import ts from 'typescript';
import { testDatabaseUrl } from './db';

/**
 * The column check's machinery, shared by the subgraphs' `sql-columns.test.ts`: hand-written SQL
 * prepared on a migrated database, the columns it writes compared with the MikroORM entities, and a
 * scan of the sources for SQL that is not among the checked statements.
 */

export type Statements = Record<string, string>;

export function prefixed(prefix: string, statements: Record<string, string>): Statements {
  return Object.fromEntries(Object.entries(statements).map(([name, text]) => [`${prefix}.${name}`, text]));
}

/** Representative instances of statement builders (a variable number of rows): each built for `rows` rows. */
export function built(prefix: string, builders: Record<string, (rows: number) => string>, rows = 2): Statements {
  return Object.fromEntries(
    Object.entries(builders).map(([name, build]) => [`${prefix}.${name}(${rows})`, build(rows)]),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A table named as `"schema"."table"` or `schema.table` (not inside a quoted string such as
 * `'schema.setting'`, and not a function called as `"schema"."fn"(`).
 */
const relation = (schema: string) => `(?<![\\w'."])"?${escaped(schema)}"?\\."?(\\w+)"?(?![\\w"(])`;

/** Tables (and sequences) a statement names, schema-qualified as all our SQL is. */
export function namedRelations(schema: string, text: string): string[] {
  return [...text.matchAll(new RegExp(relation(schema), 'g'))].map((match) => match[1]);
}

/** The columns each INSERT (its column list) and UPDATE (its SET list) of a statement writes, per table. */
export function writtenColumns(schema: string, text: string): Array<{ table: string; columns: string[] }> {
  const written: Array<{ table: string; columns: string[] }> = [];
  for (const match of text.matchAll(new RegExp(`insert into ${relation(schema)}\\s*\\(([^)]*)\\)`, 'gi'))) {
    written.push({ table: match[1], columns: match[2].split(',').map((column) => column.trim().replace(/"/g, '')) });
  }
  for (const match of text.matchAll(
    new RegExp(`update ${relation(schema)}(?:\\s+\\w+)?\\s+set\\s+(.*?)\\s+(?:from|where|returning)\\s`, 'gis'),
  )) {
    written.push({ table: match[1], columns: [...match[2].matchAll(/(?:^|,)\s*"?(\w+)"?\s*=/g)].map((set) => set[1]) });
  }
  return written;
}

/** The entity's columns by table name, from MikroORM's metadata. */
export function entityColumns(orm: MikroORM): Map<string, string[]> {
  const byTable = new Map<string, string[]>();
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    if (!meta.tableName || meta.embeddable || meta.virtual) continue;
    const columns = meta.props
      .filter((prop) => prop.persist !== false && prop.fieldNames?.length)
      .flatMap((prop) => prop.fieldNames);
    byTable.set(meta.tableName, [...new Set(columns)].sort());
  }
  return byTable;
}

export async function databaseColumns(client: Client, schema: string, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    'select column_name from information_schema.columns where table_schema = $1 and table_name = $2 order by column_name',
    [schema, table],
  );
  return rows.map((row) => row.column_name);
}

export async function sequenceNames(client: Client, schema: string): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(
    'select sequence_name as name from information_schema.sequences where sequence_schema = $1',
    [schema],
  );
  return new Set(rows.map((row) => row.name));
}

/** `?` placeholders (statements run with `em.execute` or knex) numbered as PostgreSQL's `$1`, `$2`, ... */
export function numbered(text: string): string {
  let count = 0;
  return text.replace(/\?/g, () => `$${++count}`);
}

/** PostgreSQL plans the statement on the real tables (it checks every table and column it names). */
export async function prepares(client: Client, text: string): Promise<void> {
  await client.query(`prepare column_check as ${numbered(text)}`);
  await client.query('deallocate column_check');
}

/** The statements PostgreSQL refuses to prepare, with its error. */
export async function refusedStatements(client: Client, statements: Statements): Promise<string[]> {
  const refused: string[] = [];
  for (const [name, text] of Object.entries(statements)) {
    await prepares(client, text).catch((error: Error) => refused.push(`${name}: ${error.message}`));
  }
  return refused;
}

/** Columns the statements write that the entity of their table does not have. */
export function unknownWrittenColumns(
  schema: string,
  statements: Statements,
  entities: Map<string, string[]>,
): string[] {
  return Object.entries(statements).flatMap(([name, text]) =>
    writtenColumns(schema, text).flatMap(({ table, columns }) =>
      columns.filter((column) => !entities.get(table)?.includes(column)).map((column) => `${name}: ${table}.${column}`),
    ),
  );
}

/** A string or template literal of the sources that looks like SQL. */
export interface SqlLiteral {
  file: string;
  line: number;
  /** The literal's text, `${...}` for what it interpolates (the schema constant written out). */
  text: string;
  /** Matches the text a checked statement holds when it contains this literal (interpolations: anything). */
  pattern: RegExp;
}

const STATEMENT_START =
  /^\s*(?:select\s[\s\S]*\bfrom\b|select\s+\w+\s*\(|insert\s+into\s|update\s+\S+\s+(?:\w+\s+)?set\s|delete\s+from\s|with\s+\w+\s+as\s*\()/i;
/** DDL an entity declares for its migrations (index expressions): not a statement the code runs. */
const DDL = /^\s*(?:create|alter|drop)\s/i;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : tsFiles(path);
    // Sources only: no declarations, no unit tests beside the code.
    return /(?<!\.d|\.spec|\.test)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every SQL-looking string or template literal of `srcDir/**\/*.ts` (not migrations, not `*.spec.ts`): one that starts
 * like a statement (select ... from, insert into, update ... set, delete from, with x as) or names a
 * table of `schema` (`"schema".`, or `"${SCHEMA}".` with the schema constant).
 */
export function sqlLiterals(srcDir: string, schema: string, root: string): SqlLiteral[] {
  const found: SqlLiteral[] = [];
  const names = new RegExp(`"?${escaped(schema)}"?\\.["\\w]`);
  for (const file of tsFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      let parts: string[] | undefined;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) parts = [node.text];
      else if (ts.isTemplateExpression(node)) {
        // `${SCHEMA}` is written out; any other interpolation stands for anything.
        parts = [node.head.text];
        for (const span of node.templateSpans) {
          if (span.expression.getText(source) === 'SCHEMA') parts[parts.length - 1] += schema + span.literal.text;
          else parts.push(span.literal.text);
        }
      }
      if (parts) {
        const text = parts.join('${...}');
        if (!DDL.test(text) && (STATEMENT_START.test(text) || names.test(text))) {
          found.push({
            file: relative(root, file),
            line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
            text,
            pattern: new RegExp(parts.map(escaped).join('[\\s\\S]*?')),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The literals no checked statement contains, as `file:line: text`. */
export function uncheckedLiterals(literals: SqlLiteral[], statements: Statements): string[] {
  const texts = Object.values(statements);
  return literals
    .filter((literal) => !texts.some((text) => literal.pattern.test(text)))
    .map((literal) => `${literal.file}:${literal.line}: ${literal.text.replace(/\s+/g, ' ').slice(0, 160)}`);
}

export interface ColumnCheck {
  /** The subgraph, as in its database name and its `src/` (`subgraphs/<name>/src`). */
  subgraph: string;
  schema: string;
  ormOptions: (databaseUrl: string) => OrmOptions;
  /** The statements; a function for those built from the ORM's metadata (called once the ORM is open). */
  statements: Statements | ((orm: MikroORM<PostgreSqlDriver>) => Statements);
  /** The tables the statements name, and those they write: a table added or gone changes these on purpose. */
  tables: string[];
  writtenTables: string[];
  /** Tables SQL alone reaches (no entity): only PREPARE checks their columns. */
  withoutEntity?: string[];
  /** How many SQL-looking literals the scan must at least find in `src/` (it cannot pass by finding none). */
  minLiterals: number;
}

/**
 * The column check of one subgraph: every statement prepares on the migrated tables, every table
 * they name has exactly its entity's columns, every column an INSERT or UPDATE writes is an entity
 * column, and no SQL-looking literal of `src/` is outside the statements. Answers the ORM and a
 * client on the migrated database for the subgraph's own tests.
 */
export function describeColumnCheck(check: ColumnCheck): {
  orm: () => MikroORM<PostgreSqlDriver>;
  client: () => Client;
} {
  const { schema } = check;
  let orm: MikroORM<PostgreSqlDriver>;
  let client: Client;
  let statements: Statements;

  beforeAll(async () => {
    const databaseUrl = testDatabaseUrl(`${check.subgraph}_sql_columns`);
    orm = await openOrm(check.ormOptions(databaseUrl));
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
    statements = typeof check.statements === 'function' ? check.statements(orm) : check.statements;
  });

  afterAll(async () => {
    await client?.end();
    await orm?.close(true);
  });

  describe(`${check.subgraph}'s hand-written SQL against the entities and the migrated database`, () => {
    it('prepares every statement on the migrated tables', async () => {
      expect(await refusedStatements(client, statements)).toEqual([]);
    });

    it('names only tables whose entity has exactly the columns of the table, and writes only entity columns', async () => {
      const entities = entityColumns(orm);
      const sequences = await sequenceNames(client, schema);
      const tables = new Set(
        Object.values(statements)
          .flatMap((text) => namedRelations(schema, text))
          .filter((name) => !sequences.has(name)),
      );
      expect([...tables].sort()).toEqual(check.tables);
      for (const table of tables) {
        const columns = await databaseColumns(client, schema, table);
        if (check.withoutEntity?.includes(table)) {
          expect({ table, entity: entities.get(table) }).toEqual({ table, entity: undefined });
          entities.set(table, columns);
        } else {
          expect({ table, columns: entities.get(table) }).toEqual({ table, columns });
        }
      }
      expect(unknownWrittenColumns(schema, statements, entities)).toEqual([]);
      // The parser of the written columns saw the INSERTs and UPDATEs of every table the SQL writes.
      const written = Object.values(statements)
        .flatMap((text) => writtenColumns(schema, text))
        .map(({ table }) => table);
      expect([...new Set(written)].sort()).toEqual(check.writtenTables);
    });
  });

  describe(`${check.subgraph}'s sources hold no SQL outside the checked statements`, () => {
    const root = join(__dirname, '../subgraphs', check.subgraph);

    it('finds every SQL-looking literal of src/ among the checked statements', () => {
      const literals = sqlLiterals(join(root, 'src'), schema, root);
      // The scan sees the subgraph's SQL (it cannot pass by finding nothing) ...
      expect(literals.length).toBeGreaterThanOrEqual(check.minLiterals);
      // ... and each literal is (a part of) a statement the checks above prepare.
      expect(uncheckedLiterals(literals, statements)).toEqual([]);
    });

    it('names a statement written inline in a service', () => {
      // A service of its own with one statement outside the constants: the scan names its file and line.
      const dir = mkdtempSync(join(tmpdir(), 'inline-sql-'));
      mkdirSync(join(dir, 'modules'));
      writeFileSync(
        join(dir, 'modules/inline.service.ts'),
        [
          "import { SCHEMA } from '../mikro-orm.config';",
          'export const nickname = (em: { execute(sql: string, values: unknown[]): unknown }, id: number) =>',
          '  em.execute(`select nickname from "${SCHEMA}"."owner" where id = ?`, [id]);',
          '',
        ].join('\n'),
      );
      try {
        expect(uncheckedLiterals(sqlLiterals(dir, schema, dir), statements)).toEqual([
          `modules/inline.service.ts:3: select nickname from "${schema}"."owner" where id = ?`,
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  return { orm: () => orm, client: () => client };
}
