export { UtrEntryForm, type UtrEntryFormProps } from './UtrEntryForm';
