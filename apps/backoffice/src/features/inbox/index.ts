export { InboxButton } from './InboxButton';
