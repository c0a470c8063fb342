import { sessionExpired, tokenStorage } from '@diy/api';
import { DEFAULT_TOAST_TIMEOUT_MS, ERROR_TOAST_TIMEOUT_MS, INFO_TOAST_TIMEOUT_MS } from '@diy/domain';
import { describe, expect, it, vi } from 'vitest';
import { originPath } from '../auth/RequireAuth';
import { deviceForWidth } from '../device/use-device';
import { loggedIn, loggedOut } from './auth-slice';
import { createAppStore } from './create-store';
import { dismissPopup, pressPopupButton, showPopup } from './popup-actions';
import { showToast } from './ui-slice';

describe('toast', () => {
  it.each([
    ['default', DEFAULT_TOAST_TIMEOUT_MS],
    ['success', DEFAULT_TOAST_TIMEOUT_MS],
    ['error', ERROR_TOAST_TIMEOUT_MS],
    ['info', INFO_TOAST_TIMEOUT_MS],
  ] as const)('a %s toast lasts %i ms unless told otherwise', (type, timeout) => {
    const store = createAppStore();
    store.dispatch(showToast({ type, data: 'Hello' }));
    expect(store.getState().ui.toast).toEqual({ type, show: true, data: 'Hello', persists: false, timeout });
    store.dispatch(showToast({ type, data: 'Hi', timeout: 5000, persists: true }));
    expect(store.getState().ui.toast).toMatchObject({ timeout: 5000, persists: true });
  });
});

describe('popup', () => {
  it('runs the pressed button callback once and closes', () => {
    const store = createAppStore();
    const yes = vi.fn();
    const no = vi.fn();
    const id = showPopup(store.dispatch, { title: 'Are you sure?', body: 'b', buttons: [{ label: 'Yes', onClick: yes }, { label: 'No', onClick: no }] });
    expect(store.getState().ui.popup).toMatchObject({ id, title: 'Are you sure?', dismissible: true });
    expect(store.getState().ui.popup?.buttons.map((b) => b.variant)).toEqual(['primary', 'secondary']);
    pressPopupButton(store.dispatch, id, 0);
    pressPopupButton(store.dispatch, id, 0);
    expect(yes).toHaveBeenCalledTimes(1);
    expect(no).not.toHaveBeenCalled();
    expect(store.getState().ui.popup).toBeNull();
  });

  it('defaults to one Okay button and calls onDismiss when dismissed', () => {
    const store = createAppStore();
    const onDismiss = vi.fn();
    const id = showPopup(store.dispatch, { title: 'Oops', body: 'b', dismissible: false, onDismiss });
    expect(store.getState().ui.popup).toMatchObject({ dismissible: false, buttons: [{ label: 'Okay' }] });
    dismissPopup(store.dispatch, id);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(store.getState().ui.popup).toBeNull();
  });
});

describe('session', () => {
  it('logs out and says why when the session expires', () => {
    tokenStorage.setAccessToken('t');
    const store = createAppStore();
    expect(store.getState().auth.isLoggedIn).toBe(true);
    store.dispatch(sessionExpired({ code: 'ERR.SESSION.EXPIRED', message: 'Your session has expired. Please log in again.' }));
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(store.getState().ui.toast).toMatchObject({ type: 'error', data: 'Your session has expired. Please log in again.' });
    store.dispatch(loggedIn());
    expect(store.getState().auth.isLoggedIn).toBe(true);
    store.dispatch(loggedOut());
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, userDetails: null });
    tokenStorage.clearAccessToken();
  });

  it.each([
    [{ from: { pathname: '/events/draft', search: '?x=1' } }, '/events/draft?x=1'],
    [{ from: { pathname: '/login' } }, '/apps'],
    [null, '/apps'],
    [{}, '/apps'],
  ])('returns from %j to %s', (state, expected) => {
    expect(originPath(state, '/apps')).toBe(expected);
  });
});

describe('deviceForWidth', () => {
  it.each([
    [360, { isMobile: true, isTablet: false, isDesktop: false }],
    [767, { isMobile: true, isTablet: false, isDesktop: false }],
    [768, { isMobile: false, isTablet: true, isDesktop: false }],
    [1023, { isMobile: false, isTablet: true, isDesktop: false }],
    [1024, { isMobile: false, isTablet: false, isDesktop: true }],
  ])('%i px wide', (width, expected) => {
    expect(deviceForWidth(width)).toEqual(expected);
  });
});
