import type { FastifyReply, FastifyRequest } from 'fastify';
import { DRAFT_TTL_MS, type Visitor } from './draft.ts';

/** Holds the token of a visitor's onboarding draft (decision 005); only its hash is stored. */
const ONBOARDING_COOKIE = 'forja_onboarding';

/** Who is asking: the signed-in user, else whoever holds a draft cookie (checked by the services). */
export async function visitorOf(req: FastifyRequest): Promise<Visitor> {
  return { user: await req.currentUser(), draftToken: req.cookies[ONBOARDING_COOKIE] };
}

export function setDraftCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(ONBOARDING_COOKIE, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(DRAFT_TTL_MS / 1000),
  });
}
