export { OnlineEventDetails, isValidEmail, type OnlineEventDetailsProps, type OnlineJoiningDetails } from './OnlineEventDetails';
