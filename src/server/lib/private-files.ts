/**
 * DATA_DIR holds the PGlite database (password hashes, e-mails, phones, names), the outbox's .eml
 * files (live reset links), uploads and the generated secrets: only the server's user may read it.
 * New files: a 0o077 umask set first thing at start-up, before anything is written (folders come
 * out 0700, files 0600, whoever creates them: PGlite, the mailer, the uploads). Existing files from
 * an older version: tightened once at start, with a log line saying how many.
 */
import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Everything the process creates from now on is private to its user. */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** chmod 0700/0600 under each folder (symbolic links are left alone); returns how many changed. */
export function tightenFolders(folders: string[]): number {
  let changed = 0;
  const visit = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) {
        chmodSync(target, 0o700);
        changed += 1;
      }
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
    } else if (stat.mode & 0o077) {
      // The owner's bits stay (an executable stays executable); only group and others lose theirs.
      chmodSync(target, stat.mode & 0o700);
      changed += 1;
    }
  };
  for (const folder of new Set(folders.map((folder) => path.resolve(folder))))
    if (existsSync(folder)) visit(folder);
  return changed;
}
