// Loaders rather than components: each screen of this feature is its own lazy chunk.
export const loadUsers = () => import('./list/UsersScreen');
export const loadUser = () => import('./detail/GuestScreen');
