// The icons live in ../internal/icons. This re-export is left for the date pickers only,
// which move their imports there in their own change; remove it then.
export {
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  PlusIcon,
} from '../internal/icons';
