import { stdSerializers } from 'pino';

type SerializedError = ReturnType<typeof stdSerializers.err>;

/**
 * What no log line may show, whoever logs it: credentials in headers, the values a failed SQL query
 * was given (a password hash, a token), and secrets under their usual names one level down. The one
 * exception is the outbox's own line outside production, which names a mailed code on purpose.
 */
export const LOG_REDACTION = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-session-id"]',
    'err.params',
    'err.cause.params',
    'err.parameters',
    ...['password', 'newPassword', 'passwordHash', 'accessToken', 'refreshToken', 'token', 'secret'].flatMap((name) => [name, `*.${name}`]),
  ],
  censor: '[redacted]',
};

/**
 * Errors as pino writes them, with a failed query's values cut out of every text (the driver repeats
 * them in its message and stack: "params: $argon2id$…", "invalid input syntax: "…"").
 */
export function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  const params = (error as { params?: unknown } | null)?.params ?? (error as { cause?: { params?: unknown } } | null)?.cause?.params;
  if (!Array.isArray(params)) return serialized;
  const values = params.map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')).filter((value) => value.length >= 4);
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return values.reduce((text, secret) => text.split(secret).join('[redacted]'), value);
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrub(inner)]));
    return value;
  };
  return scrub(serialized) as SerializedError;
}
