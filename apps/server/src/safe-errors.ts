/**
 * Errors as they may be written to a log or the console: what went wrong and where, never the data involved.
 *
 * Drizzle's query errors put the query's parameters in their message ("Failed query: ...\nparams: ...") and on
 * `params`; PGlite puts them on its own errors too (`params`, `queryOptions`); PostgreSQL's `detail` quotes row values
 * ("Key (mobile)=(...) already exists", "Failing row contains (..., <password hash>, ...)"). Parameters and rows hold
 * password hashes, code hashes, tokens and personal data, so none of them is ever written: the SQL text (with its
 * placeholders), the database's message, code, table and constraint are enough to find the fault.
 */

/** Properties never copied from an error: query parameters, quoted rows, and anything named like a credential. */
const DROPPED = new Set([
  'params', 'parameters', 'queryOptions', 'detail', 'where', 'internalQuery', 'values', 'raw', 'name', 'stack', 'message', 'cause', 'errors',
]);
const CREDENTIAL_NAME = /pass(word)?|secret|token|hash|credential|authori[sz]ation|cookie|api.?key/i;
const MAX_DEPTH = 5;

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  /** Primitive properties of the error (code, constraint, table, statusCode, syscall ...), credentials dropped. */
  [field: string]: unknown;
  cause?: SafeError;
  errors?: SafeError[];
}

/** The message without what Drizzle appends after the SQL text: "\nparams: <every parameter>". */
function safeMessage(err: Error & { params?: unknown }): string {
  const message = String(err.message ?? '');
  const at = message.indexOf('\nparams:');
  return at >= 0 ? message.slice(0, at) : message;
}

/** The stack's frames under a header rebuilt from the safe message (V8 puts the whole message in the stack). */
function safeStack(type: string, message: string, stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/** An error (or anything thrown) as a plain object safe to log; pino's `err` serialiser (app.ts). */
export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) {
    const type = err === null ? 'null' : typeof err;
    // A thrown string or object may be anything: only its type is certain to be safe.
    return { type, message: `non-error thrown (${type})`, stack: '' };
  }
  // pg and PGlite name their errors 'error' and Drizzle leaves 'Error': the class says more, unless minified.
  const generic = !err.name || err.name.toLowerCase() === 'error';
  const className = err.constructor?.name ?? '';
  const type = generic && className.length > 2 ? className : err.name || 'Error';
  const message = safeMessage(err);
  const out: SafeError = { type, message, stack: safeStack(type, message, err.stack) };
  for (const [key, value] of Object.entries(err)) {
    if (DROPPED.has(key) || CREDENTIAL_NAME.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (depth < MAX_DEPTH) {
    if (err.cause !== undefined) out.cause = safeError(err.cause, depth + 1);
    if (err instanceof AggregateError) out.errors = err.errors.map((e: unknown) => safeError(e, depth + 1));
  }
  return out;
}

const FIELDS_SHOWN = ['code', 'table', 'column', 'constraint', 'routine', 'syscall', 'address', 'port', 'statusCode'];

/**
 * The text printed when the server cannot start (or a command fails): `<what>: ` and each error of the chain with its
 * frames, nothing of its data.
 */
export function describeFailure(err: unknown, what = 'Failed to start'): string {
  const lines: string[] = [];
  let current: SafeError | undefined = safeError(err);
  for (let i = 0; current; i += 1) {
    const fields = FIELDS_SHOWN.filter((f) => current?.[f] !== undefined).map((f) => `${f} ${String(current?.[f])}`);
    const [header = '', ...frames] = current.stack.split('\n');
    lines.push(`${i === 0 ? `${what}: ` : 'Caused by: '}${header}${fields.length ? ` (${fields.join(', ')})` : ''}`, ...frames);
    current = current.cause;
  }
  return lines.join('\n');
}
