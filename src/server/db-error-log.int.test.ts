import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from './db/schema/index.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

let ctx: TestContext;
/** Every line the app logged, as pino wrote it. */
const logged: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext(
    { LOG_LEVEL: 'warn' },
    { logStream: { write: (line: string) => void logged.push(line) } },
  );
});
afterAll(() => ctx?.close());

/** The error a query throws. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the query did not fail');
}

const lineWith = (msg: string) =>
  logged.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === msg) as
    | { err: Record<string, unknown> }
    | undefined;

describe('finding 9: a failed database query is logged without its parameters', () => {
  it('finding 9: the log holds the SQL text and the cause’s code, never the parameters or the driver’s detail', async () => {
    await ctx.db.insert(users).values({ email: 'dup-secret-4711@example.com' });
    // A unique violation: Drizzle's message lists the parameters, the driver's detail repeats the address.
    const duplicate = await failure(() => ctx.db.insert(users).values({ email: 'dup-secret-4711@example.com' }));
    // A bad uuid: the driver's message quotes the value.
    const badId = await failure(() => ctx.db.select().from(users).where(eq(users.id, 'not-a-uuid-secret-0815')));
    // A message's text as a parameter (health data), wrapped by the caller.
    const message = await failure(() =>
      ctx.db.insert(chatMessages).values({
        sessionId: '00000000-0000-4000-8000-000000000000',
        role: 'user',
        content: 'my shoulder hurts secret-3141',
      }),
    );
    ctx.app.log.error({ err: duplicate }, 'db failure one');
    ctx.app.log.child({ reqId: 'r1' }).error({ err: badId }, 'db failure two');
    ctx.app.log.error({ err: new Error('could not save the message', { cause: message }) }, 'db failure three');

    const all = logged.join('\n');
    for (const secret of ['dup-secret-4711', 'not-a-uuid-secret-0815', 'secret-3141', 'params:']) {
      expect(all).not.toContain(secret);
    }
    expect(lineWith('db failure one')?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "users"/),
      code: '23505',
    });
    expect(lineWith('db failure two')?.err).toMatchObject({
      message: expect.stringMatching(/^Failed query: select .* from "users"/),
      code: '22P02',
    });
    expect(lineWith('db failure three')?.err).toMatchObject({
      message: expect.stringMatching(/^Failed query: insert into "chat_messages"/),
      code: '23503',
    });
  });
});
