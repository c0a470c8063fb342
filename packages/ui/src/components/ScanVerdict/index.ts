export { ScanVerdict, type ScanVerdictProps, type VerdictTone } from './ScanVerdict';
