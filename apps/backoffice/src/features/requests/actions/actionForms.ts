// The request's action forms (react-hook-form, the selects, the date and slot fields), one
// chunk loaded on intent by ActionsPanel.tsx: the request's page carries the actions' titles,
// not their forms, until one is about to open.
export { ProposeMeetingAction, ScheduleVisitAction } from './MeetingActions';
export { WithdrawalAction } from './WithdrawalAction';
