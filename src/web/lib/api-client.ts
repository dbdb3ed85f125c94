/**
 * The one way the web app talks to the API (specification section 7): same origin, cookies on
 * every call, a JSON body and content type only when there is a payload, and any non-OK answer
 * turned into an ApiError whose message is "<status>: <body text or status text>" (section 8).
 */

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  /** The server's Portuguese message (`{"error": "..."}`), when the body carried one. */
  readonly error: string | undefined;
  /** Per-field validation messages (`{"fields": {...}}`), when the body carried them. */
  readonly fields: FieldErrors | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseJson(bodyText);
    this.error = typeof body?.error === 'string' ? body.error : undefined;
    this.fields = isFieldErrors(body?.fields) ? body.fields : undefined;
  }
}

/** The server's message for a failed call, if it sent one; otherwise undefined. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.error : undefined;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the waiter's phone sends its draft's Idempotency-Key). */
  headers?: Record<string, string>;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers: extra } = options;
  const hasBody = body !== undefined;
  const headers = { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...extra };
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}
