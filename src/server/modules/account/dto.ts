import type { TUser } from '#shared/contracts/profile.ts';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

export function toUserDto(user: UserRow): TUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    language: user.language,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
