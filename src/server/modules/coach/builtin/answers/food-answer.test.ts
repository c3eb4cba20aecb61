import { describe, expect, it } from 'vitest';
import { excludedTags } from '../../../library/foods.ts';
import { proteinDay, proteinDayLine, trainingMealsLine } from './food-answer.ts';

const DIETS = [
  [],
  ['vegan'],
  ['vegetarian'],
  ['halal'],
  ['lactose intolerant'],
  ['gluten free'],
  ['vegan', 'gluten free'],
];

describe('food-level nutrition answers', () => {
  it('a day of protein foods reaches the target within 10 % with foods the diet allows', () => {
    for (const diet of DIETS)
      for (const target of [60, 100, 136, 180, 240]) {
        const day = proteinDay(target, diet);
        const total = day.reduce((s, x) => s + (x.grams * x.food.protein) / 100, 0);
        expect(Math.abs(total - target), `${diet} ${target}`).toBeLessThanOrEqual(target * 0.1);
        const excluded = excludedTags(diet);
        expect(day.filter((x) => x.food.tags.some((t) => excluded.has(t)))).toEqual([]);
        expect(day.length).toBeGreaterThanOrEqual(4);
      }
  });

  it('a vegan gets plant foods, a powder or soy milk, and how to combine them, in four languages', () => {
    expect(proteinDayLine(120, ['vegan'], 'en')).toMatch(
      /tofu.*tempeh.*seitan.*lentils.*soy milk.*Combine legumes with grains/s,
    );
    expect(proteinDayLine(120, ['vegan'], 'es')).toMatch(/tofu.*Combina legumbres/s);
    expect(proteinDayLine(120, ['vegan'], 'fr')).toMatch(/tofu.*Associez légumineuses/s);
    expect(proteinDayLine(120, ['vegan'], 'de')).toMatch(/Tofu.*Kombinier/s);
  });

  it('meals before and after training name foods of the diet with portions', () => {
    expect(trainingMealsLine('pre', ['vegan'], 'en')).toMatch(/\d+ g oats with \d+ ml soy milk/);
    expect(trainingMealsLine('post', ['gluten free'], 'es')).toMatch(/\d+ g de pechuga de pollo \(\d+ g de proteína\)/);
  });
});
