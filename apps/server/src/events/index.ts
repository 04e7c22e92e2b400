// Live refresh: the hub carries change events between servers (PostgreSQL LISTEN/NOTIFY) and
// to this server's streams; the route that streams them to signed-in clients is http/events.ts.
export { CHANGES_CHANNEL, changeHubFor, localChangeHub, sharedChangeHub } from './hub';
export type { ChangeHub, HubMessage } from './hub';
export { publishAreas, publishChange } from './publish';
