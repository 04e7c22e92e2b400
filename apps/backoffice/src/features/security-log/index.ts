// A loader rather than the component: the Security log is its own lazy chunk.
export const loadSecurityLog = () => import('./SecurityLogScreen');
