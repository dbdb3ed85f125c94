/**
 * Keeta's request signature (api-docs.mykeeta.com/apis/opendelivery/signature-calculation.md):
 * "Algorithm: HMAC-SHA256 · Encoding: Base64 · Signature Header: X-App-Signature";
 * `signature_string = URL + "&" + sorted_query_params + "&" + request_body`, the URL without its
 * query, the query sorted by key as `key=value` joined with `&` (null/undefined as empty text), and
 * the body "canonicalized according to RFC 8785". The page's own examples drop the `&` of an empty
 * part ("https://api.example.com/v1/users&limit=10&page=2&sort=name" for a GET with no body;
 * "https://api.example.com/v1/orders&{…}" for a POST with no query), and "Empty objects {} or empty
 * strings will be skipped". Comanda sends the canonical text itself as the body, so the page's
 * "Use JSON string directly" and RFC 8785 give the same string. The key is the client secret (the
 * webhook's is, and the authentication page implies it; no worked Base64 value is published).
 */
import { createHmac } from 'node:crypto';
import canonicalize from 'canonicalize';

/** The body as sent and signed: RFC 8785 text, or '' for no body, `{}` or ''. */
export function keetaBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  const text = canonicalize(body) ?? '';
  return text === '{}' ? '' : text;
}

export function keetaSignatureString(
  url: string,
  query: Record<string, string | null | undefined>,
  body: string,
): string {
  const sorted = Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key] ?? ''}`)
    .join('&');
  return [url, sorted, body].filter((part) => part !== '').join('&');
}

export function signKeetaRequest(
  secret: string,
  url: string,
  query: Record<string, string | null | undefined>,
  body: string,
): string {
  return createHmac('sha256', secret)
    .update(keetaSignatureString(url, query, body))
    .digest('base64');
}
