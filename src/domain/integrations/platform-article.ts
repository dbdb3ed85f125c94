/**
 * A platform's name with the article Portuguese gives it: 'o iFood', but 'a Keeta' and 'a Rappi'
 * (the companies call themselves so). Contractions for the sentences the panel builds:
 * 'do iFood' / 'da Keeta', 'ao iFood' / 'à Keeta', 'pelo iFood' / 'pela Keeta', 'no' / 'na'.
 */
const FEMININE = new Set(['keeta', 'rappi']);

export interface PlatformArticles {
  /** 'o' / 'a' */
  the: string;
  /** 'do' / 'da' */
  of: string;
  /** 'ao' / 'à' */
  to: string;
  /** 'pelo' / 'pela' */
  by: string;
  /** 'no' / 'na' */
  on: string;
}

const MASCULINE: PlatformArticles = { the: 'o', of: 'do', to: 'ao', by: 'pelo', on: 'no' };
const FEMININE_FORMS: PlatformArticles = { the: 'a', of: 'da', to: 'à', by: 'pela', on: 'na' };

/** The articles of a platform, by its name as shown ('Keeta') or its source key ('keeta'). */
export function platformArticles(name: string): PlatformArticles {
  return FEMININE.has(name.trim().toLowerCase()) ? FEMININE_FORMS : MASCULINE;
}
