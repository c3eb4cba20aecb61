import { describe, expect, it } from 'vitest';
import { questionParts } from './parts.ts';

describe('the questions of one message', () => {
  it('splits two questions, in four languages', () => {
    expect(questionParts('How much creatine should I take, and is it safe for my kidneys?')).toHaveLength(2);
    expect(questionParts('¿cuántas series hago? ¿y cuánto descanso entre ellas?')).toHaveLength(2);
    expect(questionParts('combien de séries par semaine et est-ce que je dois aller à l’échec ?')).toHaveLength(2);
    expect(questionParts('wie oft soll ich laufen und wie lange soll eine einheit dauern?')).toHaveLength(2);
  });

  it('keeps one question with "and" in it whole', () => {
    expect(questionParts('what should I eat before and after training?')).toHaveLength(1);
    expect(questionParts('pan y huevos para desayunar, ¿está bien?')).toHaveLength(1);
    expect(questionParts('how much protein? and when')).toHaveLength(1);
  });
});
