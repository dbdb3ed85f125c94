import { describe, expect, it } from 'vitest';
import { isQuestionGroup, optionAnswers, optionGroupLead } from './option-answers';

describe('optionAnswers (issue 32, item 30: never "Com ou sem gás?: Com gás")', () => {
  it.each<[{ groupName: string | null; name: string }[], string[]]>([
    [[{ groupName: 'Com ou sem gás?', name: 'Com gás' }], ['Com gás']],
    [[{ groupName: 'Borda recheada', name: 'Catupiry' }], ['Borda recheada: Catupiry']],
    [
      [
        { groupName: 'Tamanho', name: 'Grande' },
        { groupName: 'Adicionais', name: 'Bacon' },
        { groupName: 'Adicionais', name: 'Ovo' },
        { groupName: 'Ponto da carne? ', name: 'Ao ponto' },
      ],
      ['Tamanho: Grande', 'Adicionais: Bacon, Ovo', 'Ao ponto'],
    ],
    [[{ groupName: null, name: 'Sem cebola' }], ['Sem cebola']],
    [[], []],
  ])('%j reads %j', (options, texts) => {
    expect(optionAnswers(options)).toEqual(texts);
  });

  it('writes each choice with the label given (the WhatsApp message adds prices)', () => {
    const options = [
      { groupName: 'Com ou sem gás?', name: 'Com gás', extra: '' },
      { groupName: 'Adicionais', name: 'Bacon', extra: ' (+R$ 5,00)' },
    ];
    expect(optionAnswers(options, (option) => `${option.name}${option.extra}`)).toEqual([
      'Com gás',
      'Adicionais: Bacon (+R$ 5,00)',
    ]);
  });

  it('leads a question group with its question, others with a colon', () => {
    expect(isQuestionGroup('Com ou sem gás?')).toBe(true);
    expect(isQuestionGroup('Tamanho')).toBe(false);
    expect(optionGroupLead('Com ou sem gás?')).toBe('Com ou sem gás? ');
    expect(optionGroupLead('Tamanho')).toBe('Tamanho: ');
  });
});
