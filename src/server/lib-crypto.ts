import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) from the CSPRNG, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
