import { type BodyPart, injuredParts, mentionsEatingDisorder } from '#shared/coaching/injuries.ts';
import type { Equipment } from '#shared/coaching/training.ts';
import { excludedTags, type FoodTag } from '../library/foods.ts';
import { type CoachProfile, parseEquipment } from './profile.ts';

/** The profile's free text (injuries, equipment, diet, conditions), parsed into what the rules read. */
export type Athlete = {
  injured: ReadonlySet<BodyPart>;
  equipment: ReadonlySet<Equipment>;
  excludedFoods: ReadonlySet<FoodTag>;
  eatingDisorder: boolean;
};

const parsed = new WeakMap<CoachProfile, Athlete>();

/**
 * The typed record of a profile, parsed once per loaded profile: every rule
 * and planner of one reply reads the same record instead of parsing the free
 * text again. A changed profile is a new object, parsed anew.
 */
export function athleteOf(profile: CoachProfile): Athlete {
  let athlete = parsed.get(profile);
  if (!athlete) {
    athlete = {
      injured: injuredParts(profile.injuries),
      equipment: parseEquipment(profile.equipment),
      excludedFoods: excludedTags(profile.restrictions),
      eatingDisorder: mentionsEatingDisorder(profile.conditions),
    };
    parsed.set(profile, athlete);
  }
  return athlete;
}
