import { useIntl } from 'react-intl';
import { BOOKING_INSTRUCTIONS_MAX, type BookingContactOption, type BookingLookups } from '@portal/domain';
import { FormSelect, FormTextArea } from '@portal/screen-kit';

const E = 'inspection.bookingEdit';
const PARTIES = ['customer', 'supplier', 'factory'] as const;

const contactOptions = (contacts: BookingContactOption[] | undefined) =>
  (contacts ?? []).map((contact) => ({
    value: contact.id,
    label: contact.email ? `${contact.name} <${contact.email}>` : contact.name,
  }));

/** Who hears about the booking on each side (the confirmation, reschedule and cancel mails), and the notes. */
export function BookingContactsFields({ lookups }: { lookups: BookingLookups | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${E}.${id}` });
  return (
    <>
      <section
        className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-3"
        aria-label={t('contacts.title')}
      >
        <h2 className="text-base font-semibold text-slate-800 md:col-span-3">{t('contacts.title')}</h2>
        {PARTIES.map((party) => (
          <FormSelect<number>
            key={party}
            multiple
            name={`${party}ContactIds`}
            label={t(`field.${party}Contacts`)}
            options={contactOptions(lookups?.[`${party}Contacts`])}
          />
        ))}
      </section>
      <FormTextArea
        name="instructions"
        label={t('field.instructions')}
        maxLength={BOOKING_INSTRUCTIONS_MAX}
        rows={4}
        className="md:col-span-2"
      />
    </>
  );
}
