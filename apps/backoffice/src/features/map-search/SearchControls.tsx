import { PUBLICATION_DATE_SORTS, SEARCH_CRITERIA_LABELS } from '@backoffice/domain';
import { ChoiceSelect } from '@/shared/list/ListSelect';

export { PlaceField } from './PlaceField';

const SORT_OPTIONS = [
  { value: undefined, label: 'Newest office first' },
  ...PUBLICATION_DATE_SORTS,
];

export interface SortSelectProps {
  value: 'asc' | 'desc' | undefined;
  onChange: (value: 'asc' | 'desc' | undefined) => void;
}

/** Sort by publication date (operations §2); without it, the API's order: newest office first. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <ChoiceSelect<'asc' | 'desc'>
      label={SEARCH_CRITERIA_LABELS.publicationDateSort}
      options={SORT_OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
