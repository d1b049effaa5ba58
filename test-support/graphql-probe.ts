import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { buildCatalogSchema } from '../subgraphs/catalog/src/schema';
import { buildCommerceSchema } from '../subgraphs/commerce/src/schema';
import { buildSupportSchema } from '../subgraphs/support/src/schema';
import type { ApiClient } from './stack';

/**
 * Probes of the GraphQL API as a caller without rights would send them: every declared admin
 * operation, called with minimal valid arguments. Used by gateway/test/admin-access.test.ts and
 * the security battery.
 */

/** The gateway's public schema as committed (`npm run contracts`), without asking the server. */
export function apiSchema(): GraphQLSchema {
  return buildSchema(fs.readFileSync(path.resolve(__dirname, '..', 'contracts', 'schema.graphql'), 'utf8'));
}

/** A minimal value of an input type that passes GraphQL coercion (required fields only). */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleValue(field.type);
    }
    return value;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'ID':
        return '1';
      case 'DateTimeISO':
        return new Date().toISOString();
      default:
        return 'x';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

export type AnyField = GraphQLField<unknown, unknown>;

/**
 * One operation calling `field` (or, for an admin-only type field, a root query returning its
 * type and then `nested`) with every required argument as a variable.
 */
export function operationFor(kind: 'query' | 'mutation', field: AnyField, nested?: AnyField) {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const call = (target: AnyField, prefix: string) => {
    const required = target.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
    for (const arg of required) {
      variables[`${prefix}${arg.name}`] = sampleValue(arg.type);
      declarations.push(`$${prefix}${arg.name}: ${String(arg.type)}`);
    }
    const args = required.map((arg) => `${arg.name}: $${prefix}${arg.name}`).join(', ');
    return `${target.name}${args ? `(${args})` : ''}`;
  };
  const selectionOf = (target: AnyField) => {
    const named = getNamedType(target.type);
    return isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  };
  const inner = nested ? ` { __typename ${call(nested, 'n_')}${selectionOf(nested)} }` : selectionOf(field);
  const outer = call(field, 'r_');
  const query = `${kind} AdminProbe${declarations.length ? `(${declarations.join(', ')})` : ''} { ${outer}${inner} }`;
  return { query, variables };
}

type AdminField = { kind: 'query' | 'mutation'; name: string } | { kind: 'type'; typeName: string; name: string };

/**
 * Every `@Authorized('ADMIN')` root field of the three subgraphs, read from type-graphql's
 * metadata after building each schema (so fields added by anyone are picked up).
 */
export async function declaredAdminFields(): Promise<{ root: AdminField[]; declared: number }> {
  await Promise.all([buildCatalogSchema(), buildCommerceSchema(), buildSupportSchema()]);
  const storage = getMetadataStorage();
  const admin = storage.authorizedFields.filter((field) => field.roles.includes('ADMIN'));
  const root: AdminField[] = [];
  for (const field of admin) {
    const query = storage.queries.find((q) => q.target === field.target && q.methodName === field.fieldName);
    const mutation = storage.mutations.find((m) => m.target === field.target && m.methodName === field.fieldName);
    const found = query ?? mutation;
    if (found) {
      root.push({ kind: query ? 'query' : 'mutation', name: found.schemaName });
      continue;
    }
    // An admin-only field of an object type, declared on the type or by a field resolver.
    const resolver = storage.fieldResolvers.find((f) => f.target === field.target && f.methodName === field.fieldName);
    const typeClass = resolver ? resolver.getObjectType?.() : field.target;
    const typeName = storage.objectTypes.find((type) => type.target === typeClass)?.name;
    if (typeName) root.push({ kind: 'type', typeName, name: resolver?.schemaName ?? field.fieldName });
  }
  return { root, declared: admin.length };
}

/**
 * Calls every declared admin operation as `client` and lists those that were not refused with
 * FORBIDDEN; `tested` must equal `declared`.
 */
export async function probeAdminOperations(
  client: ApiClient,
  schema: GraphQLSchema,
): Promise<{ failures: string[]; tested: number; declared: number }> {
  const { root, declared } = await declaredAdminFields();
  let tested = 0;
  const failures: string[] = [];
  for (const entry of root) {
    const { kind, name } = entry;
    let operation: ReturnType<typeof operationFor> | undefined;
    if (kind === 'type') {
      // Reached through any root query that returns the type (demo data answers product 1 etc.).
      const typeField = (
        schema.getType(entry.typeName) as { getFields?: () => Record<string, AnyField> } | undefined
      )?.getFields?.()[name];
      const via = Object.values(schema.getQueryType()!.getFields()).find(
        (q) => getNamedType(q.type).name === entry.typeName,
      );
      if (typeField && via) operation = operationFor('query', via, typeField);
    } else {
      const parent = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      const field = parent?.getFields()[name];
      if (field) operation = operationFor(kind, field);
    }
    if (!operation) {
      failures.push(`${kind} ${name}: not reachable in the gateway schema`);
      continue;
    }
    const { query, variables } = operation;
    const answer = await client.post('/graphql', { query, variables });
    const code = (answer.body as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code;
    if (code !== 'FORBIDDEN')
      failures.push(`${kind} ${name}: ${code ?? 'no error'} ${JSON.stringify(answer.body).slice(0, 200)}`);
    tested += 1;
  }
  return { failures, tested, declared };
}
