import { describe, expect, it } from 'vitest';
import { cannedQuery, matchingAnswers } from './canned-answers';

const answers = [
  { id: 1, titulo: 'Saudação', texto: 'Olá! Como posso ajudar?' },
  { id: 2, titulo: 'Prazo de entrega', texto: 'A nova previsão é de até 2 dias úteis.' },
];

describe('canned answers', () => {
  it('opens with a leading slash only', () => {
    expect(cannedQuery('/pra')).toBe('pra');
    expect(cannedQuery('olá /pra')).toBeUndefined();
  });

  it('narrows by every word, ignoring case and accents', () => {
    expect(matchingAnswers(answers, 'saudacao').map((a) => a.id)).toEqual([1]);
    expect(matchingAnswers(answers, 'PRAZO uteis').map((a) => a.id)).toEqual([2]);
    expect(matchingAnswers(answers, '')).toHaveLength(2);
  });
});
