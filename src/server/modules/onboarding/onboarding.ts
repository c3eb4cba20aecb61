import { eq } from 'drizzle-orm';
import type { AgentCategoryId } from '#shared/catalog/agents.ts';
import type { TBasicInfo, TCompleteResponse, THealthProfile } from '#shared/contracts/onboarding.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { safeRedirectPath } from '#shared/redirect.ts';
import { canonicalTimeZone } from '#shared/time.ts';
import { onboardingDrafts, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib-crypto.ts';
import { toUserDto } from '../account/dto.ts';
import { requireAllowedAgent, rulesOfProfile } from '../agents/validate-agent.ts';
import { sendMagicLink } from '../auth/magic-links.ts';
import { healthValues } from '../profile/answers.ts';
import * as profile from '../profile/profile.ts';
import { DRAFT_TTL_MS, type Draft, type DraftData, resolveSubject, type Subject, type Visitor } from './draft.ts';

async function saveDraftData(deps: Deps, draft: Draft, data: DraftData) {
  await deps.db.update(onboardingDrafts).set({ data }).where(eq(onboardingDrafts.id, draft.id));
}

async function requireSubject(deps: Deps, visitor: Visitor): Promise<Subject> {
  const subject = await resolveSubject(deps, visitor);
  if (!subject) throw new AppError('ONBOARDING_NOT_STARTED', 'Start with the first step of onboarding');
  return subject;
}

/**
 * Step 1. A signed-in user's profile is updated. A visitor's answers go to a
 * draft held by a cookie, whether or not the address has an account: this
 * step neither looks the address up nor mails anyone, so it does the same
 * work and answers the same for both (issue 25, finding 3). The last step
 * mails the link. A new draft's token comes back as `draftToken`, for the
 * route to put in the cookie.
 */
export async function saveBasicInfo(
  deps: Deps,
  visitor: Visitor,
  input: TBasicInfo,
  language: Language,
): Promise<{ user: { id: string }; draftToken?: string }> {
  const basic = { ...input, timeZone: canonicalTimeZone(input.timeZone), language };
  if (visitor.user) {
    await profile.saveBasicInfo(deps, visitor.user.id, basic);
    return { user: { id: visitor.user.id } };
  }

  const data: DraftData = { basic, basicAt: new Date().toISOString() };
  const current = await resolveSubject(deps, visitor);
  if (current?.kind === 'draft') {
    await deps.db
      .update(onboardingDrafts)
      .set({
        email: basic.email,
        existingAccount: false,
        // Keep later steps' answers when the visitor comes back to step 1.
        data: { ...current.draft.data, ...data },
        completedAt: null,
        expiresAt: new Date(Date.now() + DRAFT_TTL_MS),
      })
      .where(eq(onboardingDrafts.id, current.draft.id));
    return { user: { id: current.draft.id } };
  }
  const draftToken = randomToken();
  const [draft] = await deps.db
    .insert(onboardingDrafts)
    .values({
      tokenHash: sha256(draftToken),
      email: basic.email,
      existingAccount: false,
      data,
      expiresAt: new Date(Date.now() + DRAFT_TTL_MS),
    })
    .returning({ id: onboardingDrafts.id });
  if (!draft) throw new AppError('INTERNAL', 'draft not created');
  return { user: { id: draft.id }, draftToken };
}

/** Step 2: the health and fitness profile. */
export async function saveHealthProfile(deps: Deps, visitor: Visitor, input: THealthProfile): Promise<{ ok: true }> {
  const subject = await requireSubject(deps, visitor);
  const health = healthValues(input);
  if (subject.kind === 'draft') {
    await saveDraftData(deps, subject.draft, { ...subject.draft.data, health });
    return { ok: true };
  }
  // PAR-Q results come only from the questionnaire: a client cannot lower a clearance through this call.
  const parq = subject.profile?.parqAnswers
    ? undefined
    : { parqCompleted: input.parqCompleted, parqRequiresClearance: input.parqRequiresClearance };
  await profile.saveHealthProfile(deps, subject.user.id, { ...health, parq });
  return { ok: true };
}

/** The PAR-Q+ answers: any "yes" means clearance is needed. */
export async function saveParq(deps: Deps, visitor: Visitor, answers: boolean[]) {
  const subject = await requireSubject(deps, visitor);
  const parq = { answers, requiresClearance: answers.some(Boolean) };
  if (subject.kind === 'draft') await saveDraftData(deps, subject.draft, { ...subject.draft.data, parq });
  else await profile.saveParq(deps, subject.user.id, parq);
  return { parqCompleted: true as const, parqRequiresClearance: parq.requiresClearance };
}

/** What the agent rules read, from either kind of subject. */
export function rulesProfile(subject: Subject | null) {
  if (!subject) return null;
  if (subject.kind === 'user') return rulesOfProfile(subject.profile);
  const d = subject.draft.data;
  if (!d.health && !d.parq) return null;
  return {
    injuries: d.health?.injuries ?? [],
    medicalConditions: d.health?.medicalConditions ?? [],
    fitnessLevel: d.health?.fitnessLevel ?? 'intermediate',
    parqRequiresClearance: d.parq?.requiresClearance ?? false,
  };
}

/**
 * Step 3: the chosen coach, checked against the rules; a visitor is mailed the verifying link,
 * which brings them back to `redirectTo` (an app path; anything else is dropped).
 */
export async function completeOnboarding(
  deps: Deps,
  visitor: Visitor,
  agent: { category: AgentCategoryId; style: string },
  language: Language,
  redirectTo?: string,
): Promise<TCompleteResponse> {
  const next = safeRedirectPath(redirectTo);
  const subject = await requireSubject(deps, visitor);
  const parqDone = subject.kind === 'user' ? subject.profile?.parqCompleted : subject.draft.data.parq !== undefined;
  const basicDone =
    subject.kind === 'user' ? Boolean(subject.profile?.termsAcceptedAt) : Boolean(subject.draft.data.basic);
  if (!basicDone) throw new AppError('ONBOARDING_NOT_STARTED', 'Start with the first step of onboarding');
  if (!parqDone) throw new AppError('PARQ_REQUIRED', 'Please answer the health questionnaire');
  requireAllowedAgent(rulesProfile(subject), agent.category, agent.style, language);

  if (subject.kind === 'user') {
    await profile.saveChosenAgent(deps, subject.user.id, agent);
    return { completed: true, user: toUserDto(subject.user), redirectTo: next ?? '/chat' };
  }

  const { draft } = subject;
  const data: DraftData = { ...draft.data, agent };
  if (next) data.redirectTo = next;
  else delete data.redirectTo;
  // Looked up here, where both kinds of address are mailed: the work is the same for both.
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, draft.email)).limit(1);
  if (existing) {
    // An address that already has an account only gets a sign-in link, with the way back: its data is
    // never overwritten, and the answers typed for it are dropped now, since whoever typed them may not
    // be its owner (issue 25, finding 13).
    await deps.db.delete(onboardingDrafts).where(eq(onboardingDrafts.id, draft.id));
    await sendMagicLink(deps, { email: draft.email, language, kind: 'sign_in', redirectTo: next ?? undefined });
    return { completed: true, emailSentTo: draft.email };
  }
  await deps.db
    .update(onboardingDrafts)
    .set({ data, completedAt: new Date() })
    .where(eq(onboardingDrafts.id, draft.id));
  await sendMagicLink(deps, { email: draft.email, language, kind: 'onboarding', draftId: draft.id });
  return { completed: true, emailSentTo: draft.email };
}
