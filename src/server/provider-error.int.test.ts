import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from './db/schema/index.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from './test/harness.ts';
import { ScriptedModel } from './test/scripted-model.ts';
import { onboardedUser, subscribe } from './test/users.ts';

let ctx: TestContext;
let model: ScriptedModel;
/** Every line the app logged, as pino wrote it. */
const logged: string[] = [];
beforeAll(async () => {
  model = await new ScriptedModel([]).start();
  ctx = await createTestContext(
    { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.url, AI_MODEL: 'scripted', LOG_LEVEL: 'warn' },
    { logStream: { write: (line: string) => void logged.push(line) } },
  );
});
afterAll(async () => {
  await ctx?.close();
  await model?.stop();
});

const lineWith = (msg: string) =>
  logged.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === msg) as
    | { error: { message: string; statusCode?: number; url?: string } }
    | undefined;

describe('finding 9: a failing model provider', () => {
  it('finding 9: the coach’s provider error is logged with message, status and URL, without the request', async () => {
    const { cookie, userId } = await onboardedUser(ctx, 'log-health@example.com');
    await subscribe(ctx, userId);
    await ctx.db
      .update(profiles)
      .set({ medicalConditions: ['condition-marker-7731'], injuries: ['injury-marker-5120'] })
      .where(eq(profiles.userId, userId));
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/sessions',
      payload: { agentCategory: 'strength', agentStyle: 'hypertrophy' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    // 500 is retried once by the AI SDK: the error is a RetryError holding both failed calls.
    model.setScript([
      { kind: 'fail', status: 500 },
      { kind: 'fail', status: 500 },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { sessionId: session.json().id, content: 'How should I train this week? message-marker-4242' },
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(200);
    // The model did receive the health data: the log is where it must not appear.
    expect(JSON.stringify(model.requests.at(-1))).toContain('condition-marker-7731');

    const line = lineWith('model provider failed: the built-in coach answered');
    expect(line?.error).toEqual({
      message: expect.stringContaining('scripted failure'),
      statusCode: 500,
      url: `${model.url}/chat/completions`,
    });
    const all = logged.join('\n');
    for (const secret of ['condition-marker-7731', 'injury-marker-5120', 'message-marker-4242', 'log-health@'])
      expect(all).not.toContain(secret);
  });

  it('finding 9: the support model’s error is logged without the conversation', async () => {
    model.setScript([{ kind: 'fail', status: 400 }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/support-chat',
      payload: { messages: [{ role: 'user', content: 'Can I pause my plan? support-marker-9090' }], language: 'en' },
      headers: SAME_ORIGIN,
    });
    expect(res.statusCode).toBe(200);
    expect(lineWith('support model failed: built-in answer')?.error).toEqual({
      message: 'scripted failure',
      statusCode: 400,
      url: `${model.url}/chat/completions`,
    });
    expect(logged.join('\n')).not.toContain('support-marker-9090');
  });
});
