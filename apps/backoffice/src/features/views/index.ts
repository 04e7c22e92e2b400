export { ScreenViews } from './ScreenViews';
