import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { ApiError, useCreateCrVisit, useOffice } from '@backoffice/api';
import type { CrVisitAnswer } from '@backoffice/api';
import {
  BUSINESS_SECTORS,
  COMPANY_SIZES,
  FLEXIBILITIES,
  FLEXIBILITY_CODE_BY_TYPE,
  TOASTS,
  crEndDateBounds,
  crFlexibilityOptions,
  crSeatOptions,
  crStartDateBounds,
  crVisitDateBounds,
  formatDate,
  validateCrVisit,
} from '@backoffice/domain';
import type {
  CrVisitField,
  CrVisitForm,
  DayBounds,
  CrVisitPayload,
  Office,
  User,
  Validation,
} from '@backoffice/domain';
import {
  DatePicker,
  Link,
  Modal,
  NumberField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  TimeField,
  controllerFieldProps,
} from '@backoffice/ui';
import { useNow } from '../../../shared/clock';
import { useActionForm } from '../../../shared/forms/useActionForm';
import { paths } from '../../../shared/paths';
import { withMember } from '../../../shared/sets';
import { FormModal } from '../FormModal';
import { countryOptions, phoneCountryOf } from './phoneCountries';
import * as styles from './GuestScreen.css';

type YesNo = 'yes' | 'no';
const YES_NO = [
  { id: 'yes' as const, label: 'Yes' },
  { id: 'no' as const, label: 'No' },
];
const toYesNo = (value: boolean | null): YesNo | null =>
  value === null ? null : value ? 'yes' : 'no';

/** The form as it opens: the guest's own data where it has some (they are sent back with it). */
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
    frequentClientVisits: user.dayToDay?.frequentClientVisits ?? null,
    frequentPhoneCalls: user.dayToDay?.frequentPhoneCalls ?? null,
    quietEnvironmentNeeded: user.dayToDay?.quietEnvironmentNeeded ?? null,
    guestMessage: '',
  };
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

/** An office id that the server does not know (not in the spec: the form cannot go on). */
const unknownOffice = (id: number) => `Office ${id} does not exist.`;

type NumberKey = 'seats' | 'flexibility' | 'companySize' | 'businessSector';
type DayKey = 'startDate' | 'endDate' | 'visitDate';

/** A select of numbers (seats, flexibility, company size, business sector). */
function NumberSelect({
  control,
  name,
  label,
  options,
  isDisabled,
}: {
  control: Control<CrVisitForm>;
  name: NumberKey;
  label: string;
  options: readonly { value: number; label: string }[];
  isDisabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select<string>
          {...controllerFieldProps(field, fieldState)}
          ref={field.ref}
          label={label}
          placeholder={`Select the ${label.toLowerCase()}`}
          options={options.map((o) => ({ id: String(o.value), label: o.label }))}
          value={field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
          isDisabled={isDisabled}
        />
      )}
    />
  );
}

/** A day within the office's bounds (once the office is loaded; any day until then). */
function DayField({
  control,
  name,
  label,
  bounds,
  onFilledChange,
}: {
  control: Control<CrVisitForm>;
  name: DayKey;
  label: string;
  bounds: DayBounds | null;
  /** Its segments hold a digit (a half-typed day is null in the form). */
  onFilledChange: (name: DayKey, isFilled: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          {...controllerFieldProps(field, fieldState)}
          label={label}
          minValue={bounds?.min ?? null}
          maxValue={bounds?.max ?? null}
          onFilledChange={(isFilled) => onFilledChange(name, isFilled)}
        />
      )}
    />
  );
}

/** A line of text of the guest (company name, phone number). */
function TextLine({
  control,
  name,
  label,
  type,
}: {
  control: Control<CrVisitForm>;
  name: 'companyName' | 'phoneNumber';
  label: string;
  type?: 'tel';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...controllerFieldProps(field, fieldState)}
          ref={field.ref}
          label={label}
          type={type}
          autoComplete="off"
        />
      )}
    />
  );
}

function YesNoField({
  control,
  name,
  label,
}: {
  control: Control<CrVisitForm>;
  name: 'frequentClientVisits' | 'frequentPhoneCalls' | 'quietEnvironmentNeeded';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup<YesNo>
          {...controllerFieldProps(field, fieldState)}
          label={label}
          orientation="horizontal"
          options={YES_NO}
          value={toYesNo(field.value)}
          onChange={(value) => field.onChange(value === 'yes')}
        />
      )}
    />
  );
}

/**
 * Create CR & Visit (people-and-content §2.2, §5): a contact request and its visit on behalf
 * of the guest. The office id loads the office's dates, capacity and flexibility; the start
 * date runs from its earliest start (or today) to its last availability minus the minimum
 * duration, the end date from the start plus the minimum duration to the last availability
 * (two years ahead by default), the visit date from today to the start; seats run from the
 * office's minimum capacity to its capacity, and the flexibility offers 'N day(s) / week' and
 * 'Full week' as the office allows. The company, its size and sector, the phone and the
 * day-to-day answers start from the guest's own data. The domain checks the items in the
 * spec's order: each missing one is named under its field, and the first is said at the
 * bottom ('Please add/select ... before creating the cr and visit.'). One submission at a
 * time; a success says so with a link to the new request, a refusal shows the server's text
 * and keeps the form.
 */
export default function CrVisitModal({ user, onClose }: { user: User; onClose: () => void }) {
  const now = useNow();
  const create = useCreateCrVisit();
  const [created, setCreated] = useState<number | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const inFlight = useRef(false);

  // The office of the id typed (null until one is typed).
  const [officeId, setOfficeId] = useState<number | null>(null);
  // The days whose segments hold a digit: a half-typed day is null in the form, but closing
  // the modal over it asks first all the same.
  const [typedDays, setTypedDays] = useState<ReadonlySet<DayKey>>(new Set());
  const onDayFilled = useCallback(
    (name: DayKey, isFilled: boolean) => setTypedDays((days) => withMember(days, name, isFilled)),
    [],
  );
  const fetched = useOffice(officeId);
  const office = officeId !== null && fetched.data ? fetched.data.office : null;
  const officeMissing = officeId !== null && fetched.error?.status === 404;

  const validate = (form: CrVisitForm): Validation<CrVisitPayload, CrVisitField> => {
    const checked = validateCrVisit(form, { office, now: now() });
    if (form.officeId !== null && officeMissing) {
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
  });
  const { control, watch } = form;
  const startDate = watch('startDate');

  const guardedSubmit = () => {
    // One submission at a time: a second press or Enter while one is under way does nothing.
    if (inFlight.current) return;
    const checked = validate(form.getValues());
    setSummary(checked.ok ? null : checked.message);
    // The same check runs again in the form's resolver: a valid form goes on to the call.
    if (checked.ok) inFlight.current = true;
    submit();
  };

  const startBounds = office ? crStartDateBounds(office, now()) : null;
  const endBounds = office ? crEndDateBounds(office, startDate, now()) : null;
  const visitBounds = office ? crVisitDateBounds(office, startDate, now()) : null;
  const seatOptions = office
    ? crSeatOptions(office).map((n) => ({ value: n, label: String(n) }))
    : [];
  const flexibilityOptions = office ? crFlexibilityOptions(office) : [];
  const needsOffice = office === null;

  let officeNote: ReactNode = 'Type the office id: its dates, seats and flexibility follow.';
  if (officeId !== null) {
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
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose();
        }}
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
      title={`Create CR & Visit for guest ${user.id}`}
      onClose={onClose}
      isDirty={form.formState.isDirty || typedDays.size > 0}
      submitLabel="Create CR & Visit"
      onSubmit={guardedSubmit}
      isPending={isSubmitting}
      size="lg"
    >
      <h3 className={styles.section}>The request</h3>
      <Controller
        control={control}
        name="officeId"
        render={({ field, fieldState }) => (
          <NumberField
            {...controllerFieldProps(field, fieldState)}
            ref={field.ref}
            label="Office id"
            minValue={1}
            formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
            description={officeNote}
            onChange={(value) => {
              field.onChange(value);
              setOfficeId(value !== null && value > 0 ? value : null);
            }}
          />
        )}
      />
      <div className={styles.pair}>
        <DayField
          control={control}
          name="startDate"
          label="Start date"
          bounds={startBounds}
          onFilledChange={onDayFilled}
        />
        <DayField
          control={control}
          name="endDate"
          label="End date"
          bounds={endBounds}
          onFilledChange={onDayFilled}
        />
      </div>
      <div className={styles.pair}>
        <NumberSelect
          control={control}
          name="seats"
          label="Seats"
          options={seatOptions}
          isDisabled={needsOffice}
        />
        <NumberSelect
          control={control}
          name="flexibility"
          label="Flexibility"
          options={flexibilityOptions}
          isDisabled={needsOffice}
        />
      </div>
      <div className={styles.pair}>
        <DayField
          control={control}
          name="visitDate"
          label="Visit date"
          bounds={visitBounds}
          onFilledChange={onDayFilled}
        />
        <Controller
          control={control}
          name="visitTime"
          render={({ field, fieldState }) => (
            <TimeField {...controllerFieldProps(field, fieldState)} label="Visit time" />
          )}
        />
      </div>
      <h3 className={styles.section}>The guest</h3>
      <TextLine control={control} name="companyName" label="Company name" />
      <div className={styles.pair}>
        <NumberSelect
          control={control}
          name="companySize"
          label="Company size"
          options={COMPANY_SIZES}
        />
        <NumberSelect
          control={control}
          name="businessSector"
          label="Business sector"
          options={BUSINESS_SECTORS}
        />
      </div>
      <div className={styles.pair}>
        <Controller
          control={control}
          name="phoneCountry"
          render={({ field, fieldState }) => (
            <Select<string>
              {...controllerFieldProps(field, fieldState)}
              ref={field.ref}
              label="Phone country"
              options={countryOptions()}
              value={field.value ?? null}
              onChange={(country) => field.onChange(country ?? undefined)}
            />
          )}
        />
        <TextLine control={control} name="phoneNumber" label="Phone number" type="tel" />
      </div>
      <YesNoField
        control={control}
        name="frequentClientVisits"
        label="Does the guest have frequent client visits?"
      />
      <YesNoField
        control={control}
        name="frequentPhoneCalls"
        label="Does the guest make frequent phone calls?"
      />
      <YesNoField
        control={control}
        name="quietEnvironmentNeeded"
        label="Does the guest need a quiet environment?"
      />
      <Controller
        control={control}
        name="guestMessage"
        render={({ field, fieldState }) => (
          <TextArea
            {...controllerFieldProps(field, fieldState)}
            ref={field.ref}
            label="Guest message (optional)"
            rows={3}
          />
        )}
      />
      <p role="alert" className={styles.quote}>
        {summary}
      </p>
    </FormModal>
  );
}
