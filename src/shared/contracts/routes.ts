import type { z } from 'zod';
import type { TAgentValidation, ZValidateAgentRequest } from './agents.ts';
import type { TAuthCallbackResponse, TMagicLinkRequest, ZAuthCallbackQuery, ZOkResponse } from './auth.ts';
import type { TChatMessage, TChatSession, ZCreateSessionRequest } from './chat.ts';
import type {
  TBasicInfoInput,
  TCompleteResponse,
  THealthProfileInput,
  ZBasicInfoResponse,
  ZCompleteRequest,
  ZParqRequest,
  ZParqResponse,
} from './onboarding.ts';
import type {
  TLogWorkoutInput,
  TLogWorkoutResult,
  TPreviousPerformance,
  ZNutritionPlansResponse,
  ZPreviousQuery,
  ZWorkoutPlansResponse,
} from './plans.ts';
import type {
  TPreviewChatResponse,
  ZPreviewChatRequest,
  ZSupportChatRequest,
  ZSupportChatResponse,
  ZSupportRequest,
  ZSupportRequestResponse,
} from './preview.ts';
import type { TProfileResponse } from './profile.ts';
import type {
  TExerciseMuscleInput,
  TExerciseMuscleResult,
  THealthScoreEntry,
  TLeaderboard,
  TLeaderboardOptInRequest,
  TLeaderboardOptInResponse,
  TMuscleRecovery,
  TOneRmPoint,
  TPersonalRecord,
  TUnknownExercise,
  ZLeaderboardQuery,
} from './progress.ts';
import type { TPublicConfig } from './public-config.ts';
import type {
  TConfirmCheckoutRequest,
  TPortalResponse,
  TSubscription,
  ZCreateCheckoutRequest,
} from './subscription.ts';
import type { TUsageToday, ZAddPackageRequest, ZSessionUrlResponse } from './usage.ts';
import type { TImportPreview, TImportRequest, TImportResult } from './workout-import.ts';

/** A request part as the client sends it: before the schema's defaults and transforms. */
type In<S extends z.ZodType> = z.input<S>;
/** An answer as the server's schema serialises it. */
type Out<S extends z.ZodType> = z.output<S>;

/**
 * Every JSON endpoint the web app calls, `'METHOD /path'` (`:name` is a path parameter), with its
 * `body`, `query` and `response` types taken from the zod contracts the server validates with: the
 * client types a call once, here, and `apiRequest` / `apiQuery` (src/client/lib/api.ts) read the
 * rest from the path. Type-only: nothing of it reaches a bundle.
 */
export type ApiRoutes = {
  'GET /api/config': { response: TPublicConfig };

  'GET /api/profile': { response: TProfileResponse };
  'POST /api/auth/magic-link': { body: TMagicLinkRequest; response: Out<typeof ZOkResponse> };
  'GET /api/auth/callback': { query: In<typeof ZAuthCallbackQuery>; response: TAuthCallbackResponse };
  'POST /api/auth/logout': { response: Out<typeof ZOkResponse> };
  'DELETE /api/account': { response: Out<typeof ZOkResponse> };

  'POST /api/onboarding/basic': { body: TBasicInfoInput; response: Out<typeof ZBasicInfoResponse> };
  'POST /api/onboarding/profile': { body: THealthProfileInput; response: Out<typeof ZOkResponse> };
  'POST /api/onboarding/parq': { body: In<typeof ZParqRequest>; response: Out<typeof ZParqResponse> };
  'POST /api/onboarding/complete': { body: In<typeof ZCompleteRequest>; response: TCompleteResponse };
  'POST /api/agents/validate': { body: In<typeof ZValidateAgentRequest>; response: TAgentValidation };

  'GET /api/subscription': { response: TSubscription | null };
  'POST /api/subscription/create-checkout': {
    body: In<typeof ZCreateCheckoutRequest>;
    response: Out<typeof ZSessionUrlResponse>;
  };
  'POST /api/subscription/portal': { response: TPortalResponse };
  'POST /api/subscription/confirm': { body: TConfirmCheckoutRequest; response: Out<typeof ZOkResponse> };
  'GET /api/usage/today': { response: TUsageToday };
  'POST /api/usage/add-package': { body: In<typeof ZAddPackageRequest>; response: Out<typeof ZSessionUrlResponse> };

  'GET /api/chat/sessions': { response: TChatSession[] };
  'POST /api/chat/sessions': { body: In<typeof ZCreateSessionRequest>; response: TChatSession };
  'GET /api/chat/sessions/:id/messages': { response: TChatMessage[] };
  'POST /api/preview-chat': { body: In<typeof ZPreviewChatRequest>; response: TPreviewChatResponse };
  'POST /api/support-chat': { body: In<typeof ZSupportChatRequest>; response: Out<typeof ZSupportChatResponse> };
  'POST /api/support/requests': { body: In<typeof ZSupportRequest>; response: Out<typeof ZSupportRequestResponse> };

  'GET /api/workout-plans': { response: Out<typeof ZWorkoutPlansResponse> };
  'GET /api/nutrition-plans': { response: Out<typeof ZNutritionPlansResponse> };
  'POST /api/workouts/log': { body: TLogWorkoutInput; response: TLogWorkoutResult };
  'GET /api/workouts/previous': { query: In<typeof ZPreviousQuery>; response: TPreviousPerformance };

  'GET /api/progress/health-score': { response: THealthScoreEntry[] };
  'GET /api/progress/personal-records': { response: TPersonalRecord[] };
  'GET /api/progress/muscle-recovery': { response: TMuscleRecovery[] };
  'GET /api/progress/one-rm': { response: TOneRmPoint[] };
  'GET /api/progress/unknown-exercises': { response: TUnknownExercise[] };
  'POST /api/progress/exercise-muscle': { body: TExerciseMuscleInput; response: TExerciseMuscleResult };
  'POST /api/progress/import/preview': { body: TImportRequest; response: TImportPreview };
  'POST /api/progress/import': { body: TImportRequest; response: TImportResult };
  'GET /api/leaderboard': { query: In<typeof ZLeaderboardQuery>; response: TLeaderboard };
  'POST /api/leaderboard/opt-in': { body: TLeaderboardOptInRequest; response: TLeaderboardOptInResponse };
};

export type ApiRoute = keyof ApiRoutes;
/** What a route answers. */
export type ApiResponse<R extends ApiRoute> = ApiRoutes[R]['response'];
/** What a route takes as its JSON body (`never` for one without). */
export type ApiBody<R extends ApiRoute> = ApiRoutes[R] extends { body: infer B } ? B : never;
