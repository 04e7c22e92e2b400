import { useTeam } from '@backoffice/api';
import type { RequestDumpQuery } from '@backoffice/api';
import { START_AFTER_END, TEAM_WORDS, parisToday } from '@backoffice/domain';
import { DatePicker, DateRangePresets, FilterBar, Switch } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { ListSearchField } from '@/shared/list/ListSearchField';
import { ChoiceSelect, ListSelect } from '@/shared/list/ListSelect';
import type { ListSelectOption } from '@/shared/list/listSelects';
import type { ListParamsState } from '@/shared/list/useListParams';
import { BOARD_DATE_PRESETS, ownerChoiceOf, ownerParamsOf } from './filters';
import * as styles from './BoardScreen.css';

/**
 * The board's sort (request received or visit time, ascending or descending), in the URL like
 * the filters; it sits above the board, with the columns it orders.
 */
export function BoardSort({ state }: { state: ListParamsState<RequestDumpQuery> }) {
  return <ListSelect list={{ params: state }} name="sort" />;
}

/**
 * The board's filters: start and end date with their presets (Today, This week), search,
 * visits scheduled in the last 12/24/48/72 hours (the owner filters and the sort sit above the
 * board, BoardOwnerFilters and BoardSort). Each change is a step in the history; typing a
 * search is one step, and so is a preset (both dates at once). They stay on one row down to
 * 1024 px: the fields share a grid where the search takes what the others leave; Reset also
 * puts the sort and the owner filters back. A start date after the end date is said under the
 * start date; with "All open" the dates do not apply, and they and their presets are disabled.
 */
export function BoardFilters({
  state,
  datesWrong = false,
}: {
  state: ListParamsState<RequestDumpQuery>;
  /** The start date is after the end date (the board then asks nothing). @default false */
  datesWrong?: boolean;
}) {
  const { values, set, reset, isChanged } = state;
  const now = useNow();
  const today = parisToday(now());
  const allOpen = values.open === true;
  return (
    <FilterBar label="Request filters" onReset={reset} isResetDisabled={!isChanged}>
      <div className={styles.filters}>
        {/* A typed date applies once the typing is over (the year's four digits typed, Enter,
            or leaving the field), a day picked in a calendar at once: one board load and one
            step of the history per date, never a half-typed one. The calendars offer Today. */}
        <DatePicker
          label="Start date"
          value={values.startDate ?? null}
          onCommit={(startDate, { isRevision }) => set({ startDate }, { replace: isRevision })}
          errorMessage={datesWrong ? START_AFTER_END : undefined}
          todayChoice="Today"
          today={today}
          isDisabled={allOpen}
        />
        <DatePicker
          label="End date"
          value={values.endDate ?? null}
          onCommit={(endDate, { isRevision }) => set({ endDate }, { replace: isRevision })}
          isInvalid={datesWrong}
          todayChoice="Today"
          today={today}
          isDisabled={allOpen}
        />
        <div className={styles.datePresets}>
          <DateRangePresets
            label="Date presets"
            presets={BOARD_DATE_PRESETS}
            today={today}
            value={
              values.startDate && values.endDate
                ? { start: values.startDate, end: values.endDate }
                : null
            }
            onChange={({ start, end }) => set({ startDate: start, endDate: end })}
            orientation="vertical"
            isDisabled={allOpen}
          />
        </div>
        <div className={styles.search}>
          <ListSearchField
            label="Search"
            value={values.search ?? ''}
            onCommit={(search, { replace }) => set({ search }, { replace })}
            // '#1264' finds request 1264 whatever the dates.
            placeholder="#id, name, company or email"
          />
        </div>
        <ListSelect list={{ params: state }} name="visitWithinHours" />
      </div>
    </FilterBar>
  );
}

/** Said under the title while "All open" is on: the dates shown do not apply. */
export const ALL_OPEN_NOTE =
  'All open shows every request not signed or cancelled, whatever its date: the start and end dates are ignored.';

/**
 * The Owner filter's choices: Anyone (neither parameter), Mine, Unassigned, then the team's
 * active staff by name. A person the URL names who is not (or not yet) in the team's answer
 * is still shown as chosen, by id, rather than as Anyone.
 */
function ownerOptions(
  staff: readonly { id: number; name: string }[] | undefined,
  chosen: string | undefined,
): ListSelectOption<string>[] {
  const options: ListSelectOption<string>[] = [
    { value: undefined, label: TEAM_WORDS.anyone },
    { value: 'mine', label: TEAM_WORDS.mine },
    { value: 'unassigned', label: TEAM_WORDS.unassigned },
    ...(staff ?? []).map((person) => ({ value: String(person.id), label: person.name })),
  ];
  if (chosen !== undefined && !options.some((o) => o.value === chosen)) {
    options.push({ value: chosen, label: `Staff member ${chosen}` });
  }
  return options;
}

/**
 * Whose requests, and which: the Owner select (Anyone, Mine, Unassigned or a person:
 * `owner` or `assigneeId` in the URL), "Waiting too long" (`waiting=true`) and the "All open"
 * quick view (`open=true`: every request not ended, whatever its date). In the URL like the
 * other filters (one step of the history each), above the board beside the sort, where they
 * stay while the board is loading or has no results for them.
 */
export function BoardOwnerFilters({ state }: { state: ListParamsState<RequestDumpQuery> }) {
  const { values, set } = state;
  const team = useTeam();
  const chosen = ownerChoiceOf(values);
  return (
    <div role="group" aria-label="Owner and waiting filters" className={styles.ownerFilters}>
      <ChoiceSelect<string>
        label={TEAM_WORDS.owner}
        options={ownerOptions(team.data?.staff, chosen)}
        value={chosen}
        onChange={(choice) => set(ownerParamsOf(choice))}
      />
      <span className={styles.switches}>
        <span className={styles.toggle}>
          <Switch
            label={TEAM_WORDS.waitingTooLong}
            isSelected={values.waiting === true}
            onChange={(on) => set({ waiting: on ? true : undefined })}
          />
        </span>
        <span className={styles.toggle}>
          <Switch
            label={TEAM_WORDS.allOpen}
            isSelected={values.open === true}
            onChange={(on) => set({ open: on ? true : undefined })}
          />
        </span>
      </span>
    </div>
  );
}
