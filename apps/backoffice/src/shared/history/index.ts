export { History, type HistoryProps } from './History';
