// The popover styles live in ../internal/popover.css. This re-export is left for the date
// pickers only, which move their imports there in their own change; remove it then.
export { popover } from '../internal/popover.css';
