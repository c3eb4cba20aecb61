/**
 * The members the browser tests start as, made before the server starts on its data folder with the
 * seed's helpers (the emailed link and onboarding's routes through `app.inject`, the local checkout
 * for a trial), so that a story about something else does not sign up through the UI first. Each is
 * onboarded as the UI's sign-up leaves a person (Marta Ruiz, a full gym, the strength coach in the
 * hypertrophy style, PAR-Q all "no", English) and written with its cookies to the file given:
 * node --import tsx tests/e2e/seed-members.ts OUT (with the server's DATA_DIR and APP_URL).
 */
import fs from 'node:fs';
import { loadConfig } from '#server/config.ts';
import type { SeedBrowser } from '../../scripts/seed/browser.ts';
import { openSeedApp, signUp } from '../../scripts/seed/run-seed.ts';

/** Key → whether the member has started the PRO trial (no card) at the local checkout. */
export const E2E_MEMBERS = {
  pain: { trial: true },
  import: { trial: false },
  yin: { trial: true },
  hiit: { trial: true },
  pro: { trial: false },
  chat: { trial: false },
  progress: { trial: true },
  french: { trial: true },
} as const;
export type E2EMember = keyof typeof E2E_MEMBERS;
export type SeededMembers = Record<E2EMember, { email: string; cookies: { name: string; value: string }[] }>;

async function startTrial(browser: SeedBrowser) {
  const { sessionUrl } = await browser.post<{ sessionUrl: string }>('/api/subscription/create-checkout', {
    plan: 'PRO',
  });
  await browser.postForm(new URL(sessionUrl).pathname, { action: 'trial' });
  const subscription = await browser.get<{ status: string }>('/api/subscription');
  if (subscription.status !== 'trialing') throw new Error(`the trial is ${subscription.status}`);
}

const out = process.argv[2];
if (!out) throw new Error('usage: seed-members.ts OUT');
const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
const { app, mailbox } = await openSeedApp(config);
try {
  const seeded = {} as SeededMembers;
  let n = 0;
  for (const [key, { trial }] of Object.entries(E2E_MEMBERS) as [E2EMember, { trial: boolean }][]) {
    const email = `${key}@e2e.example.com`;
    const browser = await signUp(
      app,
      mailbox,
      {
        basic: { fullName: 'Marta Ruiz', email, primaryGoal: 'build_muscle', language: 'en' },
        health: {
          injuries: [],
          medicalConditions: [],
          dietaryRestrictions: [],
          equipment: ['full gym'],
          fitnessLevel: 'intermediate',
          trainingMethod: 'rir',
        },
        agent: { category: 'strength', style: 'hypertrophy' },
        address: `198.51.100.${++n}`,
        history: { weekPattern: [], skip: 0, strength: 1, rate: 0, seed: n },
      },
      'Europe/Madrid',
      { leaderboard: false },
    );
    if (trial) await startTrial(browser);
    seeded[key] = { email, cookies: browser.cookies() };
  }
  fs.writeFileSync(out, JSON.stringify(seeded));
} finally {
  await app.close();
}
