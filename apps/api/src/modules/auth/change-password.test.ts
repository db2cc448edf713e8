import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { USER_TYPES } from '@hissa/contracts/user-types';
import {
  bearer,
  createTestUser,
  loginToken,
  nextRemoteAddress,
  postLogin,
  TEST_PASSWORD,
} from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

function changePassword(idToken: string, payload: Record<string, unknown>, language = 'en') {
  return harness.app.inject({
    method: 'POST',
    url: '/common-api/change-password',
    headers: { ...bearer(idToken), 'accept-language': language },
    remoteAddress: nextRemoteAddress(),
    payload,
  });
}

function me(idToken: string) {
  return harness.app.inject({ method: 'GET', url: '/common-api/me', headers: bearer(idToken) });
}

/** Each rule of a new password (contracts auth.ts newPasswordSchema) with its English and Arabic message. */
const RULES = [
  ['', 'New password is required', 'كلمة المرور الجديدة مطلوبة'],
  ['Ab1!', 'Password should be 8 to 50 characters', 'يجب أن تتكون كلمة المرور من 8 إلى 50 حرفًا'],
  [`Ab1!${'x'.repeat(47)}`, 'Password should be 8 to 50 characters', 'يجب أن تتكون كلمة المرور من 8 إلى 50 حرفًا'],
  [
    'ABCDEFG1!',
    'Password should contain one lowercase letter',
    'يجب أن تحتوي كلمة المرور على حرف إنجليزي صغير واحد على الأقل',
  ],
  [
    'abcdefg1!',
    'Password should contain one uppercase letter',
    'يجب أن تحتوي كلمة المرور على حرف إنجليزي كبير واحد على الأقل',
  ],
  ['Abcdefgh!', 'Password should contain one number', 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل'],
  [
    'Abcdefgh1',
    'Password should contain one Special character ($ @ ! % * ? &)',
    'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل ($ @ ! % * ? &)',
  ],
  ['Abcdefg1!ب', 'English alphabet letters are only allowed', 'يُسمح بالأحرف الإنجليزية فقط'],
] as const;

describe('new password rules, on the server, in both languages', () => {
  it('update-password-request answers each rule with its own message', async () => {
    for (const [password, english, arabic] of RULES) {
      for (const [language, text] of [
        ['en', english],
        ['ar', arabic],
      ] as const) {
        const response = await harness.app.inject({
          method: 'POST',
          url: '/auth-api/update-password-request',
          headers: { 'accept-language': language },
          payload: { newPassword: password, confirmNewPassword: 'Valid@123', token: 'some-token' },
        });
        expect(response.statusCode, password).toBe(400);
        expect(
          response.json<ErrorEnvelope>().errors.filter((error) => error.field === 'body.newPassword'),
          password,
        ).toEqual([{ field: 'body.newPassword', message: text }]);
      }
    }
  });

  it('confirm must equal new; new must differ from current; the current password must be right', async () => {
    const user = await createTestUser(harness.database.db);
    const idToken = await loginToken(harness.app, user.email, user.password);
    const mismatch = await changePassword(
      idToken,
      { currentPassword: user.password, newPassword: 'Valid@123', confirmNewPassword: 'Valid@124' },
      'ar',
    );
    expect(mismatch.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.confirmNewPassword', message: 'يجب أن تتطابق كلمة المرور الجديدة مع تأكيد كلمة المرور' },
    ]);
    const same = await changePassword(idToken, {
      currentPassword: user.password,
      newPassword: user.password,
      confirmNewPassword: user.password,
    });
    expect(same.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.newPassword', message: 'New password should be different from the current password' },
    ]);
    const missingCurrent = await changePassword(idToken, { newPassword: 'Valid@123', confirmNewPassword: 'Valid@123' });
    expect(missingCurrent.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.currentPassword', message: 'Current password is required' },
    ]);
    const wrongCurrent = await changePassword(idToken, {
      currentPassword: 'Wrong@123',
      newPassword: 'Valid@123',
      confirmNewPassword: 'Valid@123',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json<ErrorEnvelope>()).toEqual({
      error: true,
      message: 'The current password is incorrect',
      errors: [{ field: 'body.currentPassword', message: 'The current password is incorrect' }],
    });
    // nothing changed
    expect((await postLogin(harness.app, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('POST /common-api/change-password', () => {
  it('keeps a first-time user to me and change-password, then lets them in with a fresh token', async () => {
    const user = await createTestUser(harness.database.db, { isFirstTimeLogin: true, userType: USER_TYPES.admin });
    const firstToken = await loginToken(harness.app, user.email, user.password);
    expect((await me(firstToken)).json()).toMatchObject({
      email: user.email,
      type: USER_TYPES.admin,
      isFirstTimeLogin: true,
    });

    const gated = await harness.app.inject({
      method: 'POST',
      url: '/admin-api/users/1/unlock',
      headers: { ...bearer(firstToken), 'accept-language': 'ar' },
    });
    expect(gated.statusCode).toBe(403);
    expect(gated.json<ErrorEnvelope>().message).toBe('يرجى تغيير كلمة المرور قبل المتابعة.');

    const secondSession = await loginToken(harness.app, user.email, user.password);
    const changed = await changePassword(firstToken, {
      id: 12345,
      currentPassword: TEST_PASSWORD,
      newPassword: 'Changed@2026',
      confirmNewPassword: 'Changed@2026',
    });
    expect(changed.statusCode).toBe(200);
    const { idToken } = changed.json<{ idToken: string }>();
    expect((await me(idToken)).json()).toMatchObject({ isFirstTimeLogin: false });
    expect(
      (await harness.app.inject({ method: 'POST', url: '/admin-api/users/1/unlock', headers: bearer(idToken) }))
        .statusCode,
    ).toBe(200);

    // every earlier session has ended; the old password no longer works
    expect((await me(firstToken)).statusCode).toBe(401);
    expect((await me(secondSession)).statusCode).toBe(401);
    expect((await postLogin(harness.app, user.email, user.password)).statusCode).toBe(401);
    expect((await postLogin(harness.app, user.email, 'Changed@2026')).statusCode).toBe(200);
  });
});
