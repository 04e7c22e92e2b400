// A loader rather than the component: the Staff screen is its own lazy chunk. Nothing else
// here: the layout's chunk takes in every module this file imports.
export const loadStaff = () => import('./StaffScreen');
