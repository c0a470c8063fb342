export { SoldBar, type SoldBarProps } from './SoldBar';
