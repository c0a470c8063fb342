export { SaveBar, type SaveBarProps } from './SaveBar';
