import type { SeoLocationsQuery } from '@backoffice/api';
import { ListSelect } from '@/shared/list/ListSelect';
import type { ListSelectProps } from '@/shared/list/ListSelect';

/** The slug filter (people-and-content §2.3): all, coworking, flexible offices, rent. */
export default function SeoSlugFilter({ list }: Pick<ListSelectProps<SeoLocationsQuery>, 'list'>) {
  return <ListSelect list={list} name="slug" />;
}
