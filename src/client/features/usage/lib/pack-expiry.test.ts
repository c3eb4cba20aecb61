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

describe('a pack’s expiry (issues 17 and 24)', () => {
  // Bought on October 10 by a member in Kiritimati (UTC+14): it lasts to 23:59:59 of their October 10.
  const expiresAt = '2025-10-10T09:59:59.999Z';
  // 08:00 of October 10 in Kiritimati; still October 9 in Honolulu.
  const sameDay = new Date('2025-10-09T18:00:00Z');

  it('is "today at 23:59" on the member’s own day, though the browser’s day is another', () => {
    expect(packExpiry(expiresAt, 'Pacific/Kiritimati', sameDay)).toEqual({ today: true, time: '23:59' });
  });

  it('is 23:59 on a 24-hour clock in every language', async () => {
    const seen: string[] = [];
    for (const lng of ['en', 'es', 'fr', 'de']) {
      await i18next.changeLanguage(lng);
      seen.push(packExpiry(expiresAt, 'Pacific/Kiritimati', sameDay).time);
    }
    await i18next.changeLanguage('en');
    expect(seen).toEqual(['23:59', '23:59', '23:59', '23:59']);
  });

  it('an expiry on another day is its date in the member’s zone, in each language’s style', async () => {
    const later = new Date('2025-10-11T12:00:00Z');
    expect(packExpiry(expiresAt, 'Pacific/Kiritimati', later)).toEqual({
      today: false,
      date: 'Oct 10, 2025',
      time: '23:59',
    });
    const seen: string[] = [];
    for (const lng of ['es', 'fr', 'de']) {
      await i18next.changeLanguage(lng);
      const e = packExpiry(expiresAt, 'Pacific/Kiritimati', later);
      seen.push(e.today ? '' : e.date);
    }
    await i18next.changeLanguage('en');
    expect(seen).toEqual(['10 oct 2025', '10 oct. 2025', '10.10.2025']);
  });

  it('falls back to the browser’s zone for an unknown one', () => {
    const e = packExpiry('2025-10-10T21:59:59.999Z', 'Not/AZone', new Date('2025-10-12T00:00:00Z'));
    expect(e).toEqual({ today: false, date: 'Oct 10, 2025', time: '23:59' });
  });
});
