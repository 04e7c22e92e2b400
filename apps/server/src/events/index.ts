// Issue 20: live refresh. The hub carries change events between servers (PostgreSQL
// LISTEN/NOTIFY) and to this server's streams; the route streams them to signed-in clients.
export { CHANGES_CHANNEL, changeHubFor, localChangeHub, sharedChangeHub } from './hub';
export type { ChangeHub, HubMessage } from './hub';
export { publishAreas, publishChange } from './publish';
export { EVENT_STREAM_CACHE_CONTROL, KEEP_ALIVE_MS, mountEvents } from './route';
