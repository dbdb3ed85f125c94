import { describe, expect, it } from 'vitest';
import { confirmedSentence, oneLine, quotedName, reportSubject } from './report-mail-text';

describe('owner text inside our e-mails', () => {
  it.each([
    ['Vendas da semana', '"Vendas da semana"'],
    ['  Vendas  \n da semana ', '"Vendas da semana"'],
    ['Vendas\r\nBcc: vitima@exemplo.com', '"Vendas Bcc: vitima@exemplo.com"'],
    ['Vendas" e clique em http://golpe', `"Vendas' e clique em http://golpe"`],
    ['Vendas\u202Edcp.exe', '"Vendas dcp.exe"'],
    ['Vendas\u2028linha', '"Vendas linha"'],
    ['Zero\u200Bwidth', '"Zero width"'],
    ['\n\t ', '"Relatório"'],
    ['x'.repeat(80), `"${'x'.repeat(59)}…"`],
  ])('%j is quoted as %s', (name, quoted) => {
    expect(quotedName(name)).toBe(quoted);
  });

  it('caps by characters, not UTF-16 units, and never ends the cut on a space', () => {
    expect(oneLine('🍕'.repeat(10), 5)).toBe('🍕🍕🍕🍕…');
    expect(oneLine('abc defgh', 5)).toBe('abc…');
  });

  it('writes the subject and the page sentence around the quoted name', () => {
    expect(reportSubject('Vendas da semana', 'Pizzaria Bella', '13/05/2024 a 19/05/2024')).toBe(
      'Comanda: relatório "Vendas da semana" de Pizzaria Bella (13/05/2024 a 19/05/2024)',
    );
    expect(confirmedSentence('Vendas\nda semana', 'Pizzaria\r\nBella')).toBe(
      'Você passará a receber o relatório "Vendas da semana" de Pizzaria Bella.',
    );
  });
});
