// The signed-in screens' loaders, reached through the layout's module (routes.tsx): each
// screen's import and the list of chunks it preloads then live in the layout's chunk, which
// every signed-in screen has loaded before it renders, rather than in the sign-in screen's
// first download (about 1.5 KiB gzip of chunk names the login route never uses).
export { loadAnalytics } from '@/features/analytics';
export { loadContracts } from '@/features/contracts';
export { loadConversation, loadConversations } from '@/features/conversations';
export { loadDisplay } from '@/features/display';
export { loadDocuments } from '@/features/documents';
export { loadMapSearch } from '@/features/map-search';
export { loadOfficeDetail, loadOffices } from '@/features/offices';
export { loadRequestDetail, loadRequestsBoard } from '@/features/requests';
export { loadSecurityLog } from '@/features/security-log';
export { loadSeo } from '@/features/seo';
export { loadStaff } from '@/features/staff';
export { loadUser, loadUsers } from '@/features/users';
