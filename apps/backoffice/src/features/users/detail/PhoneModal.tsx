import { useUpdatePhone } from '@backoffice/api';
import type { StatusAnswer } from '@backoffice/api';
import { DEFAULT_PHONE_COUNTRY, TOASTS, validateMobileNumber } from '@backoffice/domain';
import type { MobileNumber, User } from '@backoffice/domain';
import { FormSelect, FormTextField } from '@/shared/forms/fields';
import { useActionForm } from '@/shared/forms/useActionForm';
import { FormModal } from '../FormModal';
import { countryOptions } from './phoneCountries';
import * as styles from './GuestScreen.css';

interface PhoneForm {
  country: string;
  phone: string;
}

const EMPTY: PhoneForm = { country: DEFAULT_PHONE_COUNTRY, phone: '' };

/**
 * Update phone number (people-and-content §5): a country (France by default) and the number,
 * which must be a valid mobile number of that country ('Please enter a valid mobile number',
 * read with libphonenumber-js, whose code loads with this form only). The server stores it in
 * E.164 and marks it verified: the change bypasses the verification. 'Phone number updated
 * successfully' closes the form; 'Failed to update phone number' keeps what was typed.
 */
export default function PhoneModal({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdatePhone();
  const { form, submit, isSubmitting } = useActionForm<PhoneForm, MobileNumber, StatusAnswer>({
    defaultValues: EMPTY,
    validate: (values) => validateMobileNumber(values.phone, values.country),
    send: async (mobile) => {
      const answer = await update.trigger({
        userId: user.id,
        mobileNumber: mobile.nationalNumber,
        mobilePrefix: mobile.prefix,
      });
      if (answer.status !== 200) throw new Error(`The phone update answered ${answer.status}`);
      return answer;
    },
    success: TOASTS.phoneUpdated,
    failure: TOASTS.phoneUpdateFailed,
    onSuccess: onClose,
    fieldOf: (field) => (/mobile|phone|prefix/.test(field) ? 'phone' : null),
  });

  return (
    <FormModal
      form={form}
      title={`Update the phone number of guest ${user.id}`}
      onClose={onClose}
      isDirty={form.formState.isDirty}
      submitLabel="Update phone number"
      onSubmit={submit}
      isPending={isSubmitting}
    >
      <p className={styles.note}>
        {user.phone
          ? `Now ${user.phone}${user.userVerified ? ', verified' : ', not verified'}.`
          : 'No phone number yet.'}{' '}
        The new number is marked verified.
      </p>
      <FormSelect<string, PhoneForm> name="country" label="Country" options={countryOptions()} />
      <FormTextField<PhoneForm>
        name="phone"
        label="Mobile number"
        type="tel"
        autoComplete="off"
        autoFocus
        description="As dialled in the country, e.g. 06 12 34 56 78, or with its +code"
      />
    </FormModal>
  );
}
