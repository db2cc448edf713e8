import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/users.ts';
import { bearer, createTestUser, loginToken, postChangePassword, TEST_PASSWORD } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Two instances of the API over one database, as behind a load balancer: each keeps the
// signed-in users it has seen in memory, and hears every change to an account (decision 068).
let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  first = await createTestApp();
  second = await buildApp({ config: first.config, database: first.database });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

function me(app: FastifyInstance, idToken: string) {
  return app.inject({ method: 'GET', url: '/common-api/me', headers: bearer(idToken) });
}

describe('the signed-in user as the database has it, on every instance', () => {
  it('a password changed on one instance ends the older sessions on the other', async () => {
    const user = await createTestUser(first.database.db);
    const oldToken = await loginToken(first.app, user.email, user.password);
    // the second instance has seen this session, and keeps its user
    expect((await me(second, oldToken)).statusCode).toBe(200);
    expect((await me(second, oldToken)).statusCode).toBe(200);

    const changed = await postChangePassword(first.app, oldToken, TEST_PASSWORD, 'Changed@2026');
    expect(changed.statusCode).toBe(200);
    const { idToken } = changed.json<{ idToken: string }>();

    // on the instance that made the change at once; on the other as soon as it hears of it
    expect((await me(first.app, oldToken)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(second, oldToken)).statusCode).toBe(401));
    expect((await me(second, idToken)).statusCode).toBe(200);
  });

  it('a name changed in the database shows on both instances', async () => {
    const user = await createTestUser(first.database.db, { firstName: 'Sara' });
    const idToken = await loginToken(first.app, user.email, user.password);
    for (const app of [first.app, second]) expect((await me(app, idToken)).json()).toMatchObject({ firstName: 'Sara' });

    await first.database.db.update(users).set({ firstName: 'Sarah' }).where(eq(users.id, user.id));
    for (const app of [first.app, second])
      await vi.waitFor(async () => expect((await me(app, idToken)).json()).toMatchObject({ firstName: 'Sarah' }));
  });

  it('a deleted account is signed out on both instances', async () => {
    const user = await createTestUser(first.database.db);
    const idToken = await loginToken(first.app, user.email, user.password);
    for (const app of [first.app, second]) expect((await me(app, idToken)).statusCode).toBe(200);

    await first.database.db.delete(users).where(eq(users.id, user.id));
    for (const app of [first.app, second])
      await vi.waitFor(async () => expect((await me(app, idToken)).statusCode).toBe(401));
  });
});
