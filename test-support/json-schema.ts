/**
 * A small JSON Schema (2020-12 subset) validator for the schemas zod-to-openapi generates: type
 * (also lists, for nullable), properties, required, additionalProperties, items, enum, const,
 * anyOf / oneOf / allOf, pattern, minimum / maximum and local `$ref`s into the document. Unknown
 * keywords (description, format, example...) are annotations and are ignored. It returns every
 * problem with its JSON path, so a failing test says which field drifted.
 */
type Schema = Record<string, unknown> | boolean;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function resolve(root: unknown, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`only local $ref are supported: ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  return node as Schema;
}

export function validate(root: unknown, schema: Schema, value: unknown, at = '$'): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${at}: no value is allowed here`];
  const problems: string[] = [];
  if (typeof schema.$ref === 'string') problems.push(...validate(root, resolve(root, schema.$ref), value, at));
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((type) => matchesType(value, type)))
      return [...problems, `${at}: expected ${types.join(' or ')}, got ${typeOf(value)}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => option === value))
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if ('const' in schema && schema.const !== value)
    problems.push(`${at}: expected ${JSON.stringify(schema.const)}, got ${JSON.stringify(value)}`);
  if (typeof value === 'string' && typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
    problems.push(`${at}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) problems.push(`${at}: below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) problems.push(`${at}: above ${schema.maximum}`);
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[]) {
      if (!(name in object)) problems.push(`${at}.${name}: required but missing`);
    }
    for (const [name, child] of Object.entries(object)) {
      if (name in properties) problems.push(...validate(root, properties[name], child, `${at}.${name}`));
      else if (schema.additionalProperties !== undefined)
        problems.push(...validate(root, schema.additionalProperties as Schema, child, `${at}.${name}`));
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    value.forEach((item, index) => problems.push(...validate(root, schema.items as Schema, item, `${at}[${index}]`)));
  }
  for (const part of (schema.allOf ?? []) as Schema[]) problems.push(...validate(root, part, value, at));
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = schema[keyword] as Schema[] | undefined;
    if (!options) continue;
    const passing = options.filter((option) => validate(root, option, value, at).length === 0).length;
    if (keyword === 'anyOf' ? passing === 0 : passing !== 1)
      problems.push(`${at}: matches ${passing} of the ${keyword} options`);
  }
  return problems;
}
