// The event stream's client, loaded when the signed-in layout first opens it (issue 20): a
// module of its own as the dynamic import's target, so that the login route never carries it.
export { openEventStream } from '@backoffice/api';
