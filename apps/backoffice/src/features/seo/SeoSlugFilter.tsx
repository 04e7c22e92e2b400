import { SEO_SLUGS } from '@backoffice/domain';
import type { SeoSlug } from '@backoffice/domain';
import { ListSelect } from '../../shared/list/ListSelect';
import type { ListSelectOption } from '../../shared/list/ListSelect';

const SLUG_OPTIONS: ListSelectOption<SeoSlug>[] = [
  { value: undefined, label: 'All' },
  ...SEO_SLUGS,
];

/** The slug filter (people-and-content §2.3): all, coworking, flexible offices, rent. */
export default function SeoSlugFilter({
  value,
  onChange,
}: {
  value: SeoSlug | undefined;
  onChange: (slug: SeoSlug | undefined) => void;
}) {
  return (
    <ListSelect<SeoSlug> label="Slug" options={SLUG_OPTIONS} value={value} onChange={onChange} />
  );
}
