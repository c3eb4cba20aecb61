import { describe, expect, it } from 'vitest';
import { exerciseByName, findQuantities, muscleOfName } from './entities.ts';
import { parseSets } from './sets.ts';
import { normalize, tokenize } from './text.ts';
import { understand } from './understand.ts';

const logged = (message: string, lng: 'en' | 'es' | 'fr' | 'de' = 'en') =>
  understand(message, lng).logged.map(({ library, ...s }) => ({ ...s, library: library?.id }));

describe('reading a log sentence', () => {
  it('keeps the exercise and drops the words around it', () => {
    expect(logged('Hoy hice press de banca con mancuernas 20 kg x 8 RIR 1', 'es')).toEqual([
      { exercise: 'Press de banca con mancuernas', library: 'db_bench_press', weightKg: 20, reps: 8, sets: 1, rir: 1 },
    ]);
  });

  it('reads sets × reps, weights in pounds, RPE and several exercises in one message', () => {
    expect(logged('Bench 100kg 5x5 rir 1')).toEqual([
      { exercise: 'Barbell bench press', library: 'bench_press', weightKg: 100, reps: 5, sets: 5, rir: 1 },
    ]);
    expect(logged('squat 225 lb x 5 @ rpe 8')[0]).toMatchObject({
      library: 'back_squat',
      weightKg: 102,
      reps: 5,
      rir: 2,
    });
    const two = logged('bench press 80 kg for 5, then deadlift 3 sets of 5 with 140 kg');
    expect(two.map((s) => [s.library, s.weightKg, s.sets, s.reps])).toEqual([
      ['bench_press', 80, 1, 5],
      ['deadlift', 140, 3, 5],
    ]);
  });

  it('finds library exercises by their names in any language, and keeps unknown names as typed', () => {
    expect(logged('développé couché 60 kg pour 10', 'fr')[0]).toMatchObject({ library: 'bench_press', reps: 10 });
    expect(logged('Bankdrücken 80 kg 8 Wiederholungen', 'de')[0]).toMatchObject({ library: 'bench_press', reps: 8 });
    expect(logged('I did zercher squats with a twist 60 kg x 5')[0]?.exercise).toMatch(/zercher/i);
  });

  it('knows the muscle of a name the library lacks when a library name or a muscle is inside it', () => {
    expect(muscleOfName('Incline dumbbell press')).toBe('chest');
    expect(muscleOfName('Bench')).toBe('chest');
    expect(exerciseByName('RDL')?.id).toBe('romanian_deadlift');
    expect(muscleOfName('Something odd')).toBeNull();
  });

  it('ignores numbers that are not sets', () => {
    expect(parseSets('i slept 5 hours and walked 30 min')).toEqual([]);
    expect(parseSets('80 kg x 150')).toEqual([]);
  });
});

describe('understanding what people ask', () => {
  it('normalises case, accents, ß and small typos', () => {
    expect(normalize('Große Übung – Épaule')).toBe('grosse ubung epaule');
    expect(understand('How long shuold I rest bewteen sets?', 'en').tokens).toContain('bewteen');
    expect(understand('my shouldr hurts', 'en').bodyParts).toEqual(['shoulder']);
  });

  it('splits German compounds on known words', () => {
    const u = understand('Kannst du mir ein Trainingsprogramm zusammenstellen?', 'de');
    expect(u.has('workoutPlan')).toBe(true);
    expect(u.has('createVerb')).toBe(true);
    expect(understand('Ich habe Knieschmerzen', 'de').bodyParts).toEqual(['knee']);
  });

  it('tells pain from soreness and from everyday words that look alike', () => {
    expect(understand('Me duele la rodilla cuando hago sentadillas', 'es').has('pain')).toBe(true);
    expect(understand('¿cuántas sesiones de HIIT a la semana?', 'es').has('pain')).toBe(false);
    expect(understand('les brûleurs de graisse, je pensais en acheter', 'fr').has('pain')).toBe(false);
    expect(understand('my legs are so sore after squats', 'en').has('soreness')).toBe(true);
  });

  it('tells which muscles are recovering from how muscles recover in general', () => {
    const state = (message: string, lng: 'en' | 'es' | 'fr' | 'de') => {
      const u = understand(message, lng);
      return u.has('whichMuscles') && u.has('muscleState');
    };
    expect(state('Which muscles are still recovering?', 'en')).toBe(true);
    expect(state('¿Qué músculos están listos para entrenar?', 'es')).toBe(true);
    expect(state('Quels muscles sont encore en récupération ?', 'fr')).toBe(true);
    expect(state('Welche Muskeln erholen sich noch?', 'de')).toBe(true);
    expect(state('Which muscles recover fastest?', 'en')).toBe(false);
    expect(state('¿Qué músculos se recuperan más rápido?', 'es')).toBe(false);
    expect(state('Quels muscles récupèrent le plus vite ?', 'fr')).toBe(false);
    expect(state('Welche Muskeln erholen sich am schnellsten?', 'de')).toBe(false);
  });

  it('reads quantities with units', () => {
    expect(findQuantities(normalize('I weigh 154 lb, 175 cm, 30 years old, 4 days a week'))).toMatchObject({
      weightsKg: [70],
      heightCm: 175,
      age: 30,
      days: 4,
    });
    expect(tokenize(normalize('3x8'))).toEqual(['3', 'x', '8']);
  });

  it('answers in the language the message is written in when that is clear', () => {
    expect(understand('¿Cuánto tiempo debo descansar entre series?', 'en').language).toBe('es');
    expect(understand('bench press', 'fr').language).toBe('fr');
  });
});

describe('long messages (issue 25)', () => {
  it('finding 4: a 4,000-character message is read up to 400 words, and each message once', () => {
    const long = 'a de la y to in on up my is it '.repeat(130).slice(0, 4000);
    const u = understand(long, 'en');
    expect(tokenize(normalize(long)).length).toBeGreaterThan(1400);
    expect(u.tokens).toHaveLength(400);
    // The coach reads the four messages before the new one again: the same reading is given back.
    expect(understand(long, 'en')).toBe(u);
    expect(understand(long, 'es')).not.toBe(u);
    // A name within the words read is still found.
    expect(understand(`${'a de '.repeat(150)}bench press 80 kg x 5`, 'en').logged[0]).toMatchObject({
      exercise: 'Barbell bench press',
      weightKg: 80,
      reps: 5,
    });
  });
});
