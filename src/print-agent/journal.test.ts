import { appendFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from './journal';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'agente-diario-'));

describe('the journal of printed jobs', () => {
  it('keeps each job’s outcome and whether the server took it across restarts', () => {
    const dir = dataDir();
    const journal = new Journal(dir);
    journal.record('a', 'inicio');
    journal.record('a', 'impresso');
    journal.record('b', 'inicio');
    journal.record('b', 'falhou', 'Sem papel');
    journal.record('b', 'reportado');
    journal.record('c', 'inicio');
    journal.close();

    const again = new Journal(dir);
    expect(again.get('a')).toMatchObject({ state: 'impresso', reported: false });
    expect(again.get('b')).toMatchObject({ state: 'falhou', error: 'Sem papel', reported: true });
    expect(again.get('c')).toMatchObject({ state: 'inicio', reported: false });
    expect(again.get('d')).toBeUndefined();
    expect(
      again
        .unreported()
        .map(([job]) => job)
        .sort(),
    ).toEqual(['a', 'c']);
    again.close();
  });

  it('is readable by the computer’s user only', () => {
    const dir = dataDir();
    const journal = new Journal(dir);
    journal.record('a', 'inicio');
    journal.close();
    expect(statSync(journal.file).mode & 0o777).toBe(0o600);
  });

  it('stands on the lines before one cut short by a power failure', () => {
    const dir = dataDir();
    const journal = new Journal(dir);
    journal.record('a', 'impresso');
    journal.close();
    appendFileSync(journal.file, '{"job":"b","passo":"impr');
    const again = new Journal(dir);
    expect(again.get('a')?.state).toBe('impresso');
    expect(again.get('b')).toBeUndefined();
    again.record('c', 'impresso');
    again.close();
    expect(new Journal(dir).get('c')?.state).toBe('impresso');
  });

  it('drops jobs older than three days when it starts, keeping the rest', () => {
    const dir = dataDir();
    const file = path.join(dir, 'impressos.jsonl');
    const old = new Date(Date.now() - 4 * 24 * 3600_000).toISOString();
    const recent = new Date().toISOString();
    writeFileSync(
      file,
      [
        { job: 'velho', passo: 'impresso', em: old },
        { job: 'velho', passo: 'reportado', em: old },
        { job: 'novo', passo: 'impresso', em: recent },
        { job: 'novo', passo: 'reportado', em: recent },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    const journal = new Journal(dir);
    expect(journal.get('velho')).toBeUndefined();
    expect(journal.get('novo')).toMatchObject({ state: 'impresso', reported: true });
    journal.close();
    expect(readFileSync(file, 'utf8')).not.toContain('velho');
  });
});
