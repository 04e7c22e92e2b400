import { useState } from 'react';
import {
  downloadOfficeAnalytics,
  downloadSearchAnalytics,
  fileText,
  routes,
} from '@backoffice/api';
import type { ApiClient, DownloadedFile, SearchAnalyticsQuery } from '@backoffice/api';
import {
  SEARCH_STATS_TITLE,
  csvHasRows,
  defaultSearchAnalyticsRange,
  downloadedText,
  noSearchesText,
  parisToday,
} from '@backoffice/domain';
import { Button, Card, DateRangePicker, PageHeader, defaultDateRangePresets } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { useCan } from '@/shared/permissions';
import { usePageTitle } from '@/shared/pageTitle';
import type { ListSpec, QueryStruct } from '@/shared/list/listParams';
import { useListParams } from '@/shared/list/useListParams';
import { useFileDownloads } from '@/shared/useFileDownloads';
import * as states from '@/shared/states.css';
import * as styles from './AnalyticsScreen.css';

/**
 * The search stats' range, in the URL like a list's filters (a link or a reload shows the
 * same days; a day that does not exist falls back to the default range's), through the
 * route's own query struct. The last 28 days unless chosen, never written then.
 */
const rangeSpec: ListSpec<SearchAnalyticsQuery> = {
  query: routes.searchAnalyticsCsv.query as unknown as QueryStruct<SearchAnalyticsQuery>,
  defaults: defaultSearchAnalyticsRange,
};

type FileKey = 'search' | 'offices';

/** What a section says under its button: about which file (a range, or the offices). */
interface Said {
  about: string;
  text: string;
}

const PREPARING = 'Preparing the file…';

/**
 * Analytics (/analytic, operations §2): 'Search Stats', the CSV of the searches made from one
 * day to another (both included), and the CSV of office analytics. Each button shows that its
 * file is coming (pending, and "Preparing the file…" under it) and ends with a browser
 * download; a range without any search says so instead of saving a file with a header alone;
 * a failure is the catalogue's toast.
 */
export function AnalyticsScreen() {
  usePageTitle('Analytics');
  const now = useNow();
  const { values, set } = useListParams(rangeSpec);
  const { isPending, download } = useFileDownloads<FileKey>();
  // The analytics files are exports: a Viewer sees both buttons disabled, with why.
  const exporting = useCan('export');
  const [said, setSaid] = useState<Partial<Record<FileKey, Said>>>({});
  const range = { minDate: values.minDate, maxDate: values.maxDate };
  const rangeKey = `${range.minDate}/${range.maxDate}`;

  const fetchFile = async (
    key: FileKey,
    about: string,
    get: (client: ApiClient) => Promise<DownloadedFile>,
    empty?: string,
  ) => {
    setSaid((s) => ({ ...s, [key]: undefined }));
    const shouldSave = empty
      ? async (file: DownloadedFile) => csvHasRows(await fileText(file))
      : undefined;
    const outcome = await download(key, get, { shouldSave });
    if (!outcome) return;
    const text = outcome.saved ? downloadedText(outcome.file.filename) : (empty ?? '');
    setSaid((s) => ({ ...s, [key]: { about, text } }));
  };

  // The search stats' line speaks of the range on screen only.
  const searchSaid = said.search?.about === rangeKey ? said.search.text : '';

  return (
    <div className={states.screen}>
      <PageHeader
        title="Analytics"
        description="The marketplace's analytics as CSV files, for a spreadsheet."
      />
      <Card title={SEARCH_STATS_TITLE}>
        <div className={styles.body}>
          <p className={styles.text}>
            One line per search made on the map search: when, where, its criteria and how many
            offices it found.
          </p>
          <div className={styles.controls}>
            <div className={styles.range}>
              <DateRangePicker
                label="Dates"
                description="From and to, both days included"
                value={{ start: range.minDate, end: range.maxDate }}
                onChange={(next) => {
                  // A setting of this page rather than a step of its history: replaced.
                  if (next) set({ minDate: next.start, maxDate: next.end }, { replace: true });
                }}
                presets={defaultDateRangePresets}
                today={parisToday(now())}
              />
            </div>
            <Button
              variant="primary"
              isPending={isPending('search')}
              disabledReason={exporting.reason}
              onPress={() =>
                void fetchFile(
                  'search',
                  rangeKey,
                  (client) => downloadSearchAnalytics(client, range),
                  noSearchesText(range),
                )
              }
            >
              Download search stats
            </Button>
          </div>
          <p role="status" className={styles.status}>
            {isPending('search') ? PREPARING : searchSaid}
          </p>
        </div>
      </Card>
      <Card title="Office analytics">
        <div className={styles.body}>
          <p className={styles.text}>
            One line per office: its publication, its rank and best deal, its capacity and price,
            and how many requests and favorites it has.
          </p>
          <div className={styles.controls}>
            <Button
              variant="secondary"
              isPending={isPending('offices')}
              disabledReason={exporting.reason}
              onPress={() => void fetchFile('offices', 'offices', downloadOfficeAnalytics)}
            >
              Download office analytics
            </Button>
          </div>
          <p role="status" className={styles.status}>
            {isPending('offices') ? PREPARING : (said.offices?.text ?? '')}
          </p>
        </div>
      </Card>
    </div>
  );
}

export { AnalyticsScreen as Component };
