// The first use of Intl in a page loads the browser's locale data (ICU): 30 ms on a fast machine, a few
// hundred on a slow phone. That data is shared by every thread of the page's process, so using Intl
// once here, off the main thread, makes react-aria's first use during start-up instant.
self.onmessage = ({ data: locales }: MessageEvent<string[]>) => {
  Intl.DateTimeFormat.supportedLocalesOf(locales);
  for (const locale of locales) {
    new Intl.Locale(locale).maximize();
    new Intl.NumberFormat(locale);
    new Intl.PluralRules(locale);
  }
  self.postMessage('warm');
};
