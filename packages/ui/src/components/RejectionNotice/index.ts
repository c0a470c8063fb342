export { RejectionNotice, type RejectionNoticeItem, type RejectionNoticeProps } from './RejectionNotice';
