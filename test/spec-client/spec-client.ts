/**
 * A client written from section 7 of the specification alone, the way a new integrator would:
 * - every request sends credentials: the cookies the server set are sent back (a cookie jar);
 * - a JSON body goes with `Content-Type: application/json` only when there is a payload;
 * - default reads are GET calls whose path joins the query key segments with '/', read as JSON;
 * - no retries;
 * - section 8: any non-OK answer becomes an Error whose message is the status code, a colon and a
 *   space, then the body text (or the status text when the body is empty).
 * Uploads send a multipart form (the browser sets its own content type).
 */

export class SpecClient {
  private readonly cookies = new Map<string, string>();

  /** `baseUrl` is read at each call, so a client can be made before the server listens. */
  constructor(private readonly baseUrl: () => string) {}

  /** The answer of a default read: `GET /a/b/c` for the query key ['/a', 'b', 'c']. */
  async query<T = unknown>(queryKey: readonly string[]): Promise<T> {
    const response = await this.send('GET', queryKey.join('/'));
    return (await response.json()) as T;
  }

  /** A mutation: the method, the path and, only when there is one, the JSON payload. */
  async request(method: string, url: string, data?: unknown): Promise<Response> {
    return this.send(method, url, data === undefined ? undefined : JSON.stringify(data), {
      ...(data !== undefined && { 'Content-Type': 'application/json' }),
    });
  }

  /** A multipart upload, as a browser's FormData sends it. */
  async upload(url: string, form: FormData): Promise<Response> {
    return this.send('POST', url, form);
  }

  private async send(
    method: string,
    url: string,
    body?: string | FormData,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(url, this.baseUrl()), {
      method,
      body,
      headers: { ...headers, ...(cookie && { cookie }) },
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('=').trim());
    }
    if (!response.ok) {
      const text = (await response.text()) || response.statusText;
      throw new Error(`${response.status}: ${text}`);
    }
    return response;
  }
}
