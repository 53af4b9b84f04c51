import type { TextLanguage } from '@dappx/shared';
import { z } from 'zod';

// Validation messages: the field's name and what it expects, never a regular expression's source, in
// the request's language. English keeps the wording clients have always had; Spanish and Portuguese
// are built from the same parts (`Words`), each language complete by its type.

export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/** A schema's own text in the answer's language (the table of server texts; it notes a missing one). */
export type Say = (text: string) => string;

type Side = 'at most' | 'at least';
/** How a bound reads: exact, inclusive (at most / at least) or exclusive (fewer/more, below/above). */
type Bound = { side: Side; exact: boolean; exclusive: boolean; limit: string; unit?: Unit };
type Unit = 'characters' | 'items' | 'bytes';

type Words = {
  /** The subject of a sentence about a field: `amount` / `El campo amount`. */
  field: (name: string) => string;
  locations: Record<'body' | 'querystring' | 'params' | 'headers', string>;
  request: string;
  requestInvalid: string;
  typeNames: Record<string, string>;
  otherType: (type: string) => string;
  formats: Record<string, string>;
  otherFormat: (format: string) => string;
  required: (type: string) => string;
  mustBe: (what: string) => string;
  mustBeNot: (what: string, received: string) => string;
  oneOf: (values: string[]) => string;
  or: string;
  bound: (bound: Bound) => string;
  notEmpty: string;
  startsWith: (prefix: string) => string;
  endsWith: (suffix: string) => string;
  includes: (part: string) => string;
  regex: string;
  multipleOf: (divisor: string) => string;
  unknownKeyUnnamed: string;
  unknownKeys: (keys: string[]) => string;
  noUnionForm: string;
  invalidKey: string;
  invalidElement: string;
  invalid: string;
};

const en: Words = {
  field: (name) => name,
  locations: {
    body: 'The request body',
    querystring: 'The query string',
    params: 'The URL path',
    headers: 'The request headers',
  },
  request: 'The request',
  requestInvalid: 'The request is not valid.',
  typeNames: {
    string: 'a string',
    number: 'a number',
    int: 'an integer',
    bigint: 'an integer',
    boolean: 'true or false',
    object: 'a JSON object',
    array: 'an array',
    null: 'null',
    date: 'a date',
  },
  otherType: (type) => `a ${type}`,
  formats: {
    email: 'an email address',
    url: 'a URL',
    uuid: 'a UUID',
    guid: 'a GUID',
    datetime: 'an ISO 8601 date and time (such as 2024-01-31T12:00:00Z)',
    date: 'an ISO 8601 date (YYYY-MM-DD)',
    time: 'an ISO 8601 time (HH:MM:SS)',
    duration: 'an ISO 8601 duration',
    ipv4: 'an IPv4 address',
    ipv6: 'an IPv6 address',
    base64: 'base64 text',
    base64url: 'base64url text',
    jwt: 'a JWT',
  },
  otherFormat: (format) => `a valid ${format}`,
  required: (type) => `is required: send ${type}`,
  mustBe: (what) => `must be ${what}`,
  mustBeNot: (what, received) => `must be ${what}, not ${received}`,
  oneOf: (values) => `must be one of ${values.join(', ')}`,
  or: ' or ',
  bound: ({ side, exact, exclusive, limit, unit }) => {
    if (unit) {
      const how = exact ? 'exactly' : exclusive ? (side === 'at most' ? 'fewer than' : 'more than') : side;
      return `must have ${how} ${limit} ${unit}`;
    }
    const how = exact ? 'exactly' : exclusive ? (side === 'at most' ? 'below' : 'above') : side;
    return `must be ${how} ${limit}`;
  },
  notEmpty: 'must not be empty',
  startsWith: (prefix) => `must start with ${prefix}`,
  endsWith: (suffix) => `must end with ${suffix}`,
  includes: (part) => `must contain ${part}`,
  regex: 'is not in the expected format (see the API documentation at /docs)',
  multipleOf: (divisor) => `must be a multiple of ${divisor}`,
  unknownKeyUnnamed: 'has a field that is not accepted (its name is not repeated here); remove it',
  unknownKeys: (keys) =>
    `has ${keys.length > 1 ? 'fields' : 'a field'} it does not accept: ${keys.join(', ')}; remove ${keys.length > 1 ? 'them' : 'it'}`,
  noUnionForm: 'does not match any accepted form (see the API documentation at /docs)',
  invalidKey: 'has a key that is not accepted',
  invalidElement: 'has an element that is not accepted',
  invalid: 'is not valid (see the API documentation at /docs)',
};

const esUnits: Record<Unit, string> = { characters: 'caracteres', items: 'elementos', bytes: 'bytes' };
const es: Words = {
  field: (name) => `El campo ${name}`,
  locations: {
    body: 'El cuerpo de la solicitud',
    querystring: 'La cadena de consulta',
    params: 'La ruta de la URL',
    headers: 'La cabecera de la solicitud',
  },
  request: 'La solicitud',
  requestInvalid: 'La solicitud no es válida.',
  typeNames: {
    string: 'un texto',
    number: 'un número',
    int: 'un número entero',
    bigint: 'un número entero',
    boolean: 'true o false',
    object: 'un objeto JSON',
    array: 'un array',
    null: 'null',
    date: 'una fecha',
  },
  otherType: (type) => `un valor de tipo ${type}`,
  formats: {
    email: 'una dirección de correo electrónico',
    url: 'una URL',
    uuid: 'un UUID',
    guid: 'un GUID',
    datetime: 'una fecha y hora ISO 8601 (como 2024-01-31T12:00:00Z)',
    date: 'una fecha ISO 8601 (AAAA-MM-DD)',
    time: 'una hora ISO 8601 (HH:MM:SS)',
    duration: 'una duración ISO 8601',
    ipv4: 'una dirección IPv4',
    ipv6: 'una dirección IPv6',
    base64: 'texto en base64',
    base64url: 'texto en base64url',
    jwt: 'un JWT',
  },
  otherFormat: (format) => `un ${format} válido`,
  required: (type) => `es obligatorio: envía ${type}`,
  mustBe: (what) => `debe ser ${what}`,
  mustBeNot: (what, received) => `debe ser ${what}, no ${received}`,
  oneOf: (values) => `debe ser uno de estos valores: ${values.join(', ')}`,
  or: ' o ',
  bound: ({ side, exact, exclusive, limit, unit }) => {
    if (unit) {
      const how = exact
        ? 'exactamente'
        : exclusive
          ? side === 'at most'
            ? 'menos de'
            : 'más de'
          : side === 'at most'
            ? 'como máximo'
            : 'como mínimo';
      return `debe tener ${how} ${limit} ${esUnits[unit]}`;
    }
    if (exact) return `debe ser exactamente ${limit}`;
    if (exclusive) return `debe ser ${side === 'at most' ? 'menor' : 'mayor'} que ${limit}`;
    return `no puede ser ${side === 'at most' ? 'mayor' : 'menor'} que ${limit}`;
  },
  notEmpty: 'no puede estar vacío',
  startsWith: (prefix) => `debe empezar por ${prefix}`,
  endsWith: (suffix) => `debe terminar en ${suffix}`,
  includes: (part) => `debe contener ${part}`,
  regex: 'no tiene el formato esperado (consulta la documentación de la API en /docs)',
  multipleOf: (divisor) => `debe ser múltiplo de ${divisor}`,
  unknownKeyUnnamed: 'tiene un campo que no se acepta (su nombre no se repite aquí); quítalo',
  unknownKeys: (keys) =>
    keys.length > 1
      ? `tiene campos que no acepta: ${keys.join(', ')}; quítalos`
      : `tiene un campo que no acepta: ${keys.join(', ')}; quítalo`,
  noUnionForm: 'no coincide con ninguna forma aceptada (consulta la documentación de la API en /docs)',
  invalidKey: 'tiene una clave que no se acepta',
  invalidElement: 'tiene un elemento que no se acepta',
  invalid: 'no es válido (consulta la documentación de la API en /docs)',
};

const ptUnits: Record<Unit, string> = { characters: 'caracteres', items: 'itens', bytes: 'bytes' };
const pt: Words = {
  field: (name) => `O campo ${name}`,
  locations: {
    body: 'O corpo da solicitação',
    querystring: 'A query string',
    params: 'O caminho da URL',
    headers: 'O cabeçalho da solicitação',
  },
  request: 'A solicitação',
  requestInvalid: 'A solicitação não é válida.',
  typeNames: {
    string: 'um texto',
    number: 'um número',
    int: 'um número inteiro',
    bigint: 'um número inteiro',
    boolean: 'true ou false',
    object: 'um objeto JSON',
    array: 'um array',
    null: 'null',
    date: 'uma data',
  },
  otherType: (type) => `um valor do tipo ${type}`,
  formats: {
    email: 'um endereço de e-mail',
    url: 'uma URL',
    uuid: 'um UUID',
    guid: 'um GUID',
    datetime: 'uma data e hora ISO 8601 (como 2024-01-31T12:00:00Z)',
    date: 'uma data ISO 8601 (AAAA-MM-DD)',
    time: 'um horário ISO 8601 (HH:MM:SS)',
    duration: 'uma duração ISO 8601',
    ipv4: 'um endereço IPv4',
    ipv6: 'um endereço IPv6',
    base64: 'texto em base64',
    base64url: 'texto em base64url',
    jwt: 'um JWT',
  },
  otherFormat: (format) => `um ${format} válido`,
  required: (type) => `é obrigatório: envie ${type}`,
  mustBe: (what) => `deve ser ${what}`,
  mustBeNot: (what, received) => `deve ser ${what}, não ${received}`,
  oneOf: (values) => `deve ser um destes valores: ${values.join(', ')}`,
  or: ' ou ',
  bound: ({ side, exact, exclusive, limit, unit }) => {
    if (unit) {
      const how = exact
        ? 'exatamente'
        : exclusive
          ? side === 'at most'
            ? 'menos de'
            : 'mais de'
          : side === 'at most'
            ? 'no máximo'
            : 'no mínimo';
      return `deve ter ${how} ${limit} ${ptUnits[unit]}`;
    }
    if (exact) return `deve ser exatamente ${limit}`;
    if (exclusive) return `deve ser ${side === 'at most' ? 'menor' : 'maior'} que ${limit}`;
    return `não pode ser ${side === 'at most' ? 'maior' : 'menor'} que ${limit}`;
  },
  notEmpty: 'não pode estar vazio',
  startsWith: (prefix) => `deve começar com ${prefix}`,
  endsWith: (suffix) => `deve terminar com ${suffix}`,
  includes: (part) => `deve conter ${part}`,
  regex: 'não está no formato esperado (veja a documentação da API em /docs)',
  multipleOf: (divisor) => `deve ser múltiplo de ${divisor}`,
  unknownKeyUnnamed: 'tem um campo que não é aceito (o nome não é repetido aqui); remova-o',
  unknownKeys: (keys) =>
    keys.length > 1
      ? `tem campos que não aceita: ${keys.join(', ')}; remova-os`
      : `tem um campo que não aceita: ${keys.join(', ')}; remova-o`,
  noUnionForm: 'não corresponde a nenhuma forma aceita (veja a documentação da API em /docs)',
  invalidKey: 'tem uma chave que não é aceita',
  invalidElement: 'tem um elemento que não é aceito',
  invalid: 'não é válido (veja a documentação da API em /docs)',
};

const wordsOf: Record<TextLanguage | 'en', Words> = { en, es, pt };

const zodEnglish = z.locales.en().localeError;
/** zod's own text of an issue: ours replace it; a text a schema gives (the spec's) is kept. */
function isZodDefault(issue: ValidationIssue): boolean {
  // "received …" depends on the input, which zod does not keep; the start is enough to know its text.
  if (issue.message === undefined) return true;
  if (issue.keyword === 'invalid_type') return issue.message.startsWith('Invalid input: expected ');
  const raw = { ...issue.params, code: issue.keyword } as Parameters<typeof zodEnglish>[0];
  try {
    const text = zodEnglish(raw);
    return (typeof text === 'string' ? text : text?.message) === issue.message;
  } catch {
    return false;
  }
}

/** A key as people name fields; anything else came from the request and is not repeated back. */
const plainKey = /^[A-Za-z_$][\w$-]{0,63}$/;

/** `email_id`, `items[0].name`; undefined for the whole body (or query, path). */
function fieldName(instancePath: string): string | undefined {
  const segments = instancePath.split('/').filter(Boolean);
  if (segments.length === 0) return undefined;
  return segments
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : plainKey.test(segment) ? segment : '*'))
    .reduce((name, segment) =>
      segment.startsWith('[') || !name ? `${name}${segment}` : `${name}.${segment}`,
    );
}

const units: Record<string, Unit> = { string: 'characters', array: 'items', set: 'items', file: 'bytes' };
const literal = (value: unknown) => (typeof value === 'bigint' ? value.toString() : JSON.stringify(value));

function bound(words: Words, params: Record<string, unknown>, side: Side, limit: unknown): string {
  const { origin, exact, inclusive } = params as { origin?: string; exact?: boolean; inclusive?: boolean };
  return words.bound({
    side,
    exact: exact === true,
    exclusive: !exact && inclusive === false,
    limit: String(limit),
    unit: origin ? units[origin] : undefined,
  });
}

/** What a field expects, in words, from zod's issue (its default text names neither field nor intent). */
function expectation(issue: ValidationIssue, words: Words): string {
  const params = issue.params;
  const typeName = (type: unknown) => words.typeNames[String(type)] ?? words.otherType(String(type));
  switch (issue.keyword) {
    case 'invalid_type': {
      const received = /received (\S+)$/.exec(issue.message ?? '')?.[1];
      if (received === 'undefined') return words.required(typeName(params.expected));
      return received
        ? words.mustBeNot(typeName(params.expected), typeName(received))
        : words.mustBe(typeName(params.expected));
    }
    case 'invalid_value': {
      const values = (params.values as unknown[] | undefined) ?? [];
      return values.length === 1 ? words.mustBe(literal(values[0])) : words.oneOf(values.map(literal));
    }
    case 'too_big':
      return bound(words, params, 'at most', params.maximum);
    case 'too_small':
      return params.origin === 'string' && params.minimum === 1 && params.inclusive !== false
        ? words.notEmpty
        : bound(words, params, 'at least', params.minimum);
    case 'invalid_format': {
      const format = String(params.format);
      if (format === 'starts_with') return words.startsWith(literal(params.prefix));
      if (format === 'ends_with') return words.endsWith(literal(params.suffix));
      if (format === 'includes') return words.includes(literal(params.includes));
      if (format === 'regex') return words.regex;
      return words.mustBe(words.formats[format] ?? words.otherFormat(format));
    }
    case 'not_multiple_of':
      return words.multipleOf(String(params.divisor));
    case 'unrecognized_keys': {
      const keys = (params.keys as string[] | undefined) ?? [];
      if (!keys.every((key) => plainKey.test(key))) return words.unknownKeyUnnamed;
      return words.unknownKeys(keys.map(literal));
    }
    case 'invalid_union': {
      // Each alternative's first problem: when all are about the type, they list what is accepted.
      const firsts = ((params.errors as { code?: string; expected?: unknown }[][] | undefined) ?? []).map(
        (issues) => issues[0],
      );
      if (firsts.length > 0 && firsts.every((first) => first?.code === 'invalid_type'))
        return words.mustBe(firsts.map((first) => typeName(first!.expected)).join(words.or));
      return words.noUnionForm;
    }
    case 'invalid_key':
      return words.invalidKey;
    case 'invalid_element':
      return words.invalidElement;
    default:
      return words.invalid;
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The first problem of a request that failed its schema, as a client developer can act on it, in
 * `language`. A schema's own text goes through `say` (the table of server texts).
 */
export function validationMessage(
  issue: ValidationIssue | undefined,
  context: string | undefined,
  language: TextLanguage | 'en',
  say: Say,
): string {
  const words = wordsOf[language];
  if (!issue) return words.requestInvalid;
  const field = fieldName(issue.instancePath);
  const subject = field
    ? words.field(field)
    : (words.locations[context as keyof Words['locations']] ?? words.request);
  const { message } = issue;
  if (message !== undefined && !isZodDefault(issue)) {
    // A rule's own fragment ("must be …") describes the field; the spec's full texts stand alone, and
    // a missing or mistyped field keeps its name before them as it always has.
    if (/^must\b/.test(message)) return sentence(`${subject} ${say(message)}`);
    return field && issue.keyword === 'invalid_type' ? `${field}: ${say(message)}` : say(message);
  }
  if (language === 'en') {
    // zod's type texts name what is expected; with the field before them they always answered this way.
    if (message && issue.keyword === 'invalid_type' && field) return `${field}: ${message}`;
    // An unknown top-level key: zod's text names it, which is what the client has to remove.
    if (message && issue.keyword === 'unrecognized_keys' && !field) {
      const keys = (issue.params.keys as string[] | undefined) ?? [];
      if (keys.length > 0 && keys.every((key) => plainKey.test(key))) return message;
    }
  }
  return sentence(`${subject} ${expectation(issue, words)}`);
}
