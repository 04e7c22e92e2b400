// A loader rather than the component: the analytics screen is its own lazy chunk.
export const loadAnalytics = () => import('./AnalyticsScreen');
