/**
 * DATA_DIR was world-readable: database files (password hashes, e-mails, phones, names) 0644, the
 * outbox's .eml files with live reset links 0644, uploads/ 0755. The start-up steps of
 * src/server/main.ts are run here on a temporary DATA_DIR, in their order: the private umask, the
 * configuration (which writes the generated secrets), tightening what an older version left, and
 * the writers: PGlite's files, an outbox e-mail, an upload folder. Nothing may be readable by the
 * group or others afterwards.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { createMailer } from '../../src/server/integrations/mail/mailer';
import { restrictNewFiles, tightenFolders } from '../../src/server/lib/private-files';

let root: string;
let previousUmask: number;

beforeAll(() => {
  previousUmask = process.umask();
  root = mkdtempSync(path.join(os.tmpdir(), 'comanda-perm-'));
});
afterAll(() => {
  process.umask(previousUmask);
  rmSync(root, { recursive: true, force: true });
});

function everything(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(dir, entry));
}

function looseModes(dir: string): string[] {
  return [dir, ...everything(dir)]
    .map((file) => ({ file, mode: statSync(file).mode & 0o777 }))
    .filter(({ mode }) => mode & 0o077)
    .map(({ file, mode }) => `${path.relative(dir, file) || '.'} ${mode.toString(8)}`);
}

describe('DATA_DIR permissions', () => {
  it('reads an empty DATA_DIR or UPLOAD_DIR as unset, never as the working folder', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '', UPLOAD_DIR: ' ' });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.uploadDir).toBe(path.resolve('data', 'uploads'));
  });

  it('takes group and other bits away but leaves the owner its own, execute included', () => {
    const folder = path.join(root, 'modes');
    mkdirSync(folder, { mode: 0o755 });
    writeFileSync(path.join(folder, 'script.sh'), '#!/bin/sh\n', { mode: 0o755 });
    writeFileSync(path.join(folder, 'notes.txt'), 'x', { mode: 0o644 });
    tightenFolders([folder]);
    expect((statSync(path.join(folder, 'script.sh')).mode & 0o777).toString(8)).toBe('700');
    expect((statSync(path.join(folder, 'notes.txt')).mode & 0o777).toString(8)).toBe('600');
  });

  it('tightens an existing folder at start and creates every new file 0600 under 0700 folders', async () => {
    process.umask(0o022); // as a shell usually leaves it
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true, mode: 0o755 });
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'outbox', 'antigo.eml'), 'token', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'uploads', 'foto.webp'), 'img', { mode: 0o644 });
    chmodSync(dataDir, 0o755);
    expect(looseModes(dataDir).length).toBeGreaterThan(0);

    restrictNewFiles();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(tightenFolders([config.dataDir, config.uploadDir])).toBe(5);
    expect(looseModes(dataDir)).toEqual([]);

    const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
    try {
      await migrate(database);
      // main.ts: PGlite's emscripten layer writes its files 0666 regardless of the umask; they are
      // tightened after opening, and their folders (0700) keep later ones private.
      tightenFolders([path.join(config.dataDir, 'pglite')]);
      await database.db.execute(sql`create table depois_da_partida (nome text)`);
    } finally {
      await database.close();
    }
    const mailer = createMailer({
      outboxDir: path.join(dataDir, 'outbox'),
      from: 'Comanda <x@exemplo.com.br>',
    });
    await mailer.send({ to: ['dono@exemplo.com.br'], subject: 'Link', text: 'token' });
    mkdirSync(path.join(config.uploadDir, 'novas'), { recursive: true });
    writeFileSync(path.join(config.uploadDir, 'novas', 'banner.webp'), 'img');

    expect(everything(path.join(dataDir, 'pglite')).length).toBeGreaterThan(100);
    const looseFolders = [dataDir, ...everything(dataDir)].filter(
      (file) => statSync(file).isDirectory() && (statSync(file).mode & 0o777) !== 0o700,
    );
    expect(looseFolders).toEqual([]);
    expect(looseModes(dataDir).filter((entry) => !entry.startsWith('pglite/'))).toEqual([]);
    expect(statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(tightenFolders([dataDir])).toBe(0);
  }, 120_000);
});
