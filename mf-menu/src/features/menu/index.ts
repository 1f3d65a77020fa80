export { MenuView } from './MenuView';
