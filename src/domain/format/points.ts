/**
 * Loyalty points in words: "1 ponto", "2 pontos", "1.500 pontos". Portuguese plural rules come from
 * Intl.PluralRules (pt-BR: "one" for 0 and 1 is what the CLDR data says; we keep "0 pontos", as
 * Brazilians write it), so no screen says "+1 pontos".
 */
let rules: Intl.PluralRules | undefined;

export function formatPoints(points: number): string {
  rules ??= new Intl.PluralRules('pt-BR');
  const word = points !== 0 && rules.select(points) === 'one' ? 'ponto' : 'pontos';
  return `${points.toLocaleString('pt-BR')} ${word}`;
}
