import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';

export const redacted = '[redacted]';

/** Where log lines go: anything that takes a line at a time. */
export type LogStream = { write(line: string): void };

/**
 * Query parameters whose values let someone act as a user: the verification mail's token, the QR
 * code's device-link code, session ids, signatures, keys. Matched loosely: hiding a harmless value
 * costs nothing, logging a secret one means anyone who reads the logs can use it.
 */
const secretParameter = /token|code|link|session|sig|secret|passw|auth|key|otp|cookie/i;

/** A name as the query-string parser will read it; undefined when it cannot be read. */
function decodedName(name: string): string | undefined {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

function redactParameter(parameter: string): string {
  const equals = parameter.indexOf('=');
  if (equals === -1) return parameter;
  const name = parameter.slice(0, equals);
  const decoded = decodedName(name);
  // A name that cannot be read might still be read as a secret one by some parser: hide it too.
  return decoded === undefined || secretParameter.test(decoded) ? `${name}=${redacted}` : parameter;
}

/** The url with the value of every secret-looking query parameter hidden; path and other values kept. */
function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map(redactParameter)
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's own request serializer, with the url's secrets hidden. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Request lines leave headers out; these paths catch any other line that logs them.
const secretHeaders = ['cookie', 'authorization', 'session-id', 'set-cookie'];
const secretHeaderPaths = ['headers', 'req.headers', 'res.headers', 'request.headers'].flatMap((at) =>
  secretHeaders.map((header) => `${at}["${header}"]`),
);

/** The app's logger: requests logged without the secrets their urls or headers carry. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { req: requestForLog },
    redact: { paths: secretHeaderPaths, censor: redacted },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Standard output, written in batches of 4 kB or every `flushMs`, whichever comes first: a money move
 * logs a line, and a write call per line was 5 % of a transfer's CPU. pino writes what is left when the
 * process exits; only a kill -9 loses the lines of the last `flushMs`.
 */
export function batchedStdout({ fd = 1, flushMs = 200 } = {}): LogStream {
  const out = pino.destination({ dest: fd, sync: false, minLength: 4096 });
  let waiting = false;
  setInterval(() => {
    if (waiting) out.flush();
    waiting = false;
  }, flushMs).unref();
  return {
    write(line: string) {
      waiting = true;
      out.write(line);
    },
  };
}

const levelOrder = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

type RequestLogLevel = 'error' | 'warn' | 'info' | 'debug';

/**
 * How loudly a finished request is logged: failures and slow requests always, money moves and operator
 * calls at info (the trail a support or finance person follows), every other request only at debug: two
 * lines for each public read were most of the cost of answering it.
 */
function levelOf(request: FastifyRequest, reply: FastifyReply, slowMs: number): RequestLogLevel {
  if (reply.statusCode >= 500) return 'error';
  if (reply.elapsedTime >= slowMs) return 'warn';
  const { auth } = request.routeOptions.config;
  if (auth === 'money' || auth === 'operator') return 'info';
  return 'debug';
}

/** One line per finished request, at the level `levelOf` gives it (none when it arrives). */
class RequestLog extends LogController {
  constructor(
    private readonly threshold: number,
    private readonly slowMs: number,
  ) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const level = error ? 'error' : levelOf(request, reply, this.slowMs);
    if (levelOrder.indexOf(level) < this.threshold) return;
    request.log[level](
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      level === 'warn' ? 'slow request' : 'request completed',
    );
  }
}

export const requestLog = ({ logLevel, slowMs }: { logLevel: string; slowMs: number }) =>
  new RequestLog(levelOrder.indexOf(logLevel), slowMs);

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes pino's child (the request id bound to it) at its first line. Most
 * requests write none, and making a child for each was over a microsecond and 600 bytes of every
 * public read. Its lines are the child's: same bindings, level, serializers and redaction.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: Level, line: unknown[]) {
    // A method call, so pino's method keeps its `this`.
    (this.logger as unknown as Record<Level, (...line: unknown[]) => void>)[level](...line);
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...line: unknown[]) {
    this.write('fatal', line);
  }

  error(...line: unknown[]) {
    this.write('error', line);
  }

  warn(...line: unknown[]) {
    this.write('warn', line);
  }

  info(...line: unknown[]) {
    this.write('info', line);
  }

  debug(...line: unknown[]) {
    this.write('debug', line);
  }

  trace(...line: unknown[]) {
    this.write('trace', line);
  }

  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when it first writes a line. */
export const requestLogger = (parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) =>
  new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
