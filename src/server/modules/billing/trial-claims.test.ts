import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normaliseTrialEmail, trialClaimKey } from './trial-claims.ts';

describe('trial claims', () => {
  it('finding 6: one person is one key, whichever way the address is written', () => {
    expect(normaliseTrialEmail('  Ana.Lopez+forja@Gmail.com ')).toBe('analopez@gmail.com');
    expect(normaliseTrialEmail('ana.lopez@googlemail.com')).toBe('analopez@gmail.com');
    expect(trialClaimKey('AnaLopez@gmail.com')).toBe(trialClaimKey('ana.lopez+trial2@googlemail.com'));
    // Sub-addresses reach the same mailbox everywhere; dots only on Gmail.
    expect(normaliseTrialEmail('jo+x@example.com')).toBe('jo@example.com');
    expect(trialClaimKey('j.doe@example.com')).not.toBe(trialClaimKey('jdoe@example.com'));
    // The key is the SHA-256 of the normalised address; the address itself is never stored.
    expect(trialClaimKey('Jo+x@Example.com')).toBe(createHash('sha256').update('jo@example.com').digest('hex'));
    expect(trialClaimKey('jo@example.com')).not.toContain('@');
  });
});
