import { useEffect, useState } from 'react';

const asStored = (e164: string) => e164;

/**
 * The domain's phoneForReading, fetched once the screen shows (libphonenumber-js's metadata is the
 * larger part of a queue's code): until it comes, a number reads as stored (+212661234567).
 */
export function usePhoneForReading(): (e164: string) => string {
  const [read, setRead] = useState(() => asStored);
  useEffect(() => {
    let shown = true;
    void import('../../../domain/phone.ts').then((phone) => shown && setRead(() => phone.phoneForReading));
    return () => {
      shown = false;
    };
  }, []);
  return read;
}
