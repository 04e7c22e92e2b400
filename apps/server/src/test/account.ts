/** The demo account of the test databases (the defaults of config.ts). */
export const TEST_ACCOUNT = { demoEmail: 'csm@example.com', demoPassword: 'demo1234' } as const;
