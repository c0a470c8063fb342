export { CounterTextField, type CounterTextFieldProps } from './CounterTextField';
