import { describe, expect, it } from 'vitest';
import { ACCENTED, PLAIN, searchWords } from './dish-search';

describe('searchWords', () => {
  it.each([
    ['Pizza Calabresa', ['pizza', 'calabresa']],
    ['  PÃO de queijo ', ['pao', 'de', 'queijo']],
    ['x-tudo!', ['x', 'tudo']],
    ['açaí 500ml', ['acai', '500ml']],
    ['', []],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('%j → %j', (typed, words) => {
    expect(searchWords(typed)).toEqual(words);
  });

  it('folds every accented letter to one plain letter, as translate() needs', () => {
    expect(ACCENTED.length).toBe(PLAIN.length);
    expect(searchWords(ACCENTED)).toEqual([PLAIN]);
  });
});
