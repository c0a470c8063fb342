import { toastTimeout, type Toast, type ToastType } from '@diy/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PopupButtonState {
  label: string;
  variant: 'primary' | 'secondary' | 'danger' | 'ghost';
}

/** The global popup: serialisable content here; button callbacks live in popup-actions.ts. */
/** One line of a popup's list: a refusal's field message, with a link to where it is fixed when there is one. */
export interface PopupItemState {
  text: string;
  href?: string;
  linkLabel?: string;
}

export interface PopupState {
  id: string;
  title: string;
  body: string;
  /** The fields a refusal names (issue #34), each with its link. */
  items?: PopupItemState[];
  dismissible: boolean;
  buttons: PopupButtonState[];
}

export interface UiState {
  toast: Toast;
  popup: PopupState | null;
  /** Counts open reasons for the app-covering spinner. */
  spinnerCount: number;
}

const hiddenToast: Toast = { type: 'default', show: false, data: '', persists: false, timeout: 0 };

const initialState: UiState = { toast: hiddenToast, popup: null, spinnerCount: 0 };

export interface ShowToastPayload {
  type?: ToastType;
  data: string;
  persists?: boolean;
  timeout?: number;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    showToast(state, action: PayloadAction<ShowToastPayload>) {
      const type = action.payload.type ?? 'default';
      state.toast = {
        type,
        show: true,
        data: action.payload.data,
        persists: action.payload.persists ?? false,
        timeout: action.payload.timeout ?? toastTimeout(type),
      };
    },
    hideToast(state) {
      state.toast = hiddenToast;
    },
    openPopup(state, action: PayloadAction<PopupState>) {
      state.popup = action.payload;
    },
    closePopup(state, action: PayloadAction<string | undefined>) {
      if (action.payload === undefined || state.popup?.id === action.payload) state.popup = null;
    },
    spinnerShown(state) {
      state.spinnerCount += 1;
    },
    spinnerHidden(state) {
      state.spinnerCount = Math.max(0, state.spinnerCount - 1);
    },
  },
});

export const { showToast, hideToast, openPopup, closePopup, spinnerShown, spinnerHidden } = uiSlice.actions;
