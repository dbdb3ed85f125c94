/**
 * A header of a raw e-mail as a mail client shows it: folded lines joined and RFC 2047 encoded words
 * (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) decoded, so tests read the subject a person reads.
 */
function decodeWord(charset: string, encoding: string, text: string): string {
  const bytes =
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        );
  return new TextDecoder(charset).decode(bytes);
}

export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, charset: string, encoding: string, text: string) =>
      decodeWord(charset, encoding, text),
    );
}

/** The addresses of a header such as To, each bare. */
export const mailAddresses = (raw: string, name = 'To') =>
  (mailHeader(raw, name) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The body of a single-part quoted-printable e-mail as UTF-8 text, as the reader sees it. */
export function plainBody(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < body.length; index++) {
    const hex = body[index] === '=' ? body.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(body[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
