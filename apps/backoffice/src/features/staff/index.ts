// A loader rather than the component: the Staff screen is its own lazy chunk.
export const loadStaff = () => import('./StaffScreen');
// What the Security log shares with this feature: the page of a role that may not use an
// Admin screen, and the staff list (its staff member filter). Side-effect-free modules: the
// layout's chunk, which imports this file for the loader, keeps neither.
export { AdminOnly } from './AdminOnly';
export { useStaffList } from './staffApi';
