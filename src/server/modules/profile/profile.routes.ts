import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfileResponse } from '#shared/contracts/profile.ts';
import { AppError } from '../../errors.ts';
import { toUserDto } from '../account/dto.ts';
import { toProfileDto } from './dto.ts';
import { loadProfile } from './profile.ts';

/**
 * The signed-in person and their profile: answered to anyone (401 when signed out, so that the app
 * can tell), and kept per user until a write changes it (decision 012).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/profile', { schema: { response: { 200: ZProfileResponse } } }, async (req) => {
    const user = await req.currentUser();
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    const profile = await loadProfile(app.deps, user.id);
    // Cache-Control: the default of listed offline reads (app.ts): kept by the service worker, always revalidated.
    return { user: toUserDto(user), profile: toProfileDto(profile, user) };
  });
};
