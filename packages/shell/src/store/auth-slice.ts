import { sessionExpired, tokenStorage } from '@diy/api';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Seed 001 section 3: login state. */
export interface AuthState {
  isLoggedIn: boolean;
  isSignedUp: boolean;
  userDetails: { userName: string } | null;
}

export function initialAuthState(): AuthState {
  return {
    isLoggedIn: tokenStorage.getAccessToken() !== null,
    isSignedUp: tokenStorage.getNewUserToken() !== null,
    userDetails: null,
  };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state) {
      state.isLoggedIn = true;
    },
    userLoaded(state, action: PayloadAction<{ userName: string }>) {
      state.userDetails = action.payload;
    },
    loggedOut(state) {
      state.isLoggedIn = false;
      state.userDetails = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.isLoggedIn = false;
      state.userDetails = null;
    });
  },
});

export const { loggedIn, userLoaded, loggedOut } = authSlice.actions;
