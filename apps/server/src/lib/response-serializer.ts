import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  ResponseSerializationError,
  serializerCompiler as encodingCompiler,
} from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

type Def = { type: string } & Record<string, unknown>;

/**
 * Kinds of schema that encode exactly as they parse: no codec, transform, default or catch among them.
 * Anything else (or a kind zod adds later) keeps zod's encode.
 */
const sameBothWays = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'date',
  'any',
  'unknown',
  'template_literal',
  'object',
  'array',
  'optional',
  'nullable',
  'readonly',
  'union',
  'intersection',
  'record',
  'tuple',
]);

const schemasIn = (def: Def): unknown[] => [
  ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
  ...((def.options as unknown[] | undefined) ?? []),
  ...((def.items as unknown[] | undefined) ?? []),
  def.catchall,
  def.element,
  def.innerType,
  def.left,
  def.right,
  def.keyType,
  def.valueType,
  def.rest,
];

/** Whether parsing the schema gives what encoding it gives, for every value. */
function encodesAsItParses(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!sameBothWays.has(def.type)) return false;
  return schemasIn(def).every(
    (inner) => inner === undefined || (inner instanceof $ZodType && encodesAsItParses(inner, seen)),
  );
}

/**
 * The type provider's serializer, with zod's encode replaced by its parse where the two agree: an
 * encode runs a second, uncompiled pass (5 µs for `{ maintenance: false }`, 14 times its parse), paid by
 * every answer. Validation and the stripping of undeclared fields stay as they were.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route as { schema: unknown; method: string; url: string };
  if (!(schema instanceof $ZodType) || !encodesAsItParses(schema)) return encodingCompiler(route as never);
  return (data) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
