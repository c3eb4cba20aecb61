import { and, eq, gt } from 'drizzle-orm';
import { onboardingDrafts, profiles } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { sha256 } from '../../lib-crypto.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { OnboardingAnswers } from '../profile/answers.ts';

export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/** The answers so far (the profile module maps them to the profile at sign-in), and the way back. */
export type DraftData = OnboardingAnswers & {
  /** Where the mailed link brings the person back to (an app path, checked again at sign-in). */
  redirectTo?: string;
};

export type Draft = typeof onboardingDrafts.$inferSelect & { data: DraftData };

/** Who is onboarding: a signed-in user, or a visitor holding a draft cookie. */
export type Subject =
  | { kind: 'user'; user: SessionUser; profile: typeof profiles.$inferSelect | undefined }
  | { kind: 'draft'; draft: Draft };

/** Who is asking, as the route read it: the signed-in user, else the token of the visitor's draft cookie. */
export type Visitor = { user: SessionUser | null; draftToken: string | undefined };

export async function findDraft(deps: Deps, token: string | undefined): Promise<Draft | null> {
  if (!token || token.length > 100) return null;
  const [draft] = await deps.db
    .select()
    .from(onboardingDrafts)
    .where(and(eq(onboardingDrafts.tokenHash, sha256(token)), gt(onboardingDrafts.expiresAt, new Date())))
    .limit(1);
  return (draft as Draft | undefined) ?? null;
}

export async function resolveSubject(deps: Deps, { user, draftToken }: Visitor): Promise<Subject | null> {
  if (user) {
    const [profile] = await deps.db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1);
    return { kind: 'user', user, profile };
  }
  const draft = await findDraft(deps, draftToken);
  return draft ? { kind: 'draft', draft } : null;
}
