import { describe, expect, it } from 'vitest';
import { platformArticles } from './platform-article';

describe('platformArticles', () => {
  it('gives Keeta and Rappi the feminine forms and iFood the masculine ones', () => {
    expect(platformArticles('Keeta')).toEqual({ the: 'a', of: 'da', to: 'à', by: 'pela', on: 'na' });
    expect(platformArticles('rappi').by).toBe('pela');
    expect(platformArticles('iFood')).toEqual({ the: 'o', of: 'do', to: 'ao', by: 'pelo', on: 'no' });
    expect(platformArticles('Open Delivery').of).toBe('do');
  });
});
