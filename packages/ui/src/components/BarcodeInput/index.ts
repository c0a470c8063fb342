export { BarcodeInput, type BarcodeInputProps } from './BarcodeInput';
