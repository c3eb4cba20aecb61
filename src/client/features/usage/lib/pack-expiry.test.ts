import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packExpiry } from './pack-expiry.ts';

const browserZone = process.env.TZ;
beforeAll(async () => {
  // A browser far west of the member: its own clock is still on the day before.
  process.env.TZ = 'Pacific/Honolulu';
  await i18next.init({ lng: 'en', resources: {} });
});
afterAll(() => {
  process.env.TZ = browserZone;
});

describe('issue 17: the usage card shows a pack’s expiry as a date', () => {
  // Bought on October 10 by a member in Kiritimati (UTC+14): it lasts to 23:59:59 of their October 10.
  const expiresAt = '2025-10-10T09:59:59.999Z';

  it('the member’s own day, not a time and not the browser’s day', () => {
    const text = packExpiry(expiresAt, 'Pacific/Kiritimati');
    expect(text).toBe('Oct 10, 2025');
    expect(text).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it('in each language’s style', async () => {
    const seen: string[] = [];
    for (const lng of ['es', 'fr', 'de']) {
      await i18next.changeLanguage(lng);
      seen.push(packExpiry(expiresAt, 'Pacific/Kiritimati'));
    }
    await i18next.changeLanguage('en');
    expect(seen).toEqual(['10 oct 2025', '10 oct. 2025', '10.10.2025']);
  });

  it('falls back to the browser’s zone for an unknown one', () => {
    expect(packExpiry('2025-10-10T21:59:59.999Z', 'Not/AZone')).toBe('Oct 10, 2025');
  });
});
