export { Popup, type PopupButton, type PopupLayout, type PopupProps } from './Popup';
