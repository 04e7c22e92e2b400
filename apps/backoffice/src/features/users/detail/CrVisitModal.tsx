import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError, useCreateCrVisit, useOffice } from '@backoffice/api';
import type { CrVisitAnswer } from '@backoffice/api';
import {
  BUSINESS_SECTORS,
  COMPANY_SIZES,
  CR_VISIT_ITEMS,
  FLEXIBILITIES,
  FLEXIBILITY_CODE_BY_TYPE,
  TOASTS,
  crEndDateBounds,
  crFlexibilityOptions,
  crSeatOptions,
  crStartDateBounds,
  crVisitDateBounds,
  formatDate,
  isBookmarkRemoved,
  sortBookmarks,
  validateCrVisit,
} from '@backoffice/domain';
import type {
  Bookmark,
  CrVisitField,
  CrVisitForm,
  CrVisitPayload,
  Office,
  User,
  Validation,
} from '@backoffice/domain';
import { Link, Modal } from '@backoffice/ui';
import type { ComboBoxOption } from '@backoffice/ui';
import type { FieldErrors } from 'react-hook-form';
import { useNow } from '@/shared/clock';
import {
  FormDay,
  FormIdField,
  FormSelect,
  FormTextArea,
  FormTextField,
  FormTime,
  FormYesNo,
} from '@/shared/forms/fields';
import { useActionForm } from '@/shared/forms/useActionForm';
import { paths } from '@/shared/paths';
import { withMember } from '@/shared/sets';
import { FormModal } from '../FormModal';
import { countryOptions, phoneCountryOf } from './phoneCountries';
import * as styles from './GuestScreen.css';
import { whenClosed } from '@/shared/whenClosed';

/**
 * The form as it opens: the guest's own data where it has some (they are sent back with it).
 * The day-to-day questions start unanswered, whatever the profile holds (answered
 * 'No' from the start, "required" could never fire); the profile's answer is said beside each.
 */
function initialForm(user: User): CrVisitForm {
  const phone = user.fullMobilePhoneNumber ?? user.phone;
  return {
    officeId: null,
    startDate: null,
    endDate: null,
    seats: null,
    flexibility: null,
    visitDate: null,
    visitTime: null,
    companyName: user.companyName ?? user.company ?? '',
    companySize: user.companySize,
    businessSector: user.businessSector,
    phoneNumber: phone ?? '',
    phoneCountry: phoneCountryOf(phone),
    frequentClientVisits: null,
    frequentPhoneCalls: null,
    quietEnvironmentNeeded: null,
    guestMessage: '',
  };
}

/** What the guest's profile answered to a day-to-day question, said under it. */
function profileAnswer(answer: boolean | null | undefined): string | undefined {
  if (answer === null || answer === undefined) return undefined;
  return `The guest's profile says: ${answer ? 'Yes' : 'No'}.`;
}

/** What staff need to know of the office to fill the rest (dates, seats, flexibility). */
function officeSummary(office: Office): string {
  const from = office.earliestStartDate ? formatDate(office.earliestStartDate) : 'now';
  const until = office.lastAvailabilityDate
    ? ` until ${formatDate(office.lastAvailabilityDate)}`
    : '';
  const seats =
    office.minCapacity && office.minCapacity !== office.capacity
      ? `${office.minCapacity} to ${office.capacity} seats`
      : `${office.capacity} seats`;
  const flexibility =
    FLEXIBILITIES.find((f) => f.value === FLEXIBILITY_CODE_BY_TYPE[office.flexibility])?.label ??
    office.flexibility;
  const duration = office.minDuration ? ` · at least ${office.minDuration} months` : '';
  return `${office.title.fr}: available from ${from}${until}${duration} · ${seats} · ${flexibility}`;
}

/**
 * The guest's favorites as Office id's choices, in the favorites table's order: each office
 * once, removed favorites left out, its address beside its id.
 */
function favoriteChoices(bookmarks: readonly Bookmark[] | undefined): ComboBoxOption<number>[] {
  const choices: ComboBoxOption<number>[] = [];
  for (const b of sortBookmarks(bookmarks ?? [])) {
    if (isBookmarkRemoved(b) || choices.some((c) => c.id === b.officeId)) continue;
    choices.push({
      id: b.officeId,
      label: String(b.officeId),
      description: `${b.officeAddressLine1}, ${b.officeAddressLine2}`,
    });
  }
  return choices;
}

/**
 * What the message under the form says: the first item still wrong in the spec's order (the
 * summary follows the fields as they are fixed), or any other field's message.
 */
function firstError(errors: FieldErrors<CrVisitForm>): string | null {
  for (const { field } of CR_VISIT_ITEMS) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  const other = Object.values(errors).find((error) => error?.message);
  return other?.message ?? null;
}

/** An office id that the server does not know (not in the spec: the form cannot go on). */
const unknownOffice = (id: number) => `Office ${id} does not exist.`;

/** How long typing pauses before the office of the id typed is read. */
const OFFICE_LOOKUP_DELAY_MS = 400;

type DayKey = 'startDate' | 'endDate' | 'visitDate';

/** A code table as a select's options (the form holds the code). */
const asOptions = (options: readonly { value: number; label: string }[]) =>
  options.map((o) => ({ id: o.value, label: o.label }));

/**
 * Create CR & Visit (people-and-content §2.2, §5): a contact request and its visit on behalf
 * of the guest. The office id (digits, no steppers) loads the office, whose title then shows
 * under it with its dates, capacity and flexibility; the start
 * date runs from its earliest start (or today) to its last availability minus the minimum
 * duration, the end date from the start plus the minimum duration to the last availability
 * (two years ahead by default), the visit date from today to the start; seats run from the
 * office's minimum capacity to its capacity, and the flexibility offers 'N day(s) / week' and
 * 'Full week' as the office allows. The company, its size and sector and the phone start
 * from the guest's own data (the phone taken as it is: the spec gives CR & Visit no phone
 * rule); the day-to-day questions start unanswered. The domain checks the items in the
 * spec's order: each missing one is named under its field, and the first is said at the
 * bottom ('Please add/select ... before creating the cr and visit.'). A field is checked once
 * it has been left, or on Create (then as it changes): typing the office id leaves the fields
 * not yet reached as they are, and the message at the bottom moves on, then goes, as the
 * fields are put right. The dialog opens on Office id, which offers the guest's favorites (a
 * choice fills its id; any id can still be typed); Enter there reads its office at once rather
 * than sending a form still to fill. One submission at a time; a success says so with a link
 * to the new request, a refusal shows the server's text and keeps the form.
 */
export default function CrVisitModal({ user, onClose }: { user: User; onClose: () => void }) {
  const now = useNow();
  const create = useCreateCrVisit();
  const [created, setCreated] = useState<number | null>(null);
  const inFlight = useRef(false);
  const choices = useMemo(() => favoriteChoices(user.bookmarks), [user.bookmarks]);

  // The id whose office is read: the id typed, once typing pauses (not 1, 14, 140 on the way
  // to 1409).
  const [officeId, setOfficeId] = useState<number | null>(null);
  const lookup = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(lookup.current), []);
  const onIdChange = useCallback((id: number | null) => {
    clearTimeout(lookup.current);
    if (id === null) setOfficeId(null);
    else lookup.current = setTimeout(() => setOfficeId(id), OFFICE_LOOKUP_DELAY_MS);
  }, []);
  // The days whose segments hold a digit: a half-typed day is null in the form, but closing
  // the modal over it asks first all the same.
  const [typedDays, setTypedDays] = useState<ReadonlySet<DayKey>>(new Set());
  const onDayFilled = (name: DayKey) => (isFilled: boolean) =>
    setTypedDays((days) => withMember(days, name, isFilled));
  const fetched = useOffice(officeId);
  const office = officeId !== null && fetched.data ? fetched.data.office : null;
  const officeMissing = officeId !== null && fetched.error?.status === 404;

  const validate = (form: CrVisitForm): Validation<CrVisitPayload, CrVisitField> => {
    // The office read is the one of the id typed, or none yet (its checks wait for it).
    const known = office?.id === form.officeId ? office : null;
    const checked = validateCrVisit(form, { office: known, now: now() });
    if (form.officeId !== null && form.officeId === officeId && officeMissing) {
      const message = unknownOffice(form.officeId);
      return {
        ok: false,
        message,
        errors: { ...(checked.ok ? {} : checked.errors), officeId: message },
      };
    }
    return checked;
  };

  const { form, submit, isSubmitting } = useActionForm<CrVisitForm, CrVisitPayload, CrVisitAnswer>({
    defaultValues: initialForm(user),
    validate,
    send: async (payload) => {
      const answer = await create
        .trigger({ userId: user.id, payload })
        .finally(() => (inFlight.current = false));
      if (!answer.success) {
        // The server's error text, shown as the failure's toast; the form keeps its values.
        throw new ApiError({
          code: 'cr_visit_refused',
          status: 200,
          message: answer.error ?? TOASTS.somethingWentWrong.message,
        });
      }
      return answer;
    },
    success: TOASTS.crVisitCreated,
    onSuccess: (answer) => setCreated(answer.requestId ?? null),
    fieldOf: (field) => (field in initialForm(user) ? (field as CrVisitField) : null),
    checkFields: 'touched',
  });
  const startDate = form.watch('startDate');
  const typedId = form.watch('officeId');

  // The office of the id typed is read now if typing had not paused yet.
  const readOfficeNow = () => {
    clearTimeout(lookup.current);
    setOfficeId(form.getValues('officeId'));
  };

  const guardedSubmit = () => {
    // One submission at a time: a second press or Enter while one is under way does nothing.
    if (inFlight.current) return;
    readOfficeNow();
    // The same check runs again in the form's resolver: a valid form goes on to the call.
    if (validate(form.getValues()).ok) inFlight.current = true;
    submit();
  };
  // Said once Create was pressed: the first field still wrong, as the fields show it now.
  const { errors, isSubmitted } = form.formState;
  const summary = isSubmitted ? firstError(errors) : null;

  const startBounds = office ? crStartDateBounds(office, now()) : null;
  const endBounds = office ? crEndDateBounds(office, startDate, now()) : null;
  const visitBounds = office ? crVisitDateBounds(office, startDate, now()) : null;
  const seatOptions = office ? crSeatOptions(office).map((n) => ({ id: n, label: String(n) })) : [];
  const flexibilityOptions = office ? asOptions(crFlexibilityOptions(office)) : [];
  const needsOffice = office === null;

  let officeNote: ReactNode =
    choices.length > 0
      ? "Type the office id, or choose one of the guest's favorites: its title, dates, seats and flexibility follow."
      : 'Type the office id: its title, dates, seats and flexibility follow.';
  if (typedId !== null && typedId !== officeId) officeNote = `Office ${typedId}…`;
  else if (officeId !== null) {
    if (officeMissing) officeNote = unknownOffice(officeId);
    else if (fetched.error) officeNote = fetched.error.message;
    else if (!office) officeNote = `Loading office ${officeId}…`;
    else officeNote = officeSummary(office);
  }

  if (created !== null) {
    return (
      <Modal
        title={`Create CR & Visit for guest ${user.id}`}
        isOpen
        onOpenChange={whenClosed(onClose)}
        cancelLabel="Close"
      >
        <div className={styles.form}>
          <p className={styles.quote}>{TOASTS.crVisitCreated.message}</p>
          <Link variant="standalone" href={paths.request(created)}>
            {`Open request ${created}`}
          </Link>
        </div>
      </Modal>
    );
  }

  return (
    <FormModal
      form={form}
      title={`Create CR & Visit for guest ${user.id}`}
      onClose={onClose}
      isDirty={form.formState.isDirty || typedDays.size > 0}
      submitLabel="Create CR & Visit"
      onSubmit={guardedSubmit}
      isPending={isSubmitting}
      size="lg"
    >
      <h3 className={styles.section}>The request</h3>
      <FormIdField<CrVisitForm>
        name="officeId"
        label="Office id"
        description={officeNote}
        onIdChange={onIdChange}
        choices={choices}
        onEnter={readOfficeNow}
        autoFocus
      />
      <div className={styles.pair}>
        <FormDay<CrVisitForm>
          name="startDate"
          label="Start date"
          minValue={startBounds?.min ?? null}
          maxValue={startBounds?.max ?? null}
          onFilledChange={onDayFilled('startDate')}
        />
        <FormDay<CrVisitForm>
          name="endDate"
          label="End date"
          minValue={endBounds?.min ?? null}
          maxValue={endBounds?.max ?? null}
          onFilledChange={onDayFilled('endDate')}
        />
      </div>
      <div className={styles.pair}>
        <FormSelect<number, CrVisitForm>
          name="seats"
          label="Seats"
          placeholder="Select the seats"
          options={seatOptions}
          isDisabled={needsOffice}
        />
        <FormSelect<number, CrVisitForm>
          name="flexibility"
          label="Flexibility"
          placeholder="Select the flexibility"
          options={flexibilityOptions}
          isDisabled={needsOffice}
        />
      </div>
      <div className={styles.pair}>
        <FormDay<CrVisitForm>
          name="visitDate"
          label="Visit date"
          minValue={visitBounds?.min ?? null}
          maxValue={visitBounds?.max ?? null}
          onFilledChange={onDayFilled('visitDate')}
        />
        <FormTime<CrVisitForm> name="visitTime" label="Visit time" />
      </div>
      <h3 className={styles.section}>The guest</h3>
      <FormTextField<CrVisitForm> name="companyName" label="Company name" autoComplete="off" />
      <div className={styles.pair}>
        <FormSelect<number, CrVisitForm>
          name="companySize"
          label="Company size"
          placeholder="Select the company size"
          options={asOptions(COMPANY_SIZES)}
        />
        <FormSelect<number, CrVisitForm>
          name="businessSector"
          label="Business sector"
          placeholder="Select the business sector"
          options={asOptions(BUSINESS_SECTORS)}
        />
      </div>
      <div className={styles.pair}>
        <FormSelect<string, CrVisitForm>
          name="phoneCountry"
          label="Phone country"
          options={countryOptions()}
        />
        <FormTextField<CrVisitForm>
          name="phoneNumber"
          label="Phone number"
          type="tel"
          autoComplete="off"
          description="Sent as it is, e.g. +33 7 12 12 50 58"
        />
      </div>
      <FormYesNo<CrVisitForm>
        name="frequentClientVisits"
        label="Does the guest have frequent client visits?"
        description={profileAnswer(user.dayToDay?.frequentClientVisits)}
      />
      <FormYesNo<CrVisitForm>
        name="frequentPhoneCalls"
        label="Does the guest make frequent phone calls?"
        description={profileAnswer(user.dayToDay?.frequentPhoneCalls)}
      />
      <FormYesNo<CrVisitForm>
        name="quietEnvironmentNeeded"
        label="Does the guest need a quiet environment?"
        description={profileAnswer(user.dayToDay?.quietEnvironmentNeeded)}
      />
      <FormTextArea<CrVisitForm> name="guestMessage" label="Guest message (optional)" rows={3} />
      <p role="alert" className={styles.quote}>
        {summary}
      </p>
    </FormModal>
  );
}
