/**
 * Text PostgreSQL can hold (decision 0034). JSON's `\uXXXX` escapes can spell a lone UTF-16
 * surrogate ("\udfff"), which no UTF-8 text contains and PostgreSQL refuses (22P02 in a jsonb, an
 * error in a text column). Bytes on the wire never decode to one (invalid UTF-8 becomes U+FFFD),
 * so only escapes can: every JSON body the server reads goes through here and a lone surrogate
 * becomes U+FFFD, as invalid bytes already do.
 */

/** A high surrogate without its low half after it, or a low one without its high half before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The escape that can spell a surrogate; a body without one cannot hold a lone surrogate. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

const repairString = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** The parsed JSON value with every string and key made well formed, in place. */
export function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return repairString(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = wellFormed(value[i]);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const repaired = repairString(key);
      const entry = wellFormed(record[key]);
      if (repaired !== key) delete record[key];
      // Defined, not assigned: a "__proto__" key from JSON.parse stays a plain key.
      Object.defineProperty(record, repaired, {
        value: entry,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
  }
  return value;
}

/** `parsed` (the value JSON `text` parsed to) made well formed; untouched when no escape could need it. */
export function wellFormedJson<T>(text: string, parsed: T): T {
  return SURROGATE_ESCAPE.test(text) ? (wellFormed(parsed) as T) : parsed;
}

/** JSON.parse of a signed body (kept raw for its signature), with the same repair. */
export function parseWellFormedJson(text: string): unknown {
  return wellFormedJson(text, JSON.parse(text));
}
