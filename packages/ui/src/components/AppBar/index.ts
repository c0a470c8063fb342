export { AppBar, BRAND_NAME, type AppBarProps } from './AppBar';
