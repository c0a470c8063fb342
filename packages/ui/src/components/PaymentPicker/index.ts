export { PaymentPicker, type PaymentPickerProps } from './PaymentPicker';
