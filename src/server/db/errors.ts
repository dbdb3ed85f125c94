/** The PostgreSQL error code of a failed query, whether the driver or Drizzle wrapped it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The message PostgreSQL itself gave a failed query (not Drizzle's wrapper), with its code. */
export function pgErrorMessage(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string') return message;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

/**
 * What a log line may say about an error. A failed query's error carries its parameters (drizzle's
 * DrizzleQueryError puts them in its message and in `params`; PostgreSQL's `detail` repeats key
 * values): personal data. For those, only the code, the statement's opening words (the SQL text has
 * placeholders, not values), and the table/constraint/column names are logged.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function loggableError(error: Error): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const query = findInChain(error, (e) => typeof (e as { query?: unknown }).query === 'string') as
    | { query: string }
    | undefined;
  const code = pgErrorCode(error);
  if (!query && !code) {
    const plain = error as Error & { code?: unknown; statusCode?: unknown };
    return {
      type: error.name,
      message: error.message,
      stack: error.stack ?? '',
      code: plain.code,
      statusCode: plain.statusCode,
    };
  }
  const pg = findInChain(error, (e) => typeof (e as { code?: unknown }).code === 'string') as
    | { table?: string; constraint?: string; column?: string; routine?: string; severity?: string }
    | undefined;
  return {
    type: 'DatabaseError',
    message: `database error ${code ?? 'without code'}`,
    stack: '',
    code,
    statement: query?.query.replace(/\s+/g, ' ').slice(0, 80),
    table: pg?.table,
    constraint: pg?.constraint,
    column: pg?.column,
    routine: pg?.routine,
  };
}

function findInChain(error: unknown, test: (candidate: object) => boolean): object | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    if (test(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
