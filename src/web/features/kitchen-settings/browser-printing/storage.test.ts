/**
 * What this browser keeps to print (decision 0050): the journal of printed job ids, per agent, that
 * makes a replayed job (its answer lost) reported without a second paper. The browser's own
 * localStorage; the whole flow with the real agent API is in e2e/browser-printing.e2e.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { printedJournal } from './storage';

afterEach(() => window.localStorage.clear());

describe('the journal of the jobs this browser printed', () => {
  it('remembers a printed job for its agent only, and keeps the last 500', () => {
    const journal = printedJournal('a1');
    expect(journal.has('j1')).toBe(false);
    journal.add('j1');
    expect(journal.has('j1')).toBe(true);
    expect(printedJournal('a1').has('j1')).toBe(true);
    expect(printedJournal('a2').has('j1')).toBe(false);

    for (let index = 2; index <= 501; index += 1) journal.add(`j${index}`);
    expect(journal.has('j1')).toBe(false);
    expect(journal.has('j2')).toBe(true);
    expect(journal.has('j501')).toBe(true);
  });

  it('reads a damaged journal as empty instead of failing the job', () => {
    window.localStorage.setItem('comanda.print-agent.printed.a1', '{not json');
    expect(printedJournal('a1').has('j1')).toBe(false);
    printedJournal('a1').add('j1');
    expect(printedJournal('a1').has('j1')).toBe(true);
  });
});
