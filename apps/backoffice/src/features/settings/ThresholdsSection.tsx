import { useEffect, useMemo, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useSaveStageThresholds, useStageThresholds } from '@backoffice/api';
import type { StageThresholdsAnswer } from '@backoffice/api';
import { THRESHOLD_WORDS } from '@backoffice/domain';
import { Button, Card, DescriptionList, NumberField, controllerFieldProps } from '@backoffice/ui';
import { FetchState } from '@/shared/FetchState';
import type { Fetched } from '@/shared/FetchState';
import { EditConflictBanner } from '@/shared/forms/EditConflictBanner';
import { domainResolver } from '@/shared/forms/domainResolver';
import { saveEdit, useEditVersion } from '@/shared/forms/useEditVersion';
import { useLeaveGuard } from '@/shared/leaveGuard';
import type { LeaveGuardWords } from '@/shared/leaveGuard';
import { useNotify } from '@/shared/notify';
import {
  columnTitle,
  daysInWords,
  formOf,
  thresholdsBegunFrom,
  validateThresholds,
} from './thresholdsForm';
import type { ThresholdRow, ThresholdsForm, ThresholdsValue } from './thresholdsForm';
import * as styles from './SettingsScreen.css';

const WORDS = {
  loading: 'Loading the thresholds',
  error: 'The thresholds could not be loaded',
};

/** Said beside Save when it had nothing to send (a second press after a save, say). */
export const NOTHING_TO_SAVE = 'No change to save: the thresholds are as saved.';

const LEAVE_WORDS: LeaveGuardWords = {
  title: 'Leave without saving?',
  message: 'The thresholds you changed are not saved. Leaving this screen loses the change.',
  leave: 'Leave',
  stay: 'Keep editing',
};

/** Their version of the thresholds, read only (a refused save's "See their version"). */
function ThresholdsVersion({ rows }: { rows: readonly ThresholdRow[] }) {
  return (
    <DescriptionList
      items={rows.map((row) => ({
        term: columnTitle(row.column),
        description: daysInWords(row.days),
      }))}
    />
  );
}

/**
 * One column's threshold: its number of days, empty for never, its default said under it,
 * and its problem (0, a fraction, past 90) under it once Save was pressed. No minimum nor
 * maximum on the field itself: it would change a 0 into 1 on blur, where the person must
 * read why 0 is refused.
 */
function ThresholdField({ control, row }: { control: Control<ThresholdsForm>; row: ThresholdRow }) {
  const { field, fieldState } = useController({ control, name: row.column });
  return (
    <NumberField
      {...controllerFieldProps(field, fieldState)}
      value={field.value ?? null}
      ref={field.ref}
      label={columnTitle(row.column)}
      description={THRESHOLD_WORDS.byDefault(row.defaultDays)}
      placeholder={THRESHOLD_WORDS.never}
      isWheelDisabled
    />
  );
}

/**
 * The form, mounted once the thresholds are read: the values it opens on are what a save
 * may replace without asking (its version goes with the save). The read stays live under
 * the typing ("Last changed by", and their version after a refusal); the fields keep what
 * was typed until a save goes through.
 */
function ThresholdsEditor({
  answer,
  fetched,
}: {
  answer: StageThresholdsAnswer;
  fetched: Fetched<StageThresholdsAnswer>;
}) {
  const notify = useNotify();
  const save = useSaveStageThresholds();
  // The columns as the form opened on them: one field each, in the board's order.
  const [rows] = useState(() => answer.thresholds);
  const resolver = useMemo(
    () => domainResolver<ThresholdsForm, ThresholdsValue>((form) => validateThresholds(form, rows)),
    [rows],
  );
  const form = useForm<ThresholdsForm>({ defaultValues: formOf(rows), resolver });
  const version = useEditVersion('stageThresholds', thresholdsBegunFrom(rows), {
    reread: () => fetched.mutate(),
  });
  const saveButton = useRef<HTMLButtonElement>(null);
  const [note, setNote] = useState('');
  const { isDirty } = form.formState;
  const leaveGuard = useLeaveGuard(isDirty, LEAVE_WORDS);
  // "No change to save" is about the press it answered: a new value takes it away.
  useEffect(() => {
    const subscription = form.watch(() => setNote(''));
    return () => subscription.unsubscribe();
  }, [form]);

  const send = (value: ThresholdsValue, how?: 'over') =>
    saveEdit(version, (body) => save.trigger(body), { thresholds: value }, how, {
      saved: (answer) => {
        const saved = answer.thresholds;
        notify.show({ tone: 'success', message: THRESHOLD_WORDS.saved });
        // What was saved stays in the fields, and is what the next save begins from.
        form.reset(formOf(saved));
        version.begin(thresholdsBegunFrom(saved));
        // "Save over it" goes with the refusal: focus to Save, not to the page.
        if (how === 'over') saveButton.current?.focus();
      },
      failed: (error) => notify.failure(error),
    });

  const submit = (how?: 'over') => {
    setNote('');
    // Nothing changed (a second press after a save): nothing is sent. "Save over it" always is.
    if (!how && !form.formState.isDirty && !version.conflict) {
      setNote(NOTHING_TO_SAVE);
      return;
    }
    void form.handleSubmit((values) => {
      const result = validateThresholds(values, rows);
      if (result.ok) send(result.value, how);
    })();
  };

  const live = fetched.data ?? answer;
  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {live.changed ? (
          <p className={styles.changed}>
            {THRESHOLD_WORDS.changedBy(live.changed.name, live.changed.at)}
          </p>
        ) : null}
        <p className={styles.intro}>{THRESHOLD_WORDS.intro}</p>
        <EditConflictBanner edit={version} onSaveOver={() => submit('over')}>
          {fetched.isValidating ? null : <ThresholdsVersion rows={live.thresholds} />}
        </EditConflictBanner>
        <div className={styles.fields}>
          {rows.map((row) => (
            <ThresholdField key={row.column} control={form.control} row={row} />
          ))}
        </div>
        <div className={styles.actions}>
          <Button ref={saveButton} type="submit" variant="primary" isPending={version.isSaving}>
            Save changes
          </Button>
          <p role="status" className={styles.note}>
            {note}
          </p>
        </div>
      </form>
      {leaveGuard}
    </>
  );
}

/**
 * "Waiting too long": the days a request may stay in each open column before its card says
 * so on the board; empty for never, each column's default said under its field. Nothing is
 * written before Save changes; a save sends the version of the thresholds the form opened
 * on, and one made over another Admin's newer save is refused naming them: the values typed
 * stay, with their version and "Save over it" (shared/forms/useEditVersion).
 */
export function ThresholdsSection() {
  const fetched = useStageThresholds();
  return (
    <Card title={THRESHOLD_WORDS.title}>
      <FetchState fetched={fetched} words={WORDS}>
        {(answer) => <ThresholdsEditor answer={answer} fetched={fetched} />}
      </FetchState>
    </Card>
  );
}
