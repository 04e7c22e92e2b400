// The "ask first" dialog's code (React Aria's modal and dialog), loaded on intent by
// actionQuestion.tsx: a screen with action menus does not download it before a menu opens.
export { AlertDialog } from '@backoffice/ui';
