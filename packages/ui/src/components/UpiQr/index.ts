export { UpiQr, type UpiQrProps } from './UpiQr';
