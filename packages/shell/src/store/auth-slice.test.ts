import { sessionExpired, tokenStorage } from '@diy/api';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authSlice, challengeStarted, initialAuthState, loggedIn, newUserCleared, newUserValidated, otpFailed, otpFlowCancelled,
  otpResent, resendAvailableAt, resetFinished, resetVerified, signedUp, signupOtpSent, type AuthState,
} from './auth-slice';

const reduce = authSlice.reducer;
const challenge = { otpId: 'o1', sentTo: '90XXXXXX05', expiresInSeconds: 300, resendInSeconds: 30 };

function fresh(): AuthState {
  return initialAuthState();
}

afterEach(() => {
  tokenStorage.clearAccessToken();
  tokenStorage.clearNewUserToken();
});

describe('initial state from storage', () => {
  it.each([
    [null, null, { isLoggedIn: false, isSignedUp: false, check: 'none' }],
    ['a', null, { isLoggedIn: true, isSignedUp: false, check: 'none' }],
    [null, 'n', { isLoggedIn: false, isSignedUp: true, check: 'checking' }],
    ['a', 'n', { isLoggedIn: true, isSignedUp: true, check: 'valid' }],
  ])('access %s, new-user %s', (access, newUser, expected) => {
    if (access) tokenStorage.setAccessToken(access);
    if (newUser) tokenStorage.setNewUserToken(newUser);
    const state = fresh();
    expect({ isLoggedIn: state.isLoggedIn, isSignedUp: state.isSignedUp, check: state.newUser.check }).toEqual(expected);
  });
});

describe('code flows', () => {
  it('keeps a second step: config, id, token and return path, all serialisable', () => {
    const s = reduce(fresh(), challengeStarted({ flow: 'mfa', challenge, sentAt: 1000, mfaToken: 'mfa', returnTo: '/events/draft' }));
    expect(s).toMatchObject({
      otpFlow: 'mfa', otpSessionId: 'o1', mfaToken: 'mfa', returnTo: '/events/draft',
      otpConfig: { sentTo: '90XXXXXX05', mobile: null, expiresInSeconds: 300, resendInSeconds: 30, sentAt: 1000 },
    });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(resendAvailableAt(s.otpConfig!)).toBe(31_000);
    const resent = reduce(s, otpResent({ ...challenge, otpId: 'o2', sentAt: 5000 }));
    expect(resent).toMatchObject({ otpSessionId: 'o2', mfaToken: 'mfa', otpConfig: { sentAt: 5000 } });
    const done = reduce(resent, loggedIn());
    expect(done).toMatchObject({ isLoggedIn: true, otpFlow: null, otpConfig: null, otpSessionId: null, mfaToken: null, returnTo: null });
  });

  it('walks a reset: username, then the session id, then nothing', () => {
    let s = reduce(fresh(), challengeStarted({ flow: 'reset', challenge, sentAt: 0, username: 'organiser2@demo.in' }));
    expect(s.reset).toEqual({ username: 'organiser2@demo.in', sessionID: null });
    s = reduce(s, otpFailed('Wrong code'));
    expect(s.errors.otp).toBe('Wrong code');
    s = reduce(s, resetVerified({ sessionID: 'sess' }));
    expect(s).toMatchObject({ otpFlow: null, reset: { username: 'organiser2@demo.in', sessionID: 'sess' }, errors: { otp: null } });
    s = reduce(s, resetFinished());
    expect(s.reset).toEqual({ username: null, sessionID: null });
  });

  it('walks a sign-up: code id, then the signed-up state, then cleared', () => {
    let s = reduce(fresh(), signupOtpSent({ mobile: '9876500001', sentAt: 0, answer: { id: 's1', userExist: false, sentTo: '98XXXXXX01', expiresInSeconds: 300, resendInSeconds: 30 } }));
    expect(s).toMatchObject({ otpFlow: 'signup', otpSessionId: 's1', otpConfig: { mobile: '9876500001' } });
    s = reduce(s, signedUp({ mobile: '9876500001' }));
    expect(s).toMatchObject({ isSignedUp: true, otpFlow: null, newUser: { check: 'valid', mobile: '9876500001' } });
    s = reduce(s, newUserValidated({ mobile: null }));
    expect(s.newUser.mobile).toBe('9876500001');
    s = reduce(s, newUserCleared());
    expect(s).toMatchObject({ isSignedUp: false, newUser: { check: 'none', mobile: null } });
  });

  it('ignores a resend without a flow and cancels cleanly', () => {
    expect(reduce(fresh(), otpResent({ ...challenge, sentAt: 1 })).otpSessionId).toBeNull();
    const s = reduce(reduce(fresh(), challengeStarted({ flow: 'login', challenge, sentAt: 0, mobile: '9000000001' })), otpFlowCancelled());
    expect(s).toMatchObject({ otpFlow: null, otpConfig: null, otpSessionId: null, reset: { username: null, sessionID: null } });
  });

  it('a session expiry logs out but keeps a signed-up state', () => {
    const s = reduce({ ...fresh(), isLoggedIn: true, isSignedUp: true }, sessionExpired({ code: 'X', message: 'm' }));
    expect(s).toMatchObject({ isLoggedIn: false, isSignedUp: true });
  });
});
