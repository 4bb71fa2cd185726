import { useTranslation } from 'react-i18next';
import type { CheckoutData } from '../../../../domain/validation/checkout.ts';
import { languageOf } from '../../../i18n/index.ts';
import { RadioCards } from '../../../ui/RadioCards.tsx';
import { addressLines } from '../../addresses/address-lines.ts';
import type { SavedAddress } from '../../addresses/api.ts';
import { ANOTHER_ADDRESS, chosenAddress, fillFromSaved, typeAnother } from '../saved-address-choice.ts';

interface Props {
  data: CheckoutData;
  saved: SavedAddress[];
  onChange: (patch: Partial<CheckoutData>) => void;
}

/** The account's saved addresses offered first (issue 47): each with its name, who, street, city and phone; or another one. */
export function SavedAddressChoice({ data, saved, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n);
  const chosen = chosenAddress(data, saved);
  return (
    <RadioCards
      label={t('addresses.checkout.choose')}
      value={chosen?.id ?? ANOTHER_ADDRESS}
      onChange={(id) => {
        const address = saved.find((a) => a.id === id);
        onChange(address ? fillFromSaved(address, data) : typeAnother());
      }}
      options={[
        ...saved.map((address) => {
          const lines = addressLines(address, lang, t('addresses.untitled'));
          return {
            id: address.id,
            title: lines.title,
            description: (
              <>
                <bdi>{lines.name}</bdi>
                <br />
                <bdi>{`${lines.street}, ${lines.city}`}</bdi>
                {lines.phone && (
                  <>
                    <br />
                    <span dir="ltr">{lines.phone}</span>
                  </>
                )}
              </>
            ),
            aside: address.isDefault ? t('addresses.defaultBadge') : undefined,
          };
        }),
        { id: ANOTHER_ADDRESS, title: t('addresses.checkout.another'), description: t('addresses.checkout.anotherText') },
      ]}
    />
  );
}
