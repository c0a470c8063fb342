export { Spinner, type SpinnerProps, type SpinnerSize, type SpinnerTone } from './Spinner';
