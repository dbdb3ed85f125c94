import { describe, expect, it } from 'vitest';
import { byWhom } from './format';

describe('byWhom', () => {
  it('names the owner, the staff member, and the diner who paid her part by PIX on her phone', () => {
    expect(byWhom({ by: 'dono', staffId: null, name: null })).toBe('por Dono');
    expect(byWhom({ by: 'equipe', staffId: 's1', name: 'Bruna' })).toBe('por Bruna');
    expect(byWhom({ by: 'cliente', staffId: null, name: null })).toBe('pelo cliente, no celular');
  });
});
