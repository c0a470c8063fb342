export { WithholdingDownload, quarterLabel, type WithholdingDownloadProps } from './WithholdingDownload';
