/**
 * The e-mails the app wrote to DATA_DIR/outbox (the mailer's .eml files without SMTP), decoded from
 * quoted-printable, and a wait for one that arrives after an answer (work done after answering).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The outbox's e-mails as written (headers and body still encoded), oldest first. */
export function rawOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/**
 * The outbox's e-mails with quoted-printable bodies decoded (once: decoding again would turn a
 * literal `=AB` into a character). A mail the mailer sent as 7bit is returned as written.
 */
export function readOutbox(dataDir: string): string[] {
  return rawOutbox(dataDir).map((mail) =>
    /^Content-Transfer-Encoding: quoted-printable/im.test(mail)
      ? mail
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      : mail,
  );
}

export async function waitForMail(
  dataDir: string,
  match: (mail: string) => boolean,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox(dataDir).find(match);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error('no matching e-mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
