export { ResendOtp, type ResendOtpProps } from './ResendOtp';
